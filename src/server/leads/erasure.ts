/**
 * An erasure's receipt in words, the same for `npm run leads -- erase` and the desk: what every
 * configured receiver had already received (copies to delete there). No imports: the CLI reads it
 * as it is.
 */

/** Where each channel's copies are, in words; a channel not named here by its name. */
const PLACES: Readonly<Record<string, string>> = {
  mail: "in the mailbox (e-mail)",
  webhook: "at the webhook's receiver",
  slack: "in the Slack channel",
};

/**
 * The copies each configured receiver had before the erasure (`Erased.copies`), in one sentence
 * naming every one of them, with what to do.
 *
 * @example copiesSentence({ mail: 1, webhook: 0, slack: 1 })
 * // "Copies made before the erasure, to delete there: 1 in the mailbox (e-mail), 0 at the webhook's receiver, 1 in the Slack channel."
 */
export function copiesSentence(copies: Readonly<Record<string, number>>): string {
  const places = Object.entries(copies).map(
    ([channel, n]) => `${n} ${Object.hasOwn(PLACES, channel) ? PLACES[channel] : `at ${channel}`}`,
  );
  if (!places.length) return "No receiver is configured: no copy to delete elsewhere.";
  const total = Object.values(copies).reduce((sum, n) => sum + n, 0);
  return total
    ? `Copies made before the erasure, to delete there: ${places.join(", ")}.`
    : `No copy was made before the erasure: ${places.join(", ")}; nothing to delete elsewhere.`;
}
