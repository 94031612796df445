/**
 * Leads as a JSON export carries them (docs/operations.md, "Export"), for what tests and scripts
 * load through the operators' import (harness/deskLeads.ts, scripts/desk-bench.ts, the Worker
 * tests' leads).
 */
import type { ChannelDelivery, LeadState } from "../src/server/leads/record.ts";

/**
 * The e-mail's delivery (`deliveries.mail`) of a lead in `state`: none while it is held; else in
 * that state, tried once, delivered at `deliveredAt` when delivered, with `changes`.
 *
 * @example emailDelivery("failed", null, { lastError: "status (500)" }) // { state: "failed", attempts: 1, lastError: "status (500)", … }
 */
export function emailDelivery(
  state: LeadState,
  deliveredAt: string | null,
  changes: Partial<ChannelDelivery> = {},
): ChannelDelivery | null {
  if (state === "held") return null;
  return {
    state,
    attempts: 1,
    lastError: null,
    nextAttemptAt: null,
    deliveredAt: state === "delivered" ? deliveredAt : null,
    ...changes,
  };
}
