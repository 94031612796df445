import { secureHeaders } from "hono/secure-headers";

/** Hosts the contact page's lazily loaded map embeds come from (the only third-party content). */
export const MAP_EMBED_ORIGINS = ["https://www.google.com", "https://maps.google.com"] as const;

/**
 * Strict security headers for every answer. Scripts only from this origin (no inline, no eval):
 * island props and JSON-LD are data blocks, not scripts. In `vite dev` styles are injected
 * inline by Vite, so only there is inline style allowed.
 */
export const securityHeaders = (dev: boolean) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
      imgSrc: ["'self'", "data:"],
      fontSrc: ["'self'"],
      connectSrc: dev ? ["'self'", "ws:"] : ["'self'"],
      frameSrc: [...MAP_EMBED_ORIGINS],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'none'"],
    },
    strictTransportSecurity: "max-age=63072000; includeSubDomains; preload",
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    // No Cross-Origin-Opener-Policy: any value makes Chromium move the arriving page into a new
    // browsing context group (a fresh renderer process), which Lighthouse measured at +150–300 ms
    // on first paint (README "Lighthouse"). The site holds no per-visitor data for an opener to
    // probe; framing is refused above and every `target="_blank"` link has `rel="noopener"`.
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
