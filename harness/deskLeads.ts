/**
 * Leads for the desk's browser tests and screenshots: one of each state the desk shows (held for
 * two reasons, failed on e-mail, failed on the webhook only, delivered with a long message),
 * loaded into a running site through the operators' import, as `npm run leads -- import` does.
 */

import type { ChannelDelivery, LeadState } from "../src/server/leads/record.ts";
import { emailDelivery } from "./leadExport.ts";

/** A stored lead as a JSON export carries it (the fields the import reads). */
export type DemoLead = Record<string, unknown> & { id: string; fields: Record<string, string> };

const DAY = 86_400_000;

/** The demo leads, dated in the last days before `now` (so retention keeps them). */
export function demoLeads(now = Date.now()): DemoLead[] {
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();
  const lead = (
    id: string,
    daysAgo: number,
    state: LeadState,
    fields: Record<string, string>,
    extra: { deliveries?: Record<string, unknown> } & Record<string, unknown> = {},
    email: Partial<ChannelDelivery> = {},
  ) => ({
    id: `demo-${id}.0123456789abcdef`,
    variant: "contact",
    route: "provider",
    fields: { email: `${id}@example.com`, message: `Hello, this is ${id}.`, ...fields },
    page: "/contact",
    state,
    reason: null,
    createdAt: at(daysAgo),
    updatedAt: at(daysAgo),
    ...extra,
    // The e-mail's delivery in the lead's state (changed by `email`), none while held; another channel's in `extra`.
    deliveries: { mail: emailDelivery(state, at(daysAgo), email), ...extra.deliveries },
  });
  return [
    lead(
      "spammer",
      0.1,
      "held",
      { firstName: "Cheap", lastName: "Pills", subject: "Best offer http://x.example http://y.example" },
      { reason: "too_many_links" },
    ),
    lead("honeypot", 0.5, "held", { firstName: "Bot", lastName: "Filler", subject: "Hi" }, { reason: "honeypot" }),
    lead(
      "grace",
      1,
      "failed",
      { firstName: "Grace", lastName: "Hopper", subject: "A compiler for our team" },
      {},
      { lastError: "status (500)", attempts: 12 },
    ),
    lead(
      "linus",
      2,
      "delivered",
      { firstName: "Linus", lastName: "Torvalds", subject: "Kernel work" },
      {
        deliveries: {
          webhook: { state: "failed", attempts: 5, lastError: "timeout", nextAttemptAt: null, deliveredAt: null },
        },
      },
    ),
    lead(
      "ada",
      3,
      "delivered",
      {
        name: "Ada Lovelace",
        company: "Analytical Engines Ltd",
        subject: "A team for the engine",
        message: `We need four engineers.\n\n${"A long line without any break in it at all ".repeat(12)}\n\nThanks, Ada`,
      },
      { variant: "hire", page: "/hire" },
    ),
  ];
}

/** Loads the demo leads into the site at `url` (the operators' import; the admin token of the site). */
export async function seedDemoLeads(url: string, adminToken: string, now = Date.now()): Promise<DemoLead[]> {
  const leads = demoLeads(now);
  const response = await fetch(`${url}/api/leads/import`, {
    method: "POST",
    headers: { authorization: `Bearer ${adminToken}`, origin: url, "content-type": "application/json" },
    body: JSON.stringify(leads),
  });
  if (!response.ok) throw new Error(`import: ${response.status} ${await response.text()}`);
  return leads;
}
