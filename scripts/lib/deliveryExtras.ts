/**
 * What may explain a lead delivered more than once on a channel in `npm run faults`. Delivery is
 * at-least-once, and a lead goes out twice in two ways only:
 *
 * - a kill ended the server between the receiver's success answer and the store's record of it.
 *   A channel delivers one lead at a time, so a kill leaves at most one such answer per channel.
 * - an attempt timed out in the Worker although the receiver took it (the store recorded a
 *   `timeout` and retried): on a starved machine workerd reads an answer after its own timer fired.
 *
 * Any other extra delivery is a defect.
 */

/** A kill of the server, as faults.ts records it. */
export interface Kill {
  /** Calls (by submission) in flight at the kill on this channel: they reached the receiver before workerd was gone. */
  inFlight: readonly string[];
  /** When workerd was gone (epoch ms). */
  dead: number;
}

/** A success a receiver answered: which submission, and when. */
export interface Success {
  message: string;
  answeredAt: number;
}

/** A lead delivered more than once on a channel, and what explains each extra delivery. */
export interface Extra {
  lead: string;
  extra: number;
  /** The kills (1-based) that explain one extra each. */
  kills: number[];
  /** Extras explained by an attempt the store recorded as timed out. */
  timeouts: number;
  /** Why each of the others is not explained, in words. */
  unexplained: string[];
}

/**
 * The attempts each server's store recorded as timed out, by `<channel> <lead>`, from its own log
 * lines in the servers' output (`lead_delivery_failed` or `lead_failed` with `error: "timeout"`).
 *
 * @example timedOutAttempts(['▲ [WARNING] {"level":"warn","event":"lead_delivery_failed","lead":"a","error":"timeout","channel":"mail"}']) // Map { "mail a" => 1 }
 */
export function timedOutAttempts(outputs: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of outputs.join("\n").split("\n")) {
    const start = line.indexOf('{"level"');
    if (start === -1) continue;
    let entry: { event?: string; error?: string; channel?: string; lead?: string };
    try {
      entry = JSON.parse(line.slice(start, line.lastIndexOf("}") + 1)) as typeof entry;
    } catch {
      continue; // not one of the Worker's structured lines
    }
    if (entry.error !== "timeout" || !["lead_delivery_failed", "lead_failed"].includes(entry.event ?? "")) continue;
    const key = `${entry.channel} ${entry.lead}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/**
 * The kill (its index) that ended the server a success was answered to, or null after the last:
 * the call was in flight at that kill, or answered while that server lived (after the kill before
 * it). Under load workerd can read an answer and record it seconds later, so no shorter window
 * would be honest.
 */
export function killOf(kills: readonly Kill[], success: Success): number | null {
  const at = kills.findIndex(
    (kill, n) =>
      kill.inFlight.includes(success.message) ||
      (success.answeredAt <= kill.dead && success.answeredAt > (kills[n - 1]?.dead ?? Number.NEGATIVE_INFINITY)),
  );
  return at === -1 ? null : at;
}

/**
 * The leads delivered more than once on one channel (`successes` by lead, in the order answered)
 * and what explains each extra: every success but the last was not recorded (the store sends no
 * more once it records one). A recorded timeout of that lead explains one first; else a kill of
 * the server that took it, each kill at most once on the channel, whichever lead it is.
 */
export function explainExtras(
  successes: ReadonlyMap<string, readonly Success[]>,
  kills: readonly Kill[],
  timeouts: (lead: string) => number,
): Extra[] {
  const used = new Set<number>();
  return [...successes]
    .filter(([, list]) => list.length > 1)
    .map(([lead, list]) => {
      let timeoutsLeft = timeouts(lead);
      const extra: Extra = { lead, extra: list.length - 1, kills: [], timeouts: 0, unexplained: [] };
      for (const success of list.slice(0, -1)) {
        const kill = killOf(kills, success);
        if (timeoutsLeft > 0) {
          timeoutsLeft -= 1;
          extra.timeouts += 1;
        } else if (kill !== null && !used.has(kill)) {
          used.add(kill);
          extra.kills.push(kill + 1);
        } else
          extra.unexplained.push(
            kill === null ? "answered after the last kill" : `kill ${kill + 1} explains another lead's already`,
          );
      }
      return extra;
    });
}
