import { log } from "../log";
import { logLead, errorName } from "./events";
import type { Outbox } from "./outbox";
import { makeRoomForHeld } from "./eviction";
import { leadState, undelivered } from "./queries";
import type { Accepted, LeadState, NewLead } from "./record";
import type { RetryPolicy } from "./schedule";
import { searchText } from "./search";

/** How long the visitor's request waits for the first delivery attempts (when none is queued) before answering anyway. */
const FIRST_ATTEMPT_WAIT_MS = 2_000;
/** The "store is full" error is logged at most this often. */
const FULL_LOG_EVERY_MS = 60 * 60_000;

/** Taking in a submission: once per id, within the cap, stored before anything is sent, then tried at once. */
export class Intake {
  /** When the "store is full" error was last logged (epoch ms). */
  private fullLoggedAt = 0;
  /** When the "held bound is full of a person's leads" error was last logged (epoch ms). */
  private heldFullLoggedAt = 0;

  constructor(
    private readonly sql: SqlStorage,
    private readonly outbox: Outbox,
    private readonly policy: RetryPolicy,
    private readonly cap: number,
    /** Most held leads kept (`maxHeld`). */
    private readonly heldBound: number,
    /** Sets the alarm after a change. */
    private readonly changed: () => Promise<void>,
  ) {}

  /**
   * Stores a lead (once per id) and tries it at once on every channel, waiting a short while for
   * the channels that are idle; a slow or failing channel leaves it pending for the alarm. A held
   * lead is stored with no delivery; when the held bound is reached, the held lead that is most
   * surely a bot is evicted for it (eviction.ts), or the new lead itself when it is the surest.
   * A lead a person could have sent is never evicted: with the bound full of them, a new one held
   * for such a reason is refused (`{ full: true }`, logged as `lead_held_full` once an hour). Past
   * the cap of leads waiting for the mail channel nothing is stored (`{ full: true }`): held
   * leads never count toward it, so spam never shuts out a genuine enquiry. Nothing after
   * the insert can make this throw: once a lead is stored, the caller is told so.
   */
  async accept(lead: NewLead): Promise<Accepted> {
    const now = Date.now();
    const existing = leadState(this.sql, lead.id);
    if (existing) return { created: false, state: existing };
    if (lead.held) {
      const room = makeRoomForHeld(this.sql, this.heldBound, lead.held, lead.id);
      // A bot's post surer than every held lead is the one evicted: thanked, not stored (eviction.ts).
      if (room === "dropped") return { created: true, state: "held" };
      if (room === "full") {
        if (now - this.heldFullLoggedAt >= FULL_LOG_EVERY_MS) {
          this.heldFullLoggedAt = now;
          log("error", "lead_held_full", { attempts: this.heldBound, reason: lead.held });
        }
        return { full: true, bound: "held" };
      }
    } else if (undelivered(this.sql) >= this.cap) {
      if (now - this.fullLoggedAt >= FULL_LOG_EVERY_MS) {
        this.fullLoggedAt = now;
        log("error", "lead_store_full", { attempts: this.cap });
      }
      return { full: true };
    }
    const state: LeadState = lead.held ? "held" : "pending";
    this.sql.exec(
      "INSERT INTO leads (id, variant, fields, search_text, page, mail_route, held_reason, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      lead.id,
      lead.variant,
      JSON.stringify(lead.fields),
      searchText(lead.fields),
      lead.page ?? null,
      lead.route,
      lead.held ?? null,
      now,
    );
    // Due a retry's gap from now: if the attempt below is lost (the object is evicted or crashes), the alarm retries then.
    if (!lead.held) this.outbox.open("l.id = ?", [lead.id], now, now + this.policy.baseMs);
    logLead("info", lead.held ? "lead_held" : "lead_stored", lead.id, state, 0, lead.held);
    try {
      await this.changed();
      if (lead.held) return { created: true, state };
      // When a channel is not busy, the visitor's answer waits (briefly) for its attempt; behind
      // other deliveries it does not queue: the lead is stored, which is what the answer says.
      const attempts = this.outbox.first(lead.id);
      if (attempts)
        await Promise.race([attempts, new Promise((resolve) => setTimeout(resolve, FIRST_ATTEMPT_WAIT_MS))]);
      return { created: true, state: leadState(this.sql, lead.id) ?? state };
    } catch (error) {
      // Stored: the alarm set on start-up or by the next write delivers it.
      logLead("error", "lead_first_attempt_crashed", lead.id, state, 0, errorName(error));
      return { created: true, state };
    }
  }
}
