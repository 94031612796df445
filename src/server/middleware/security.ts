import type { Context, MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { contactEndpoint, turnstile } from "../../content/contact";
import { matchRoute } from "../routes";
import { challengeSiteKey } from "../turnstile";
import type { AppEnv } from "../types";

/** Hosts the contact page's lazily loaded map embeds come from (the only third-party content). */
export const MAP_EMBED_ORIGINS = ["https://www.google.com", "https://maps.google.com"] as const;

/** Where browsers send CSP violation reports (src/server/api/cspReport.ts). */
export const CSP_REPORT_PATH = "/api/csp-report";

/** What `/admin` (Sveltia CMS, src/server/admin) reaches beyond this origin: GitHub's API and its avatars. */
export const CMS_ORIGINS = { api: "https://api.github.com", avatars: "https://avatars.githubusercontent.com" } as const;

/** Whether a path is `/admin` or under it: answered with the CMS's own policy. */
export const isAdminPath = (path: string) => path === "/admin" || path.startsWith("/admin/");

/**
 * The CSP of every answer but `/admin`'s. Nothing is allowed by default (`default-src 'none'`);
 * each kind of resource the pages use is named. Scripts only from this origin (no inline, no
 * eval): island props and JSON-LD are data blocks, not scripts. No `<base>` is ever needed. In
 * `vite dev` styles are injected inline by Vite, so only there is inline style allowed.
 */
/** The sources a policy names for each kind of resource that differs between pages. */
interface Policy {
  scriptSrc: string[];
  styleSrc: string[];
  imgSrc: string[];
  connectSrc: string[];
  frameSrc: string[];
  workerSrc: string[];
}

const pagePolicy = (dev: boolean, challenge: boolean): Policy => ({
  scriptSrc: challenge ? ["'self'", turnstile.origin] : ["'self'"],
  styleSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
  imgSrc: ["'self'", "data:"],
  connectSrc: dev ? ["'self'", "ws:"] : ["'self'"],
  frameSrc: challenge ? [...MAP_EMBED_ORIGINS, turnstile.origin] : [...MAP_EMBED_ORIGINS],
  workerSrc: ["'none'"],
});

/**
 * `/admin`'s CSP: what Sveltia CMS needs, and nothing the public pages do (docs/operations.md, "The
 * site editor"). Its script and every file it loads come from this origin; it talks to GitHub's
 * API (and `blob:`, the pictures it holds in memory), shows avatars from GitHub and pictures as
 * `blob:`/`data:` URLs, and decodes HEIC pictures in a worker of its own files. Styles inline:
 * Svelte injects each component's stylesheet as a `<style>` element at run time (180 of them in
 * 0.221) and its templates carry `style` attributes, which no hash list can cover; no script
 * runs inline, and images may load from nowhere else, so injected CSS cannot send anything out.
 */
const adminPolicy = (dev: boolean): Policy => ({
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:", CMS_ORIGINS.avatars],
  connectSrc: dev
    ? ["'self'", "ws:", "blob:", "data:", CMS_ORIGINS.api]
    : ["'self'", "blob:", "data:", CMS_ORIGINS.api],
  frameSrc: ["'none'"],
  workerSrc: ["'self'"],
});

/**
 * Strict security headers for every answer, with one of the policies above. Violations are
 * reported (`report-to`, and `report-uri` for Firefox) to our own endpoint, which browsers call
 * only when something is blocked: nothing on page load.
 */
const strictHeaders = (policy: Policy) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      scriptSrc: policy.scriptSrc,
      styleSrc: policy.styleSrc,
      imgSrc: policy.imgSrc,
      fontSrc: ["'self'"],
      connectSrc: policy.connectSrc,
      frameSrc: policy.frameSrc,
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      manifestSrc: ["'self'"],
      workerSrc: policy.workerSrc,
      reportTo: "csp",
      reportUri: [CSP_REPORT_PATH],
    },
    reportingEndpoints: [{ name: "csp", url: CSP_REPORT_PATH }],
    strictTransportSecurity: "max-age=63072000; includeSubDomains; preload",
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    // No Cross-Origin-Opener-Policy: any value puts the arriving page in a fresh renderer process,
    // which costs first paint (docs/measurements/lighthouse.md); framing is refused above.
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: "same-origin",
    crossOriginEmbedderPolicy: false,
    originAgentCluster: "?1",
    xPermittedCrossDomainPolicies: "none",
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      magnetometer: [],
      gyroscope: [],
      accelerometer: [],
      browsingTopics: [],
    },
  });

/**
 * Whether this request is answered with a page that shows a contact form: a page of the route
 * table whose record says `contactForm`, or a plain post to the form's endpoint (answered, when it
 * fails, with the form shown again). Known from the request alone, so a 304 carries the same
 * policy as the 200 it revalidates.
 */
export function answersWithContactForm(c: Context<AppEnv>): boolean {
  if (c.req.path === contactEndpoint) return true;
  const match = matchRoute(c.req.path);
  return match.kind === "page" && match.route.page.contactForm === true;
}

/**
 * The security headers of every answer; on the pages with a contact form, while Turnstile is
 * configured, the CSP also lets the spam check load (its origin in `script-src` and `frame-src`,
 * nowhere else); `/admin` and under it, the CMS's own policy.
 */
export function securityHeaders(dev: boolean): MiddlewareHandler<AppEnv> {
  const base = strictHeaders(pagePolicy(dev, false));
  const withChallenge = strictHeaders(pagePolicy(dev, true));
  const admin = strictHeaders(adminPolicy(dev));
  return (c, next) =>
    (isAdminPath(c.req.path) ? admin : challengeSiteKey(c.env) && answersWithContactForm(c) ? withChallenge : base)(
      c,
      next,
    );
}
