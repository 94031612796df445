/**
 * What `npm run leads -- import` may load: every row of the file checked with the rules a
 * submission passes (api/submission/schema.ts, the one source of them, handed in by the API) and
 * the store's own invariants, and the file as a whole within the store's caps. One bad row refuses
 * the whole file: the answer names each bad row (1-based, as the operator counts them) and why.
 */
import { z } from "zod";
import { contactVariants, type ContactVariant } from "../../content/contact";
import { channels } from "./channels";
import { mail } from "./channels/mail";
import { holdReasons, isLeadId, leadStates, type ChannelDelivery, type Lead } from "./record";

/** One refused row of an import: its number in the file (1-based) and why. */
export interface RowProblem {
  row: number;
  reason: string;
}

const time = z.iso.datetime();
const delivery = {
  attempts: z.number().int().min(0),
  lastError: z.string().max(200).nullable(),
  nextAttemptAt: time.nullable(),
  deliveredAt: time.nullable(),
};
/** One channel's delivery in an export (never held: a held lead has none). */
const channelDelivery = z.object({ state: z.enum(["pending", "delivered", "failed"]), ...delivery });

/** The mail route an import takes: the provider's only. */
const provider = z.literal("provider", {
  error: "only provider leads are imported (sink is the local route: its delivery prints every field into the log)",
});

/**
 * A row's shape: a `Lead` of a JSON export (`export --format json`), today's (`route`, every
 * channel's delivery in `deliveries`, by the name of each channel this site has: channels/), or
 * an older one, which carried the e-mail's delivery on the lead itself too (`attempts`,
 * `lastError`, `nextAttemptAt`, `deliveredAt`: test/support/exports/), and before that `channel`
 * for the route and the webhook's delivery as `webhook`.
 */
const importedLead = z
  .looseObject({
    id: z.string().refine(isLeadId, { message: "not a lead id (a submission token, a dot, 16 hex digits)" }),
    variant: z.enum(Object.keys(contactVariants) as [ContactVariant, ...ContactVariant[]]),
    fields: z.record(z.string(), z.string()),
    page: z.string().max(200).nullable().optional(),
    route: provider.optional(),
    channel: provider.optional(),
    state: z.enum(leadStates),
    reason: z.enum(holdReasons).nullable(),
    createdAt: time,
    updatedAt: time.nullable().optional(),
    ...z.object(delivery).partial().shape,
    deliveries: z.partialRecord(z.enum(channels.map((c) => c.name)), channelDelivery.nullable()).optional(),
    webhook: channelDelivery.nullable().optional(),
  })
  .refine((lead) => lead.route ?? lead.channel, {
    path: ["route"],
    message: "missing: only provider leads are imported",
  });

type ImportedRow = z.infer<typeof importedLead>;

/** Whether two deliveries say the same: state, attempts, error and times. */
const same = (a: ChannelDelivery, b: ChannelDelivery) =>
  (["state", "attempts", "lastError", "nextAttemptAt", "deliveredAt"] as const).every((key) => a[key] === b[key]);

/** The e-mail's delivery as an export before today's carried it on the lead itself, or undefined (today's carries none). */
function ownDelivery(row: ImportedRow): ChannelDelivery | undefined {
  if (row.attempts === undefined) return undefined;
  const { state, attempts, lastError = null, nextAttemptAt = null, deliveredAt = null } = row;
  return { state: state as ChannelDelivery["state"], attempts, lastError, nextAttemptAt, deliveredAt };
}

/** The deliveries a row carries by channel: `deliveries`, or (an export before it) the webhook's as `webhook`. */
const carried = (row: ImportedRow): Partial<Record<string, ChannelDelivery | null>> =>
  row.deliveries ?? { webhook: row.webhook };

/**
 * A row's deliveries by channel, each that is not null: every one it carries, and the e-mail's
 * from the lead itself (an older export) where it carries none.
 */
function rowDeliveries(row: ImportedRow): [channel: string, delivery: ChannelDelivery][] {
  return Object.entries({ [mail.name]: ownDelivery(row), ...carried(row) }).flatMap(([channel, d]) =>
    d ? [[channel, d]] : [],
  );
}

/**
 * Why a well-shaped row breaks a rule of the store: a lead it could never deliver, release or
 * purge. Every channel's delivery is checked, as `deliveries` (or an older export) carries it.
 */
function invariantProblems(row: ImportedRow, now: number): string[] {
  const problems: string[] = [];
  const future = (iso: string | null | undefined) => !!iso && Date.parse(iso) > now;
  if (future(row.createdAt)) problems.push(`createdAt: ${row.createdAt} is later than now`);
  for (const [channel, d] of rowDeliveries(row))
    if (future(d.deliveredAt)) problems.push(`${channel}: deliveredAt ${d.deliveredAt} is later than now`);
  const held = row.state === "held";
  if (held && !row.reason) problems.push("held without a reason: it could never be delivered, released or purged");
  for (const [channel, d] of Object.entries(carried(row)))
    if (held && d) problems.push(`held with a ${channel} delivery: a held lead has none`);
  if (held) return problems;
  const own = ownDelivery(row);
  const email = carried(row)[mail.name] === undefined ? own : carried(row)[mail.name];
  if (!email) problems.push(`${mail.name}: no delivery on a lead that is not held: it would never be sent`);
  else if (own ? !same(email, own) : email.state !== row.state)
    problems.push(`${mail.name}: its delivery and the lead's own state and times differ: which one to keep?`);
  for (const [channel, d] of rowDeliveries(row))
    if (d.state === "delivered" && !d.deliveredAt)
      problems.push(`${channel} delivered without deliveredAt: it would never be purged`);
  return problems;
}

/**
 * A sound row as today's `Lead`: its route as `route`, every channel of this site named in
 * `deliveries` (null where it has none: every one while it is held), the e-mail's among them.
 */
function asLead(row: ImportedRow): Lead {
  const held = row.state === "held";
  const none = Object.fromEntries(channels.map((channel) => [channel.name, null]));
  const deliveries = held ? none : { ...none, ...Object.fromEntries(rowDeliveries(row)) };
  return {
    id: row.id,
    variant: row.variant,
    fields: row.fields,
    ...(row.page === undefined ? {} : { page: row.page }),
    route: (row.route ?? row.channel)!,
    state: row.state,
    reason: row.reason,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt ?? row.createdAt,
    deliveries,
  };
}

/**
 * Checks every row of an import file (the parsed JSON array): its shape (an id as `isLeadId` has
 * it), its fields (`fieldProblems`: a submission's rules) and the store's invariants (no time
 * later than `now`: a lead received or delivered in the future would outlive its retention). The
 * leads to load, or every problem of every bad row.
 *
 * @example checkRows([{ …, channel: "sink" }], rules) // { problems: [{ row: 1, reason: "channel: only provider leads…" }] }
 */
export function checkRows(
  rows: readonly unknown[],
  fieldProblems: (variant: ContactVariant, fields: Record<string, string>) => string[],
  now = Date.now(),
): { leads: Lead[] } | { problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const leads = rows.flatMap((row, index) => {
    const parsed = importedLead.safeParse(row);
    const reasons = parsed.success
      ? [...fieldProblems(parsed.data.variant, parsed.data.fields), ...invariantProblems(parsed.data, now)]
      : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    problems.push(...reasons.map((reason) => ({ row: index + 1, reason })));
    return parsed.success ? [asLead(parsed.data)] : [];
  });
  return problems.length ? { problems } : { leads };
}

/** One of the store's caps: how many it holds now and the most it keeps. */
export interface Cap {
  /** The setting, for the reason (`LEADS_MAX_UNDELIVERED`, `LEADS_MAX_HELD`). */
  name: string;
  count: number;
  max: number;
}

/**
 * The rows that would take the store past a cap: a new lead (`isNew`: not in the store, not
 * earlier in the file) waiting for its e-mail counts toward `undelivered`, a held one toward
 * `held`, as a submission does (schedule.ts).
 */
export function overCaps(
  leads: readonly Lead[],
  isNew: (id: string) => boolean,
  undelivered: Cap,
  held: Cap,
): RowProblem[] {
  const seen = new Set<string>();
  const problems: RowProblem[] = [];
  const caps = { held: { ...held }, undelivered: { ...undelivered } };
  leads.forEach((lead, index) => {
    if (seen.has(lead.id) || !isNew(lead.id)) return;
    seen.add(lead.id);
    // Waiting for its e-mail: what the undelivered cap counts (queries.ts, `undelivered`).
    const pending = lead.deliveries[mail.name]?.state === "pending";
    const cap = lead.state === "held" ? caps.held : pending ? caps.undelivered : null;
    if (!cap) return;
    cap.count += 1;
    if (cap.count > cap.max)
      problems.push({ row: index + 1, reason: `over ${cap.name}: the store keeps at most ${cap.max} such leads` });
  });
  return problems;
}
