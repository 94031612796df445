/**
 * The desk's one way to the lead store: every read and command the desk makes goes through here,
 * over the store's RPC methods (`page`, `show`, `find`, `counts`, `figures`, `release`, `retry`,
 * `remove`, `erase`), the same ones the operators' API (and so `npm run leads`) calls. A view's
 * filters (its tab, words, state, hold reason, form and days) are the store's `LeadFilter`: a page
 * is one query of the store.
 */
import { legacyVariants } from "../content/contact";
import { everyLead, leadStore } from "../server/leads";
import { channelLabel } from "../server/leads/channels/label";
import type { Figures } from "../server/leads/figures";
import { cursorAfter, type Cursor, type LeadFilter } from "../server/leads/queries";
import type { Lead, LeadState } from "../server/leads/record";
import type { AppEnv } from "../server/types";
import type { LeadCounts } from "../server/leads/counts";
import type { Erased } from "../server/leads/personal";
import { dayStart, type DeskQuery } from "./viewQuery";
import { own } from "../server/leads/own";

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
    form: own<string>(legacyVariants, lead.variant) ?? lead.variant,
    fields: lead.fields,
    page: lead.page ?? null,
    state: lead.state,
    reason: lead.reason,
    createdAt: lead.createdAt,
    unreadable: lead.unreadable ?? null,
    deliveries,
  };
}

/** What the store selects for a query: its tab (and state), words, reason, form and days. */
function storeFilter(query: DeskQuery): LeadFilter {
  const filter: LeadFilter = query.view === "held" ? { state: "held" } : { excludeHeld: true };
  // The failed tab: a failure on any channel.
  if (query.view === "failed") filter.failedSomewhere = true;
  if (query.state) filter.state = query.state;
  if (query.q) filter.text = query.q;
  if (query.reason) filter.reason = query.reason;
  if (query.form) filter.form = query.form;
  if (query.since) filter.since = dayStart(query.since);
  if (query.before) filter.before = dayStart(query.before);
  return filter;
}

/** A page of a desk view: its leads, newest first, and the cursor of the next page (none: the last). */
export interface DeskPage {
  leads: DeskLead[];
  next: Cursor | null;
}

/** One page of a desk view (`limit` leads at most): one read of the store, one lead more to know if more follow. */
export async function readLeads(env: Bindings, query: DeskQuery, limit: number): Promise<DeskPage> {
  const read = await leadStore(env).page(storeFilter(query), query.cursor ?? null, limit + 1);
  const leads = read.slice(0, limit);
  return { leads: leads.map(toDeskLead), next: read.length > limit ? cursorAfter(leads.at(-1)!) : null };
}

/** Every lead of a query (whatever its cursor) as the store holds them: what the exports write. */
export function exportLeads(env: Bindings, query: DeskQuery): Promise<Lead[]> {
  return everyLead(leadStore(env), storeFilter(query));
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

/** The store's commands, each returning how many leads (or deliveries) it changed; an erasure its receipt. */
export const commands = {
  release: (env: Bindings, id: string) => leadStore(env).release(id),
  retry: (env: Bindings, id: string) => leadStore(env).retry(id),
  remove: (env: Bindings, id: string) => leadStore(env).remove(id),
  /** The erasure's receipt: the leads, what became of their deliveries, the audit's salt and hash. */
  erase: (env: Bindings, email: string): Promise<Erased> => leadStore(env).erase(email),
};
