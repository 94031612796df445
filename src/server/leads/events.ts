import { log } from "../log";
import type { LeadState } from "./record";

/** An error's name for the record and the log (never its message, which may hold anything). */
export function errorName(error: unknown): string {
  return error instanceof Error ? error.name : "error";
}

/** One structured line about a lead (its id, never its fields). */
export function logLead(
  level: "info" | "warn" | "error",
  event: string,
  lead: string,
  state: LeadState,
  attempts: number,
  error?: string,
  channel?: string,
): void {
  log(level, event, { lead, state, attempts, error, channel });
}
