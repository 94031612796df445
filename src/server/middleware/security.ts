import { secureHeaders } from "hono/secure-headers";

/** Hosts the contact page's lazily loaded map embeds come from (the only third-party content). */
export const MAP_EMBED_ORIGINS = ["https://www.google.com", "https://maps.google.com"] as const;

/** Where browsers send CSP violation reports (src/server/api/cspReport.ts). */
export const CSP_REPORT_PATH = "/api/csp-report";

/**
 * Strict security headers for every answer. Nothing is allowed by default (`default-src 'none'`);
 * each kind of resource the pages use is named. Scripts only from this origin (no inline, no
 * eval): island props and JSON-LD are data blocks, not scripts. No `<base>` is ever needed. In
 * `vite dev` styles are injected inline by Vite, so only there is inline style allowed.
 * Violations are reported (`report-to`, and `report-uri` for Firefox) to our own endpoint, which
 * browsers call only when something is blocked: nothing on page load.
 */
export const securityHeaders = (dev: boolean) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      scriptSrc: ["'self'"],
      styleSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
      imgSrc: ["'self'", "data:"],
      fontSrc: ["'self'"],
      connectSrc: dev ? ["'self'", "ws:"] : ["'self'"],
      frameSrc: [...MAP_EMBED_ORIGINS],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'none'"],
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
