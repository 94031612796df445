/**
 * The e2e server's lead store, read as `npm run leads` reads it: the operators' API with the
 * server's token and its own Origin. What a test claims about a stored lead is checked here.
 */
import { expect, inject } from "vitest";
import type { Lead } from "../../src/server/leads/record";

/** Every stored lead (newest first, up to 10 000). */
export async function storedLeads(): Promise<Lead[]> {
  const base = new URL(inject("baseUrl"));
  const response = await fetch(new URL("/api/leads?limit=10000", base), {
    headers: { authorization: `Bearer ${inject("adminToken")}`, origin: base.origin },
  });
  if (!response.ok) throw new Error(`/api/leads answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Lead[];
}

/** The stored leads whose message is `message` (each test sends a message of its own). */
export async function leadsWithMessage(message: string): Promise<Lead[]> {
  return (await storedLeads()).filter((lead) => lead.fields.message === message);
}

/** The one stored lead whose message is `message` (fails unless there is exactly one). */
export async function theStoredLead(message: string): Promise<Lead> {
  const found = await leadsWithMessage(message);
  expect(found, `stored leads with the message "${message}"`).toHaveLength(1);
  return found[0]!;
}

/**
 * The one stored lead of a contact-form post (variant B) that the provider refused: it waits in
 * the store for its next attempt, tried at least once, with the provider's reason.
 */
export async function expectWaitingLead(
  values: { email: string; subject: string; message: string },
  lastError: string,
): Promise<void> {
  const lead = await theStoredLead(values.message);
  expect(lead).toMatchObject({
    state: "pending",
    variant: "contact",
    deliveries: { mail: { state: "pending", lastError } },
    fields: { email: values.email, subject: values.subject, message: values.message },
  });
  expect(lead.deliveries.mail!.attempts).toBeGreaterThanOrEqual(1);
}
