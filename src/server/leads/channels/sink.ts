import type { ContactValues, ContactVariant } from "../../../content/contact";

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
