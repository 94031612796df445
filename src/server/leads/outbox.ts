import { channels as allChannels, type Channel, type AttemptResult } from "./channels";
import { mail } from "./channels/mail";
import type { Env } from "./channels/types";
import { log } from "../log";
import { deliveryRow, putOff, recordAttempt, reportCrash } from "./attempts";
import { errorName } from "./events";
import type { RetryPolicy } from "./schedule";
import { pendingOn, rowToDeliverable, updatedRows, type LeadRow } from "./table";

/** Deliveries retried per channel per alarm; the rest wait for the next one, a second later. */
const BATCH = 25;
/**
 * How long one alarm starts new attempts on a channel: past it, that channel's due deliveries wait
 * for the next alarm, so one slow channel (each attempt up to its timeout, 30 s at most) never
 * keeps the alarm, and with it every other channel's next retries, for long.
 */
export const CHANNEL_ALARM_BUDGET_MS = 20_000;
/** The error of a side channel's delivery given up at once because its backlog was full. */
export const BACKLOG_FULL = "backlog_full";
/** The "backlog full" error is logged at most this often per channel. */
const BACKLOG_LOG_EVERY_MS = 60 * 60_000;

/**
 * Each lead's delivery on each channel: the rows of `deliveries` opened, and each channel's queue
 * of attempts (what an attempt's result does to its delivery: attempts.ts). Each channel delivers
 * one lead at a time: a crash can then interrupt at most one delivery per channel whose success
 * the receiver saw but the store did not record (the only way a lead goes out twice), and a slow
 * channel never holds up another.
 */
export class Outbox {
  private readonly queues = new Map<string, Promise<void>>();
  /** Attempts queued or running, per channel. */
  private readonly inFlight = new Map<string, number>();
  /** Deliveries handed to their channel whose answer has not been recorded yet (`key(channel, id)`). */
  private readonly sending = new Set<string>();
  /** When each channel's "backlog full" error was last logged (epoch ms). */
  private readonly backlogLoggedAt = new Map<string, number>();

  constructor(
    private readonly sql: SqlStorage,
    private readonly env: Env,
    private readonly policy: RetryPolicy,
    /** Sets the alarm after a change of the deliveries. */
    private readonly changed: () => Promise<void>,
    /** Most deliveries pending on one side channel (not the mail's: its cap refuses visitors instead). */
    private readonly backlog = Number.POSITIVE_INFINITY,
    private readonly channels: readonly Channel[] = allChannels,
  ) {}

  /** Logs, once per channel, why a channel that is set is refused (`Channel.problem`). */
  reportMisconfigured(): void {
    for (const channel of this.channels) {
      const problem = channel.problem?.(this.env);
      if (problem) log("error", `${channel.name}_misconfigured`, { channel: channel.name, ...problem });
    }
  }

  /**
   * Opens a pending delivery on every enabled channel for the leads `WHERE` selects (from
   * `leads l`), due `firstAt` (epoch ms). A delivery already there is left as it is. A side
   * channel (not the mail's) with `backlog` deliveries pending already gets the rest given up at
   * once (`backlog_full`, an error line an hour per channel), never refusing a visitor: a receiver
   * down for days holds at most that many; `retry` sends them once it is back.
   */
  open(where: string, params: unknown[], now: number, firstAt: number): void {
    for (const channel of this.channels) {
      if (!channel.enabled(this.env)) continue;
      const bounded = channel.name !== mail.name && Number.isFinite(this.backlog);
      // SQLite's LIMIT -1: no limit.
      const room = bounded ? Math.max(0, this.backlog - pendingOn(this.sql, channel.name)) : -1;
      this.sql.exec(
        `INSERT OR IGNORE INTO deliveries (lead_id, channel, state, attempts, next_at, window_started_at, updated_at)
         SELECT l.id, ?, 'pending', 0, ?, ?, ? FROM leads l WHERE ${where} LIMIT ?`,
        channel.name,
        firstAt,
        now,
        now,
        ...params,
        room,
      );
      if (!bounded) continue;
      const refused = updatedRows(
        this.sql,
        `INSERT OR IGNORE INTO deliveries (lead_id, channel, state, attempts, next_at, last_error, window_started_at, updated_at)
         SELECT l.id, ?, 'failed', 0, NULL, ?, ?, ? FROM leads l WHERE ${where} RETURNING lead_id`,
        channel.name,
        BACKLOG_FULL,
        now,
        now,
        ...params,
      );
      if (
        refused &&
        now - (this.backlogLoggedAt.get(channel.name) ?? Number.NEGATIVE_INFINITY) >= BACKLOG_LOG_EVERY_MS
      ) {
        this.backlogLoggedAt.set(channel.name, now);
        log("error", "channel_backlog_full", { channel: channel.name, count: refused, attempts: this.backlog });
      }
    }
  }

  /**
   * Tries a new lead on each channel it has a delivery on. Resolves when the attempts on channels
   * that were idle have finished; null when every channel was busy (the lead waits its turn).
   */
  first(id: string): Promise<unknown> | null {
    const waited: Promise<void>[] = [];
    for (const channel of this.channels) {
      if (!deliveryRow(this.sql, channel.name, id)) continue;
      const idle = !this.inFlight.get(channel.name);
      const attempt = this.enqueue(channel, id, true);
      if (idle) waited.push(attempt);
      else void attempt.catch(() => undefined);
    }
    return waited.length ? Promise.allSettled(waited) : null;
  }

  /** The leads a channel is sending at this moment: not to be held (the outcome would land on a held lead). */
  sendingNow(): string[] {
    return [...this.sending].map((sent) => sent.slice(sent.indexOf("\n") + 1));
  }

  /**
   * True while `channel` has the lead in hand and its answer is awaited: the receiver may already
   * have it, so an erasure meanwhile cannot call the delivery cancelled.
   */
  awaitingChannel(channel: string, id: string): boolean {
    return this.sending.has(key(channel, id));
  }

  /**
   * Retries each channel's deliveries that are due; an attempt that throws is put off, the others
   * still tried. Each channel starts attempts for `CHANNEL_ALARM_BUDGET_MS` at most: a slow
   * channel's rest wait for the next alarm, which its own slowness never keeps from the others.
   */
  async runDue(now: number): Promise<void> {
    await Promise.all(
      this.channels.map(async (channel) => {
        const due = this.sql
          .exec<{ lead_id: string }>(
            "SELECT lead_id FROM deliveries WHERE channel = ? AND state = 'pending' AND next_at <= ? ORDER BY next_at LIMIT ?",
            channel.name,
            now,
            BATCH,
          )
          .toArray();
        for (const { lead_id: id } of due) {
          if (Date.now() - now >= CHANNEL_ALARM_BUDGET_MS) break;
          try {
            await this.enqueue(channel, id, false);
          } catch (error) {
            if (error instanceof AfterRecord) reportCrash(this.sql, channel.name, id, errorName(error.cause));
            else putOff(this.sql, this.policy, channel.name, id, errorName(error));
          }
        }
      }),
    );
  }

  /** Runs one attempt on a channel after those already queued there. */
  private enqueue(channel: Channel, id: string, immediate: boolean): Promise<void> {
    const name = channel.name;
    this.inFlight.set(name, (this.inFlight.get(name) ?? 0) + 1);
    const run = (this.queues.get(name) ?? Promise.resolve())
      .then(() => this.attempt(channel, id, immediate))
      .finally(() => this.inFlight.set(name, this.inFlight.get(name)! - 1));
    this.queues.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  }

  /**
   * One attempt (skipped if delivered, given up or deleted meanwhile or, unless `immediate`, not
   * due yet: an attempt queued behind another finds what that one recorded), its outcome
   * recorded before anything else happens. On a channel no longer enabled (its settings removed
   * or refused since the delivery was opened) nothing is sent: the delivery is given up as
   * `not_configured`, to be retried by an operator once the settings are fixed.
   */
  private async attempt(channel: Channel, id: string, immediate: boolean): Promise<void> {
    const current = deliveryRow(this.sql, channel.name, id);
    const lead = this.sql.exec<LeadRow>("SELECT * FROM leads WHERE id = ?", id).toArray()[0];
    if (!current || !lead || current.state !== "pending") return;
    if (!immediate && current.next_at !== null && current.next_at > Date.now()) return;

    const enabled = channel.enabled(this.env);
    // Outside the channel's try: a lead the store cannot read is a crash of the store, not a failure of the channel.
    const deliverable = enabled ? rowToDeliverable(lead) : null;
    let result: AttemptResult = { ok: false, reason: "not_configured" };
    this.sending.add(key(channel.name, id));
    try {
      if (deliverable) result = await channel.deliver(deliverable, this.env);
    } catch (error) {
      result = { ok: false, reason: errorName(error) };
    } finally {
      this.sending.delete(key(channel.name, id));
    }
    recordAttempt(this.sql, this.policy, current, lead.created_at, result, !enabled);
    try {
      await this.changed();
    } catch (error) {
      throw new AfterRecord(error);
    }
  }
}

/** A delivery's key in `Outbox.sending`. */
const key = (channel: string, id: string) => `${channel}\n${id}`;

/** Thrown by an attempt whose outcome was recorded when what follows (setting the alarm) fails. */
class AfterRecord extends Error {
  constructor(override readonly cause: unknown) {
    super("crashed after the attempt was recorded");
    this.name = "AfterRecord";
  }
}
