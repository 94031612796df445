import type { HoldReason } from "../../leads/record";
import type { ContactValues } from "./schema";

/**
 * More links than this in the subject and message hold a lead. An enquiry names its site, maybe a
 * brief or two; link spam carries lists of them.
 */
export const MAX_LINKS = 3;
const LINK = /\bhttps?:\/\/|\bwww\./giu;

const comparable = (text: string) => text.toLowerCase().replace(/\s+/gu, " ").trim();

/**
 * Why the content of an accepted submission looks like spam, if it does: too many links, or a
 * message that only repeats its subject (a bot filling every field with one string).
 */
export function contentSuspicion(fields: ContactValues): HoldReason | undefined {
  const text = `${fields.subject ?? ""}\n${fields.message ?? ""}`;
  if ((text.match(LINK)?.length ?? 0) > MAX_LINKS) return "too_many_links";
  if (fields.message && fields.subject && comparable(fields.message) === comparable(fields.subject))
    return "message_repeats_subject";
  return undefined;
}
