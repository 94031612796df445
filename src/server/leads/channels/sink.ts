import type { ContactValues, ContactVariant } from "../../../content/contact";

/** Host names of a worker running on this machine (`npm start`, `npm run dev`, tests). */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * True when the request was made to the worker on this machine. A deployed worker is reached
 * through its own host name, so a request there can never look local.
 */
export function isLocalRequest(url: string): boolean {
  const { hostname } = new URL(url);
  return LOCAL_HOSTS.has(hostname) || hostname.endsWith(".localhost");
}

/**
 * The development sink: a fresh clone has no `FORM_ACCESS_KEY`, so a local submission is
 * printed to the terminal instead of being e-mailed, and says so.
 */
export function printToSink(variant: ContactVariant, fields: ContactValues): void {
  console.log(
    [
      "──── Contact form submission (local development sink) ────",
      "NOT e-mailed: FORM_ACCESS_KEY is not set. Put it in .dev.vars to deliver submissions.",
      JSON.stringify({ event: "contact_sink", variant, fields }),
      "──────────────────────────────────────────────────────────",
    ].join("\n"),
  );
}
