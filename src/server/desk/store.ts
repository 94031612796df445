/**
 * The desk's one way to the lead store: every read and command the desk makes goes through here,
 * over the store's RPC methods (`page`, `show`, `find`, `counts`, `figures`, `release`, `retry`,
 * `remove`, `erase`), the same ones the operators' API (and so `npm run leads`) calls. What the
 * store cannot select yet (words, a hold reason, a form, a failure on any channel) is selected here
 * by reading every page of what it can select, so a list is never silently incomplete; when the
 * store learns these, the filtering moves into its query and this module shrinks.
 */
import { legacyVariants } from "../../content/contact";
import { leadStore } from "../leads";
import { channelLabel } from "../leads/channels/label";
import type { Figures } from "../leads/figures";
import type { Cursor, LeadFilter } from "../leads/queries";
import type { Lead, LeadState } from "../leads/record";
import type { AppEnv } from "../types";
import type { LeadCounts } from "../leads/counts";
import { dayEnd, dayStart, type DeskQuery } from "./filters";

type Bindings = AppEnv["Bindings"];

/** One channel's progress with a lead, as the desk shows it. */
export interface DeskDelivery {
  channel: string;
  /** The channel's name in words (`Channel.label`), or its name for a channel this site no longer has. */
  label: string;
  state: Exclude<LeadState, "held">;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}

/** A lead as the desk shows it: what was sent, and a delivery per channel (none while held). */
export interface DeskLead {
  id: string;
  form: string;
  fields: Lead["fields"];
  page: string | null;
  state: LeadState;
  reason: string | null;
  createdAt: string;
  unreadable: string | null;
  deliveries: DeskDelivery[];
}

/**
 * The store's lead as the desk's: a delivery per channel the lead has one on, in the channels'
 * order (`Lead.deliveries`), each named in words by its channel; a held lead has none.
 */
export function toDeskLead(lead: Lead): DeskLead {
  const deliveries: DeskDelivery[] = Object.entries(lead.deliveries).flatMap(([channel, delivery]) =>
    delivery
      ? [
          {
            channel,
            label: channelLabel(channel),
            ...delivery,
            state: delivery.state as DeskDelivery["state"],
          },
        ]
      : [],
  );
  return {
    id: lead.id,
    form: legacyVariants[lead.variant as keyof typeof legacyVariants] ?? lead.variant,
    fields: lead.fields,
    page: lead.page ?? null,
    state: lead.state,
    reason: lead.reason,
    createdAt: lead.createdAt,
    unreadable: lead.unreadable ?? null,
    deliveries,
  };
}

/** The fields a search looks in: names, e-mail, company, subject and message. */
const SEARCHED = ["fullname", "firstName", "lastName", "name", "email", "company", "subject", "message"] as const;

/** Whether a desk lead is one the query asks for, beyond what the store selected. */
export function matches(lead: DeskLead, query: DeskQuery): boolean {
  if (query.view === "failed" && !lead.deliveries.some((d) => d.state === "failed")) return false;
  if (query.reason && lead.reason !== query.reason) return false;
  if (query.form && lead.form !== query.form) return false;
  if (query.q) {
    const words = query.q.toLocaleLowerCase().split(/\s+/).filter(Boolean);
    const text = SEARCHED.map((name) => lead.fields[name] ?? "")
      .join("\n")
      .toLocaleLowerCase();
    if (!words.every((word) => text.includes(word))) return false;
  }
  return true;
}

/** What the store selects for a query: its tab (and state), its first day. */
function storeFilter(query: DeskQuery): LeadFilter {
  const since = query.from ? dayStart(query.from) : 0;
  if (query.view === "held") return { state: "held", since };
  // The failed tab: a failure on any channel, so every lead that is not held is read.
  if (query.view === "failed") return { excludeHeld: true, since };
  return query.state ? { state: query.state, since } : { excludeHeld: true, since };
}

/** Where reading starts: after the page's cursor, and before the day after `to`. */
function startCursor(query: DeskQuery): Cursor | null {
  const before: Cursor | null = query.to ? { createdAt: dayEnd(query.to), id: "" } : null;
  if (!query.after) return before;
  return before && before.createdAt <= query.after.createdAt ? before : query.after;
}

/** How many leads one read of the store returns while the desk selects from them. */
const SCAN = 500;

/** A page of a desk view: its leads, newest first, and the cursor of the next page (none: the last). */
export interface DeskPage {
  leads: DeskLead[];
  next: Cursor | null;
}

/**
 * The leads of a query, newest first, as the store holds them: up to `limit`, reading the store
 * page after page until enough match or none are left; `next` is set when more match.
 */
async function scan(env: Bindings, query: DeskQuery, limit: number): Promise<{ leads: Lead[]; next: Cursor | null }> {
  const store = leadStore(env);
  const filter = storeFilter(query);
  const found: Lead[] = [];
  let cursor = startCursor(query);
  for (;;) {
    const page = await store.page(filter, cursor, SCAN);
    for (const lead of page) {
      if (!matches(toDeskLead(lead), query)) continue;
      if (found.length === limit) {
        const last = found.at(-1)!;
        return { leads: found, next: { createdAt: Date.parse(last.createdAt), id: last.id } };
      }
      found.push(lead);
    }
    if (page.length < SCAN) return { leads: found, next: null };
    const last = page.at(-1)!;
    cursor = { createdAt: Date.parse(last.createdAt), id: last.id };
  }
}

/** One page of a desk view (`limit` leads at most). */
export async function readLeads(env: Bindings, query: DeskQuery, limit: number): Promise<DeskPage> {
  const { leads, next } = await scan(env, query, limit);
  return { leads: leads.map(toDeskLead), next };
}

/** Every lead of a query (whatever its cursor) as the store holds them: what the exports write. */
export async function exportLeads(env: Bindings, query: DeskQuery): Promise<Lead[]> {
  return (await scan(env, { ...query, after: undefined }, Number.POSITIVE_INFINITY)).leads;
}

/** One lead, or null. */
export async function showLead(env: Bindings, id: string): Promise<DeskLead | null> {
  const lead = await leadStore(env).show(id);
  return lead ? toDeskLead(lead) : null;
}

/** Every lead of one e-mail address, in every state (what an erasure would remove). */
export async function findLeads(env: Bindings, email: string): Promise<DeskLead[]> {
  return (await leadStore(env).find(email)).map(toDeskLead);
}

/** How many leads each tab holds (the store's count, the one `npm run leads -- counts` prints). */
export function readCounts(env: Bindings): Promise<LeadCounts> {
  return leadStore(env).counts();
}

/** The store's figures of the last twelve ISO weeks, now. */
export function readFigures(env: Bindings): Promise<Figures> {
  return leadStore(env).figures(Date.now());
}

/** The store's commands, each returning how many leads (or deliveries) it changed. */
export const commands = {
  release: (env: Bindings, id: string) => leadStore(env).release(id),
  retry: (env: Bindings, id: string) => leadStore(env).retry(id),
  remove: (env: Bindings, id: string) => leadStore(env).remove(id),
  erase: async (env: Bindings, email: string) => (await leadStore(env).erase(email)).leads,
};
