import type { MiddlewareHandler } from "hono";
import { turnstile } from "../../content/contact";
import { paths } from "../../content/paths";
import { challengeSiteKey } from "../api/submission/challenge";
import type { AppEnv } from "../types";

/** Where a contact form is served: its pages, and the form shown again after a failed plain post. */
const FORM_PATHS = new Set<string>([paths.contact, paths.hire, "/api/contact"]);

/** Adds `origin` to the named directives of a CSP (each of which must be present). */
export function allowInCsp(csp: string, origin: string, directives: readonly string[]): string {
  return csp
    .split(";")
    .map((part) => {
      const directive = part.trim();
      const name = directive.split(/\s+/)[0];
      return name && directives.includes(name) ? `${directive} ${origin}` : directive;
    })
    .join("; ");
}

/**
 * With Turnstile configured: marks each form's spam check with the site key as the HTML streams
 * out, and lets the pages with a form load Turnstile (its origin in `script-src` and `frame-src`
 * only). Registered before the security headers, so it sees the CSP they set. Without the keys
 * nothing changes.
 */
export const formChallenge: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const sitekey = challengeSiteKey(c.env);
  if (!sitekey || !c.res.body || !c.res.headers.get("content-type")?.startsWith("text/html")) return;
  if (!FORM_PATHS.has(c.req.path)) return;
  const csp = c.res.headers.get("content-security-policy");
  const rewriter = new HTMLRewriter().on("[data-challenge]", {
    element(element) {
      element.setAttribute("data-sitekey", sitekey);
    },
  });
  c.res = rewriter.transform(c.res);
  if (csp) c.res.headers.set("content-security-policy", allowInCsp(csp, turnstile.origin, ["script-src", "frame-src"]));
};
