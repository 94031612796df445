/** A log line's level: `error` lines are what the alerts watch (docs/operations.md). */
export type LogLevel = "info" | "warn" | "error";

/**
 * Fields a log line may carry: outcomes, ids, counts, sizes and paths, never what a visitor typed
 * (names, addresses, messages) nor a secret. Named here so that a new field is a decision made in
 * one place.
 */
export interface LogFields {
  /** Which form (contact, hire, fullname). */
  variant?: string;
  status?: number;
  /** A short machine reason: why a submission was refused, held or accepted, or a setting refused. */
  reason?: string;
  providerStatus?: number;
  durationMs?: number;
  /** Names of the fields that failed validation (names only, never their values). */
  fields?: string[];
  /** A stored lead's id (a random token and a digest, no personal data), its state and attempts. */
  lead?: string;
  state?: string;
  attempts?: number;
  /** How many rows an operation touched. */
  count?: number;
  /** Why a delivery failed: a short reason and the provider's status, never its message. */
  error?: string;
  /** Which delivery channel a line is about: its name (leads/channels/: mail, webhook, slack). */
  channel?: string;
  /** The request's method and path (never its query string). */
  method?: string;
  path?: string;
  /** An exception's or a refused setting's message (the server's own, never the visitor's input nor a secret). */
  message?: string;
  /** A CSP violation: the directive, the blocked resource's and the document's paths, the disposition. */
  directive?: string;
  blocked?: string;
  document?: string;
  disposition?: string;
  /** A schema migration's number. */
  migration?: number;
  /**
   * An erasure: deliveries it cancelled, deliveries a channel had before it (delivered, or awaiting
   * the channel's answer), and the salt and salted hash of the address (never the address).
   */
  cancelled?: number;
  deliveredBeforeErasure?: number;
  salt?: string;
  hash?: string;
  /** An operator's bulk action: the names of the filters it used (never their values). */
  filters?: string[];
  /** Who acted on the lead desk: the operator's Cloudflare Access e-mail, or the local operator (never a visitor's data). */
  operator?: string;
}

/**
 * Each field a log line may carry, in plain words: the privacy notice lists these (so a new field
 * must be described here before it can be logged: the `satisfies` clause fails otherwise).
 */
export const loggedFields = {
  variant: "which form was sent",
  status: "the status of the answer",
  reason: "why a submission was refused, held or accepted, or a setting refused",
  providerStatus: "the status a delivery service answered",
  durationMs: "how long a step took",
  fields: "the names (never the values) of fields that failed validation",
  lead: "a random id given to each enquiry",
  state: "an enquiry's delivery state",
  attempts: "how many delivery attempts were made",
  count: "how many enquiries an operation touched",
  error: "why a delivery failed",
  channel: "which delivery channel",
  method: "the request's method",
  path: "the path of the page requested (never its query)",
  message: "the server's own error messages",
  directive: "which content-security rule blocked something",
  blocked: "the path of what was blocked",
  document: "the path of the page it was blocked on",
  disposition: "whether it was blocked or only reported",
  migration: "which schema migration ran",
  cancelled: "how many pending deliveries an erasure cancelled",
  deliveredBeforeErasure: "how many deliveries had reached (or were reaching) their receiver before an erasure",
  salt: "the random salt of an erasure's hash",
  hash: "a salted hash of an erased e-mail address (never the address)",
  filters: "which filters an operator's bulk action used (their names, never their values)",
  operator: "the e-mail of the staff member who acted on the lead desk",
} as const satisfies Record<keyof LogFields, string>;

/**
 * Writes one structured log line (`{"level","event",…fields}` as JSON) to the console stream of
 * its level, which Workers Logs and `wrangler tail` index. The one place a log line is built.
 *
 * @example log("warn", "contact_failed", { status: 400, variant: "contact", fields: ["email"] });
 */
export function log(level: LogLevel, event: string, fields: LogFields = {}): void {
  const line = JSON.stringify({ level, event, ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}
