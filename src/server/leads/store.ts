import { DurableObject } from "cloudflare:workers";
import { channels } from "./channels";
import type { Env } from "./channels/types";
import { holdPending, purgePending } from "./bulk";
import type { BulkAction } from "./filter";
import { leadCounts, type LeadCounts } from "./counts";
import type { Figures } from "./figures";
import { FiguresMemo } from "./figuresMemo";
import { Intake } from "./intake";
import { migrate } from "./migrations";
import { Outbox } from "./outbox";
import { eraseByEmail, findByEmail, type Erased } from "./personal";
import { deleteLead, listLeads, pageLeads, release, requeue, showLead, type Cursor, type LeadFilter } from "./queries";
import { importLeads, overStoreCaps } from "./transfer";
import type { RowProblem } from "./importRows";
import { leadsJurisdiction, storeIn } from "./jurisdiction";
import { forward, handOver, hasTables, isRetired, settleMove, type MoveStatus } from "./move";
import { HAND_OVER_RETRY_MS, MOVE_SETTLED } from "./move";
import type { Accepted, Lead, LeadState, NewLead } from "./record";
import { purgeDelivered, purgeExpired, purgeUnsent } from "./retention";
import { maxHeld, maxUndelivered, retentionFrom, retryPolicyFrom, type Retention } from "./schedule";
import { StoreAlarm } from "./alarm";

/**
 * Every accepted contact submission, kept in this Durable Object's SQLite database until it is
 * delivered on every channel (and for `LEADS_RETENTION_DAYS` after). One instance
 * (`leadStore(env)`) serialises all writes; its alarm retries each channel's undelivered leads
 * with backoff, each channel on its own. Reached over RPC by the Worker (`accept`) and by the
 * operators' API (`list`, `show`, `counts`, `retry`, `release`, `purge`, `import`, `handOver`). The object of
 * the other jurisdiction, after a change of `LEADS_JURISDICTION`, is retired: it only hands over.
 *
 * A shell: the schema is `migrations.ts`, taking a lead in `intake.ts`, deliveries `outbox.ts`,
 * purges `retention.ts`, the operators' reads and commands `queries.ts`, the alarm's time `alarm.ts`,
 * imports `transfer.ts` and `importRows.ts`, a move `move.ts`, the desk's figures `figures.ts`
 * (kept between asks by `figuresMemo.ts`).
 */
export class LeadStore extends DurableObject<Env> {
  private readonly retention: Retention;
  private readonly outbox: Outbox;
  private readonly intake: Intake;
  /** When the alarm fires next (alarm.ts). */
  private readonly alarmClock: StoreAlarm;
  /** Not the store `LEADS_JURISDICTION` names: it never delivers, it hands its leads over (move.ts). */
  private readonly retired: boolean;
  /**
   * A retired store that never held a lead (no tables): it stays so, creating nothing, since it is
   * only asked whether it has anything to hand over (it has not).
   */
  private readonly untouched: boolean;
  /** The caps an import must stay within, as a submission does (schedule.ts). */
  private readonly caps: { undelivered: number; held: number };
  /** The figures last counted, kept while nothing changed (figuresMemo.ts). */
  private readonly figuresMemo: FiguresMemo;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const vars = env as unknown as Record<string, unknown>;
    const policy = retryPolicyFrom(vars);
    this.retention = retentionFrom(vars);
    const wake = () => this.wake();
    this.outbox = new Outbox(ctx.storage.sql, env, policy, wake, maxUndelivered(vars));
    this.retired = isRetired(ctx.id, env);
    this.alarmClock = new StoreAlarm(ctx.storage, this.retention, this.retired);
    this.untouched = this.retired && !hasTables(ctx.storage.sql);
    // Once per start of the store that delivers: a channel that is set but refused says why (it
    // opens no deliveries). A retired store, started by every operator command, delivers nothing.
    if (!this.retired) this.outbox.reportMisconfigured();
    this.caps = { undelivered: maxUndelivered(vars), held: maxHeld(vars) };
    this.figuresMemo = new FiguresMemo(ctx.storage.sql);
    this.intake = new Intake(ctx.storage.sql, this.outbox, policy, this.caps.undelivered, this.caps.held, wake);
    ctx.blockConcurrencyWhile(async () => {
      if (this.untouched) return;
      migrate(ctx.storage);
      // Retired now: when it is the configured store again, it must ask the other until it is empty.
      if (this.retired) ctx.storage.kv.delete(MOVE_SETTLED);
      // After a restart, make sure undelivered leads (in a retired store, any lead) have an alarm to wake them.
      await this.wake();
    });
  }

  /** Stores a lead and tries it at once (intake.ts); a retired store forwards it to the configured one (move.ts). */
  async accept(lead: NewLead): Promise<Accepted> {
    if (this.untouched) return this.configured().accept(lead);
    if (this.retired) return forward(this.ctx.storage.sql, lead, (it) => this.configured().accept(it));
    return this.intake.accept(lead);
  }

  /** Leads, newest first, optionally in one state (held, else the mail channel's) and created since a time. */
  list(state?: LeadState, limit = 100, since = 0): Lead[] {
    return listLeads(this.ctx.storage.sql, state, limit, since);
  }

  /** One page of leads, newest first, after `cursor` (queries.ts). */
  page(filter: LeadFilter, cursor: Cursor | null, limit: number): Lead[] {
    return pageLeads(this.ctx.storage.sql, filter, cursor, limit);
  }

  /**
   * The desk's figures of the last twelve ISO weeks at `now` (figures.ts): counted again only when
   * the store changed since they were last counted, or the week turned (figuresMemo.ts).
   */
  figures(now: number): Figures {
    return this.figuresMemo.at(now);
  }

  /** How many leads each of the desk's views holds: the inbox, held, failed (counts.ts). */
  counts(): LeadCounts {
    return leadCounts(this.ctx.storage.sql);
  }

  /** Every lead of one e-mail address, any case, in every state (personal.ts). */
  find(email: string): Lead[] {
    return findByEmail(this.ctx.storage.sql, email);
  }

  /**
   * Deletes every lead of one e-mail address and its deliveries: pending ones cancelled, those a
   * channel has in hand counted as delivered before the erasure (personal.ts).
   */
  async erase(email: string): Promise<Erased> {
    const erased = await eraseByEmail(
      this.ctx.storage.sql,
      email,
      (channel, id) => this.outbox.awaitingChannel(channel, id),
      channels.filter((channel) => channel.enabled(this.env)).map((channel) => channel.name),
    );
    await this.wake();
    return erased;
  }

  /**
   * Loads another store's JSON export (rows checked by importRows.ts) with its states; nothing is
   * delivered twice (transfer.ts). Nothing is loaded when a row would take the store past a cap.
   */
  async import(leads: Lead[]): Promise<{ imported: number; skipped: number } | { refused: RowProblem[] }> {
    const refused = overStoreCaps(this.ctx.storage.sql, leads, this.caps);
    return refused.length ? { refused } : this.takeOver(leads);
  }

  /** Loads a retired store's leads with their states, whatever the caps (they were taken in under them: move.ts). */
  async takeOver(leads: Lead[]): Promise<{ imported: number; skipped: number }> {
    const result = importLeads(this.ctx.storage.sql, leads, Date.now());
    await this.wake();
    return result;
  }

  /**
   * A retired store hands all its leads over to the configured one (move.ts), nothing else let in
   * meanwhile (an erase, say, never runs between a page's import and its deletion here). No
   * delivery is in flight: an object's configuration, so its retirement, is fixed for its life, and
   * a retired one never starts an attempt. The configured store has nothing to hand over.
   */
  async handOver(): Promise<MoveStatus> {
    if (!this.retired || this.untouched) return { moved: 0, remaining: 0 };
    const status = await this.ctx.blockConcurrencyWhile(() =>
      handOver(this.ctx.storage.sql, (leads) => this.configured().takeOver(leads)),
    );
    // What could not be handed over is tried again a minute later, not at once.
    if (status.remaining) await this.ctx.storage.setAlarm(Date.now() + HAND_OVER_RETRY_MS);
    else await this.wake();
    return status;
  }

  /** The configured store asks the retired one to hand over, unless it found it empty before (move.ts). */
  async settleMove(force = false): Promise<MoveStatus> {
    if (this.retired) return { moved: 0, remaining: 0 };
    return settleMove(this.ctx.storage.kv, this.env, force);
  }

  show(id: string): Lead | null {
    return showLead(this.ctx.storage.sql, id);
  }

  /** Puts one lead's failed (and pending) deliveries, on every channel, back in the queue now. Returns how many. */
  async retry(id: string): Promise<number> {
    return this.woken(requeue(this.ctx.storage.sql, { id }, Date.now()));
  }

  /** Puts every failed delivery, on every channel, back in the queue now. Returns how many. */
  async retryAllFailed(): Promise<number> {
    return this.woken(requeue(this.ctx.storage.sql, { all: true }, Date.now()));
  }

  /** Sends one held lead through the normal outbox: pending on every channel, tried now. Returns 1, or 0. */
  async release(id: string): Promise<number> {
    return this.woken(release(this.ctx.storage.sql, this.outbox, { id }, Date.now()));
  }

  /** Sends every held lead through the normal outbox. Returns how many. */
  async releaseAllHeld(): Promise<number> {
    return this.woken(release(this.ctx.storage.sql, this.outbox, { all: true }, Date.now()));
  }

  /** Deletes leads delivered on every channel before `before` (epoch ms). Returns how many. */
  purge(before: number): number {
    return purgeDelivered(this.ctx.storage.sql, before);
  }

  /** Deletes held or failed leads (all, or those before `before`, epoch ms), unsent. Returns how many. */
  async purgeUnsent(state: "held" | "failed", before?: number): Promise<number> {
    return this.woken(purgeUnsent(this.ctx.storage.sql, state, before));
  }

  /** Holds the pending leads a filter selects, as `operator`, none sent meanwhile (bulk.ts). Returns how many. */
  async hold(action: BulkAction): Promise<number> {
    return this.woken(holdPending(this.ctx.storage.sql, action, this.outbox.sendingNow()));
  }

  /** Deletes the pending leads a filter selects, unsent (bulk.ts). Returns how many. */
  async purgePending(action: BulkAction): Promise<number> {
    return this.woken(purgePending(this.ctx.storage.sql, action));
  }

  /** Deletes one lead and its deliveries. Returns 1, or 0 when there is none. */
  async remove(id: string): Promise<number> {
    return this.woken(deleteLead(this.ctx.storage.sql, id));
  }

  /** Sets the alarm after a change of `count` leads (none: nothing to do); returns `count`. */
  private async woken(count: number): Promise<number> {
    if (count) await this.wake();
    return count;
  }

  /** Retries each channel's deliveries that are due, purges expired leads, and sets the next alarm. */
  override async alarm(): Promise<void> {
    const now = Date.now();
    this.alarmClock.ran(now);
    if (this.untouched) return;
    if (this.retired) {
      await this.handOver();
      return;
    }
    await this.outbox.runDue(now);
    purgeExpired(this.ctx.storage.sql, this.retention, now);
    await this.wake();
  }

  /** The store `LEADS_JURISDICTION` names, reached from a retired one. */
  private configured(): DurableObjectStub<LeadStore> {
    return storeIn(this.env, leadsJurisdiction(this.env)).stub;
  }

  /** Sets the alarm after a change (alarm.ts). */
  private wake(): Promise<void> {
    return this.alarmClock.set();
  }
}
