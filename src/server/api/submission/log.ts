/** Fields a contact log line may carry: outcomes and sizes, never the visitor's text or the secret. */
export interface ContactLogFields {
  variant?: string;
  status?: number;
  reason?: string;
  providerStatus?: number;
  durationMs?: number;
  fields?: string[];
  /** A stored lead: its id (a random token and a digest, no personal data), state and attempts. */
  lead?: string;
  state?: string;
  attempts?: number;
  /** Why a delivery failed: a short reason and the provider's status, never its message. */
  error?: string;
  /** Which channel a delivery line is about: mail (provider or sink) or webhook. */
  channel?: string;
}

/**
 * Writes one structured (JSON) log line about a contact submission.
 *
 * @example logContact("warn", "contact_rejected", { status: 400, variant: "contact", fields: ["email"] });
 */
export function logContact(level: "info" | "warn" | "error", event: string, fields: ContactLogFields = {}): void {
  const line = JSON.stringify({ level, event, ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}
