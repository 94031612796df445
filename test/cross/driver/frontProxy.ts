/**
 * A loopback front proxy for the cross-engine suite, between the browsers and the production
 * server. It changes two things and passes everything else through byte for byte (status,
 * headers — the Host too, so the Worker sees the proxy's origin — redirects, bodies):
 *
 * - every HTML document gets one same-origin classic script, `/__cross-probe.js`, as the first
 *   child of <head>. It records console errors, uncaught exceptions, unhandled rejections,
 *   `securitypolicyviolation` events and whether the document was revealed with a cross-document
 *   view transition (`pagereveal`), from before any page script runs, in sessionStorage so they
 *   survive navigations within the tab. Classic WebDriver (WebKit) has no way to run a script
 *   before a page loads or to read the console; Chromium and Firefox use it for CSP events. It is
 *   a file from 'self', so the site's CSP allows it without any change.
 * - every POST to /api/contact gets a visitor address of its own (CF-Connecting-IP), so the
 *   suite's submissions never share the per-IP rate limit, whatever the engine can set.
 * - while the page's origin holds the cookie `NO_SITE_SCRIPTS`, the site's module scripts are
 *   taken out of each HTML document (a cached copy of the entry would still run otherwise) and
 *   every script file is answered 404, so a test sees what the server's HTML and CSS alone do (no
 *   engine's driver here can block a request by itself; a cookie reaches the proxy from all three).
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { visitorIp } from "../../../harness/contactForm.ts";

export const PROBE_PATH = "/__cross-probe.js";
export const PROBE_KEY = "cross-probe";
export const NO_SITE_SCRIPTS = "cross-no-site-scripts";

/** Installs the recorder; runs before every other script of the page. */
export const probeSource = `(() => {
  "use strict";
  const KEY = ${JSON.stringify(PROBE_KEY)};
  const read = () => { try { return JSON.parse(sessionStorage.getItem(KEY) || "") } catch { return { errors: [], csp: [], reveals: [] } } };
  const push = (kind, message) => {
    const log = read();
    (log[kind] = log[kind] || []).push(String(message).slice(0, 500));
    try { sessionStorage.setItem(KEY, JSON.stringify(log)); } catch {}
  };
  const show = (value) => value instanceof Error ? value.name + ": " + value.message : typeof value === "string" ? value : (() => { try { return JSON.stringify(value) } catch { return String(value) } })();
  const original = console.error;
  console.error = function (...args) { push("errors", args.map(show).join(" ")); return original.apply(this, args); };
  // Once the visitor leaves, the engine cancels what is still loading (WebKit fires "error" on those): not a failure.
  let leaving = false;
  addEventListener("beforeunload", () => { leaving = true; });
  addEventListener("pageshow", () => { leaving = false; });
  addEventListener("error", (event) => {
    if (event instanceof ErrorEvent) { push("errors", "pageerror: " + event.message); return; }
    const target = event.target;
    if (target && target !== window && !leaving) push("errors", "failed to load: " + (target.currentSrc || target.src || target.href || target.tagName));
  }, true);
  addEventListener("unhandledrejection", (event) => push("errors", "unhandledrejection: " + show(event.reason)));
  // Cross-document view transitions: whether this document was revealed with one (engines without them never fire it).
  addEventListener("pagereveal", (event) => push("reveals", event.viewTransition ? "transition" : "none"));
  document.addEventListener("securitypolicyviolation", (event) =>
    push("csp", event.violatedDirective + " " + (event.blockedURI || "inline") + " at " + event.sourceFile + ":" + event.lineNumber));
  // The record exists from now on, empty lists included: a page without one was never watched.
  const log = read();
  log.errors = log.errors || [];
  log.csp = log.csp || [];
  try { sessionStorage.setItem(KEY, JSON.stringify(log)); } catch {}
})();
`;

export interface FrontProxy {
  url: string;
  close: () => Promise<void>;
}

export async function startFrontProxy(upstream: string, port = 0): Promise<FrontProxy> {
  const target = new URL(upstream);
  const server: Server = createServer((req, res) => {
    if (req.url === PROBE_PATH) {
      res.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" });
      res.end(probeSource);
      return;
    }
    const scriptsBlocked = (req.headers.cookie ?? "").split(/;\s*/).includes(`${NO_SITE_SCRIPTS}=1`);
    if (scriptsBlocked && new URL(req.url ?? "/", "http://proxy").pathname.endsWith(".js")) {
      res.writeHead(404, { "content-type": "text/plain", "cache-control": "no-store" });
      res.end("blocked by the test");
      return;
    }
    const headers: Record<string, string | string[] | undefined> = { ...req.headers, "accept-encoding": "identity" };
    // A 304 would let the browser use its cached copy of the page, scripts and all.
    if (scriptsBlocked) delete headers["if-none-match"];
    if (req.method === "POST" && req.url?.startsWith("/api/contact") && !headers["cf-connecting-ip"])
      headers["cf-connecting-ip"] = visitorIp();
    const answer = (upstreamAnswer: IncomingMessage) => {
      const type = String(upstreamAnswer.headers["content-type"] ?? "");
      if (!type.startsWith("text/html")) {
        res.writeHead(upstreamAnswer.statusCode ?? 502, upstreamAnswer.headers);
        upstreamAnswer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      upstreamAnswer.on("data", (chunk: Buffer) => chunks.push(chunk));
      upstreamAnswer.on("end", () => {
        let html = Buffer.concat(chunks)
          .toString("utf8")
          .replace(/<head(\s[^>]*)?>/i, (head) => `${head}<script src="${PROBE_PATH}"></script>`);
        if (scriptsBlocked) html = html.replace(/<script type="module"[^>]*><\/script>/g, "");
        const out = { ...upstreamAnswer.headers };
        delete out["content-length"];
        delete out["transfer-encoding"];
        res.writeHead(upstreamAnswer.statusCode ?? 502, { ...out, "content-length": Buffer.byteLength(html) });
        res.end(html);
      });
    };
    const idempotent = req.method === "GET" || req.method === "HEAD";
    const forward = (retried: boolean) => {
      const upstreamRequest = httpRequest(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
        answer,
      );
      upstreamRequest.on("error", (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the server closed just as it was reused: sent again once on a
        // new one, as a browser does (a module request answered 502 here failed Firefox's load).
        if (idempotent && !retried && upstreamRequest.reusedSocket && error.code === "ECONNRESET") {
          forward(true).end();
          return;
        }
        if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
        res.end(`front proxy: ${error.message}`);
      });
      return upstreamRequest;
    };
    if (idempotent) forward(false).end();
    else req.pipe(forward(false));
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
