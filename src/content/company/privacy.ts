/**
 * The privacy notice: its sentences as src/content/privacy.yaml writes them, filled in with the
 * facts the Worker passes in from the settings and constants the code enforces (src/server/privacy.ts):
 * nothing here or there repeats a number or a name by hand. Who receives an enquiry is in each
 * channel's own words (`Channel.receiver`, src/server/leads/channels/), what a log line may hold in
 * the logs' (`loggedFields`, src/server/log.ts).
 */
import words from "virtual:content/privacy";
import { listWords } from "../count";
import { fill } from "../fill";
import type { Single } from "../schemas/collection";
import type { privacySchema } from "../schemas/privacy";

/** The facts the notice states, as the Worker reads them for this request. */
export interface PrivacyFacts {
  /** Where requests about one's data go. */
  contactEmail: string;
  /** The company that runs the site. */
  controller: string;
  /** The fields a contact form may ask for, by their labels. */
  formFields: readonly string[];
  /** Days each kind of lead is kept (fractions allowed). */
  retentionDays: { delivered: number; held: number; failed: number };
  /** Who receives an enquiry on each channel that is on, one sentence each, as each channel describes itself. */
  receivers: readonly string[];
  /** Whether the Turnstile spam check is on. */
  challenge: boolean;
  /** The one cookie. */
  cookie: { name: string; days: number; values: readonly string[] };
  /** What a log line may record: plain descriptions of its fields. */
  logged: readonly string[];
  /** Where the lead store's data lives: "eu", or null when Cloudflare places it (near its first use). */
  jurisdiction: string | null;
  /** Days an erased enquiry stays in Cloudflare's point-in-time backups. */
  backupDays: number;
}

/** The notice's words as src/content/privacy.yaml writes them. */
const notice = words as Single<typeof privacySchema>;

const or = (items: readonly string[]) =>
  new Intl.ListFormat("en-GB", { style: "long", type: "disjunction" }).format(items);

/**
 * A number of days as the notice says it: `{days}` in its sentences.
 *
 * @example days(1) // "1 day"; days(30) // "30 days"; days(0.5) // "0.50 days"
 */
export const days = (n: number) => (n === 1 ? "1 day" : `${Number.isInteger(n) ? n : n.toFixed(2)} days`);

/** One section of the notice: paragraphs, then a list, then paragraphs after it. */
export interface NoticeSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[];
  after?: readonly string[];
}

/** The sections in order, each sentence filled in with the facts it names; the ones said only in some settings picked. */
function sections(f: PrivacyFacts): NoticeSection[] {
  const { who, what, recipients, retention, cookies, logs, rights } = notice;
  return [
    {
      id: "who",
      title: who.title,
      paragraphs: [fill(who.text, { controller: f.controller, contactEmail: f.contactEmail })],
    },
    {
      id: "what",
      title: what.title,
      paragraphs: [
        fill(what.fields, { fields: listWords(f.formFields.map((field) => field.toLowerCase())) }),
        what.browsing,
      ],
    },
    {
      id: "recipients",
      title: recipients.title,
      paragraphs: [
        recipients.host,
        ...f.receivers,
        ...(f.challenge ? [recipients.challenge] : []),
        f.jurisdiction === "eu" ? recipients.store.eu : recipients.store.placed,
      ],
    },
    {
      id: "retention",
      title: retention.title,
      paragraphs: [],
      items: [
        fill(retention.delivered, { days: days(f.retentionDays.delivered) }),
        fill(retention.held, { days: days(f.retentionDays.held) }),
        fill(retention.failed, { days: days(f.retentionDays.failed) }),
      ],
      after: [retention.after],
    },
    {
      id: "cookies",
      title: cookies.title,
      paragraphs: [
        fill(cookies.text, {
          name: f.cookie.name,
          values: or(f.cookie.values.map((value) => `"${value}"`)),
          days: days(f.cookie.days),
        }),
      ],
    },
    { id: "logs", title: logs.title, paragraphs: [logs.lead], items: f.logged, after: [logs.after] },
    {
      id: "rights",
      title: rights.title,
      paragraphs: [fill(rights.text, { contactEmail: f.contactEmail, backupDays: days(f.backupDays) }), rights.more],
    },
  ];
}

export const privacyPage = { hero: notice.hero, sections };
