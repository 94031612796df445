import { DurableObject } from "cloudflare:workers";
import { log } from "../log";
import type { AppEnv } from "../types";
import { channels, describeFailure, type ChannelName, type Deliverable } from "./channels";
import { webhookConfig } from "./channels/webhook";
import type { Accepted, Lead, LeadState, NewLead } from "./record";
import {
  isTransient,
  maxUndelivered,
  retentionFrom,
  retryDelayMs,
  retryPolicyFrom,
  type Retention,
  type RetryPolicy,
} from "./schedule";
import {
  DELIVERY_TABLES,
  LEAD_COLUMNS_ADDED,
  LEAD_SCHEMA,
  rowToLead,
  SELECT_JOINED,
  type DeliveryRow,
  type JoinedRow,
  type LeadRow,
} from "./table";

/** How long the visitor's request waits for the first delivery attempt (when none is queued) before answering anyway. */
const FIRST_ATTEMPT_WAIT_MS = 2_000;
/** Deliveries retried per channel per alarm; the rest wait for the next one, a second later. */
const BATCH = 25;
/** The "store is full" error is logged at most this often. */
const FULL_LOG_EVERY_MS = 60 * 60_000;
const CHANNELS: readonly ChannelName[] = ["mail", "webhook"];

type Env = AppEnv["Bindings"];

/**
 * Every accepted contact submission, kept in this Durable Object's SQLite database until it is
 * delivered on every channel (and for `LEADS_RETENTION_DAYS` after). One instance
 * (`leadStore(env)`) serialises all writes; its alarm retries each channel's undelivered leads
 * with backoff, each channel on its own. Reached over RPC by the Worker (`accept`) and by the
 * operators' API (`list`, `show`, `retry`, `release`, `purge`).
 */
export class LeadStore extends DurableObject<Env> {
  private readonly policy: RetryPolicy;
  private readonly retention: Retention;
  private readonly cap: number;
  /** When the "store is full" error was last logged (epoch ms). */
  private fullLoggedAt = 0;
  /**
   * Each channel delivers one lead at a time: a crash can then interrupt at most one delivery per
   * channel whose success the receiver saw but this object did not record (the only way a lead
   * goes out twice), and a slow channel never holds up the other.
   */
  private queues: Record<ChannelName, Promise<void>> = { mail: Promise.resolve(), webhook: Promise.resolve() };
  /** Mail attempts queued or running. */
  private inFlight = 0;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const vars = env as unknown as Record<string, unknown>;
    this.policy = retryPolicyFrom(vars);
    this.retention = retentionFrom(vars);
    this.cap = maxUndelivered(vars);
    ctx.blockConcurrencyWhile(async () => {
      ctx.storage.sql.exec(LEAD_SCHEMA);
      for (const column of LEAD_COLUMNS_ADDED) {
        try {
          ctx.storage.sql.exec(`ALTER TABLE leads ADD COLUMN ${column}`);
        } catch {
          // Already there (a store created with the current schema, or migrated before).
        }
      }
      // After a restart, make sure undelivered leads have an alarm to wake them.
      await this.scheduleAlarm();
    });
  }

  private get webhookOn(): boolean {
    return webhookConfig(this.env) !== null;
  }

  /**
   * Stores a lead (once per id) and tries to deliver it at once on every channel, waiting a short
   * while for the mail channel's answer; a slow or failing channel leaves it pending for the alarm.
   * A held lead is stored and nothing is sent. Past the cap of undelivered leads nothing is stored
   * (`{ full: true }`). Nothing after the insert can make this throw: once a lead is stored, the
   * caller is told so, and never falls back to sending it itself (the same lead twice).
   */
  async accept(lead: NewLead): Promise<Accepted> {
    const now = Date.now();
    const existing = this.row(lead.id);
    if (existing) return { created: false, state: existing.state };
    if (this.undelivered() >= this.cap) {
      if (now - this.fullLoggedAt >= FULL_LOG_EVERY_MS) {
        this.fullLoggedAt = now;
        log("error", "lead_store_full", { attempts: this.cap });
      }
      return { full: true };
    }
    const state: LeadState = lead.held ? "held" : "pending";
    this.ctx.storage.sql.exec(
      `INSERT INTO leads (id, variant, fields, page, channel, state, reason, attempts, created_at, updated_at, next_attempt_at, window_started_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)`,
      lead.id,
      lead.variant,
      JSON.stringify(lead.fields),
      lead.page ?? null,
      lead.channel,
      state,
      lead.held ?? null,
      now,
      now,
      // If the attempt below is lost (the object is evicted or crashes), the alarm retries then.
      lead.held ? null : now + this.policy.baseMs,
      now,
    );
    if (!lead.held) this.openWebhookDeliveries("id = ?", [lead.id], now);
    logLead("info", lead.held ? "lead_held" : "lead_stored", lead.id, state, 0, lead.held);
    try {
      await this.scheduleAlarm();
      if (lead.held) return { created: true, state };
      if (this.webhookOn) void this.enqueue("webhook", lead.id, true).catch(() => undefined);
      // When nothing else is being delivered, the visitor's answer waits (briefly) for this attempt;
      // behind other deliveries it does not queue: the lead is stored, which is what the answer says.
      const idle = this.inFlight === 0;
      const attempt = this.enqueue("mail", lead.id, true);
      const waited = idle
        ? await Promise.race([
            attempt.then(
              () => "done" as const,
              () => "done" as const,
            ),
            new Promise<"waiting">((resolve) => setTimeout(() => resolve("waiting"), FIRST_ATTEMPT_WAIT_MS)),
          ])
        : "waiting";
      if (waited === "waiting") void attempt.catch(() => undefined);
      return { created: true, state: this.row(lead.id)?.state ?? state };
    } catch (error) {
      // Stored: the alarm set on start-up or by the next write delivers it.
      logLead("error", "lead_first_attempt_crashed", lead.id, state, 0, errorName(error));
      return { created: true, state };
    }
  }

  /** Leads, newest first, optionally in one state (the mail channel's) and created since a time. */
  list(state?: LeadState, limit = 100, since = 0): Lead[] {
    const where = state ? "WHERE l.state = ? AND l.created_at >= ?" : "WHERE l.created_at >= ?";
    const params = state ? [state, since] : [since];
    return this.ctx.storage.sql
      .exec<JoinedRow>(`${SELECT_JOINED} ${where} ORDER BY l.created_at DESC LIMIT ?`, ...params, limit)
      .toArray()
      .map(rowToLead);
  }

  show(id: string): Lead | null {
    const row = this.ctx.storage.sql.exec<JoinedRow>(`${SELECT_JOINED} WHERE l.id = ?`, id).toArray()[0];
    return row ? rowToLead(row) : null;
  }

  /** Puts failed deliveries (of one lead, or all), on every channel, back in the queue now. Returns how many. */
  async retry(id: string | "all-failed"): Promise<number> {
    const now = Date.now();
    let count = 0;
    for (const channel of CHANNELS) {
      const table = DELIVERY_TABLES[channel];
      const where = id === "all-failed" ? "state = 'failed'" : "id = ? AND state IN ('failed', 'pending')";
      count += this.ctx.storage.sql.exec(
        `UPDATE ${table} SET state = 'pending', next_attempt_at = ?, updated_at = ?, window_started_at = ? WHERE ${where}`,
        now,
        now,
        now,
        ...(id === "all-failed" ? [] : [id]),
      ).rowsWritten;
    }
    if (count) {
      log("info", "lead_requeued", { lead: id, state: "pending", attempts: count });
      await this.ctx.storage.setAlarm(now);
    }
    return count;
  }

  /** Sends held leads (one, or all) through the normal outbox: pending on every channel, tried now. Returns how many. */
  async release(id: string | "all-held"): Promise<number> {
    const now = Date.now();
    const where = id === "all-held" ? "state = 'held'" : "state = 'held' AND id = ?";
    const params = id === "all-held" ? [] : [id];
    this.openWebhookDeliveries(where, params, now);
    const count = this.ctx.storage.sql.exec(
      `UPDATE leads SET state = 'pending', next_attempt_at = ?, updated_at = ?, window_started_at = ? WHERE ${where}`,
      now,
      now,
      now,
      ...params,
    ).rowsWritten;
    if (count) {
      log("info", "lead_released", { lead: id, state: "pending", attempts: count });
      await this.ctx.storage.setAlarm(now);
    }
    return count;
  }

  /** Deletes leads delivered before `before` (epoch ms) whose webhook is not still pending. Returns how many. */
  purge(before: number): number {
    const count = this.ctx.storage.sql.exec(
      `DELETE FROM leads WHERE state = 'delivered' AND delivered_at < ?
         AND NOT EXISTS (SELECT 1 FROM webhook_deliveries w WHERE w.id = leads.id AND w.state = 'pending')`,
      before,
    ).rowsWritten;
    if (count) {
      this.dropOrphanDeliveries();
      log("info", "leads_purged", { state: "delivered", attempts: count });
    }
    return count;
  }

  /**
   * Retries each channel's deliveries that are due, purges expired leads, and sets the next alarm.
   * A delivery whose attempt throws is logged and put off; the others are still tried.
   */
  override async alarm(): Promise<void> {
    const now = Date.now();
    await Promise.all(
      CHANNELS.map(async (channel) => {
        const due = this.ctx.storage.sql
          .exec<{ id: string }>(
            `SELECT id FROM ${DELIVERY_TABLES[channel]} WHERE state = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?`,
            now,
            BATCH,
          )
          .toArray();
        for (const { id } of due) {
          try {
            await this.enqueue(channel, id, false);
          } catch (error) {
            this.putOff(channel, id, errorName(error));
          }
        }
      }),
    );
    this.purge(now - this.retention.deliveredMs);
    this.purgeUndelivered(now);
    await this.scheduleAlarm();
  }

  /** Starts a pending webhook delivery for the matching leads, when the webhook is configured. */
  private openWebhookDeliveries(where: string, params: unknown[], now: number): void {
    if (!this.webhookOn) return;
    this.ctx.storage.sql.exec(
      `INSERT OR IGNORE INTO webhook_deliveries (id, state, attempts, created_at, updated_at, next_attempt_at, window_started_at)
       SELECT id, 'pending', 0, created_at, ?, ?, ? FROM leads WHERE ${where}`,
      now,
      now + this.policy.baseMs,
      now,
      ...params,
    );
  }

  private dropOrphanDeliveries(): void {
    this.ctx.storage.sql.exec("DELETE FROM webhook_deliveries WHERE id NOT IN (SELECT id FROM leads)");
  }

  /** Deletes failed and held leads past their retention. Returns how many. */
  private purgeUndelivered(now: number): number {
    const failed = this.ctx.storage.sql.exec(
      "DELETE FROM leads WHERE state = 'failed' AND updated_at < ?",
      now - this.retention.failedMs,
    ).rowsWritten;
    const held = this.ctx.storage.sql.exec(
      "DELETE FROM leads WHERE state = 'held' AND created_at < ?",
      now - this.retention.heldMs,
    ).rowsWritten;
    if (failed + held) this.dropOrphanDeliveries();
    if (failed) log("info", "leads_purged", { state: "failed", attempts: failed });
    if (held) log("info", "leads_purged", { state: "held", attempts: held });
    return failed + held;
  }

  /** Pending, failed and held leads: what the cap counts. */
  private undelivered(): number {
    return this.ctx.storage.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM leads WHERE state != 'delivered'").one()
      .n;
  }

  /** Records an attempt that crashed before its outcome was known, and schedules the next one. */
  private putOff(channel: ChannelName, id: string, error: string): void {
    const now = Date.now();
    const table = DELIVERY_TABLES[channel];
    const attempts = (this.delivery(channel, id)?.attempts ?? 0) + 1;
    this.ctx.storage.sql.exec(
      `UPDATE ${table} SET attempts = ?, last_error = ?, updated_at = ?, next_attempt_at = ? WHERE id = ? AND state = 'pending'`,
      attempts,
      `crashed: ${error}`,
      now,
      now + retryDelayMs(attempts, this.policy),
      id,
    );
    logLead("error", "lead_attempt_crashed", id, "pending", attempts, error, channel);
  }

  private row(id: string): LeadRow | undefined {
    return this.ctx.storage.sql.exec<LeadRow>("SELECT * FROM leads WHERE id = ?", id).toArray()[0];
  }

  private delivery(channel: ChannelName, id: string): DeliveryRow | undefined {
    return this.ctx.storage.sql
      .exec<DeliveryRow>(`SELECT * FROM ${DELIVERY_TABLES[channel]} WHERE id = ?`, id)
      .toArray()[0];
  }

  /** Runs one delivery attempt on a channel after those already queued there. */
  private enqueue(channel: ChannelName, id: string, immediate: boolean): Promise<void> {
    if (channel === "mail") this.inFlight += 1;
    const run = this.queues[channel]
      .then(() => this.attempt(channel, id, immediate))
      .finally(() => {
        if (channel === "mail") this.inFlight -= 1;
      });
    this.queues[channel] = run.catch(() => undefined);
    return run;
  }

  /**
   * One delivery attempt on a channel (skipped if delivered meanwhile or, unless `immediate`, not
   * due yet), its outcome recorded before anything else happens.
   */
  private async attempt(channel: ChannelName, id: string, immediate: boolean): Promise<void> {
    const current = this.delivery(channel, id);
    const lead = this.row(id);
    if (!current || !lead || current.state !== "pending" || lead.state === "held") return;
    if (!immediate && current.next_attempt_at !== null && current.next_attempt_at > Date.now()) return;

    let delivery;
    try {
      const deliverable: Deliverable = { ...rowToLead(lead), createdAt: new Date(lead.created_at).toISOString() };
      delivery = await channels[channel](deliverable, this.env);
    } catch (error) {
      delivery = { ok: false as const, reason: errorName(error) };
    }
    const table = DELIVERY_TABLES[channel];
    const done = Date.now();
    const attempts = current.attempts + 1;
    if (delivery.ok) {
      this.ctx.storage.sql.exec(
        `UPDATE ${table} SET state = 'delivered', attempts = ?, delivered_at = ?, updated_at = ?,
         next_attempt_at = NULL, last_error = NULL WHERE id = ?`,
        attempts,
        done,
        done,
        id,
      );
      logLead("info", "lead_delivered", id, "delivered", attempts, undefined, channel);
    } else {
      const error = describeFailure(delivery);
      const since = done - current.window_started_at;
      const giveUp = !isTransient(delivery.reason, delivery.providerStatus) || since >= this.policy.windowMs;
      const next = giveUp ? null : done + retryDelayMs(attempts, this.policy);
      const alert = !giveUp && !current.alerted && done - current.created_at >= this.policy.alertAfterMs;
      this.ctx.storage.sql.exec(
        `UPDATE ${table} SET state = ?, attempts = ?, last_error = ?, updated_at = ?, next_attempt_at = ?,
         alerted = alerted OR ? WHERE id = ?`,
        giveUp ? "failed" : "pending",
        attempts,
        error,
        done,
        next,
        alert ? 1 : 0,
        id,
      );
      if (giveUp) logLead("error", "lead_failed", id, "failed", attempts, error, channel);
      else if (alert) logLead("error", "lead_undelivered_after_first_hour", id, "pending", attempts, error, channel);
      else logLead("warn", "lead_delivery_failed", id, "pending", attempts, error, channel);
    }
    await this.scheduleAlarm();
  }

  /** The alarm at the earliest of: the next due retry on any channel, the next purge. */
  private async scheduleAlarm(): Promise<void> {
    const next = this.ctx.storage.sql
      .exec<{ at: number | null }>(
        `SELECT MIN(at) AS at FROM (
           SELECT MIN(next_attempt_at) AS at FROM leads WHERE state = 'pending'
           UNION ALL
           SELECT MIN(next_attempt_at) AS at FROM webhook_deliveries WHERE state = 'pending'
           UNION ALL
           SELECT MIN(delivered_at) + ? AS at FROM leads WHERE state = 'delivered'
           UNION ALL
           SELECT MIN(updated_at) + ? AS at FROM leads WHERE state = 'failed'
           UNION ALL
           SELECT MIN(created_at) + ? AS at FROM leads WHERE state = 'held')`,
        this.retention.deliveredMs,
        this.retention.failedMs,
        this.retention.heldMs,
      )
      .one().at;
    if (next === null) {
      await this.ctx.storage.deleteAlarm();
      return;
    }
    const current = await this.ctx.storage.getAlarm();
    // Never in the past: a due time already gone (or a bad row) means "now".
    if (current === null || current > next || current < Date.now())
      await this.ctx.storage.setAlarm(Math.max(next, Date.now()));
  }
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : "error";
}

function logLead(
  level: "info" | "warn" | "error",
  event: string,
  lead: string,
  state: LeadState,
  attempts: number,
  error?: string,
  channel?: ChannelName,
): void {
  log(level, event, { lead, state, attempts, error, channel });
}
