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
  /** A short machine reason: why a submission was refused, held or accepted. */
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
  /** Which delivery channel a line is about (mail, webhook). */
  channel?: string;
  /** The request's method and path (never its query string). */
  method?: string;
  path?: string;
  /** An exception's message (the server's own, never the visitor's input). */
  message?: string;
  /** A CSP violation: the directive, the blocked resource's and the document's paths, the disposition. */
  directive?: string;
  blocked?: string;
  document?: string;
  disposition?: string;
  /** A schema migration's number. */
  migration?: number;
}

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
