/**
 * The privacy notice's words. Every fact in it (how long leads are kept, who receives them, the
 * cookie, what is logged) is passed in by the Worker from the settings and constants the code
 * enforces (src/server/privacy.ts): nothing here repeats a number or a name by hand. Who receives
 * an enquiry is in each channel's own words (`Channel.receiver`, src/server/leads/channels/).
 */
import { listWords } from "../count";

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
}

const or = (items: readonly string[]) =>
  new Intl.ListFormat("en-GB", { style: "long", type: "disjunction" }).format(items);
const days = (n: number) => (n === 1 ? "1 day" : `${Number.isInteger(n) ? n : n.toFixed(2)} days`);

/** One section of the notice: paragraphs, then a list, then paragraphs after it. */
export interface NoticeSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[];
  after?: readonly string[];
}

export const privacyPage = {
  hero: {
    eyebrow: "Privacy",
    title: "Privacy notice",
    lead: "What this site keeps when you write to us, who receives it, for how long, and how to have it found, exported or erased. Every figure below is read from the site's own settings each time this page is served.",
  },
  sections: (f: PrivacyFacts): NoticeSection[] => [
    {
      id: "who",
      title: "Who we are",
      paragraphs: [
        `${f.controller} runs this site and decides what happens to what you send through it. Write to ${f.contactEmail} about anything in this notice.`,
      ],
    },
    {
      id: "what",
      title: "What we collect, and why",
      paragraphs: [
        `Only what you type into a contact form: ${listWords(f.formFields.map((field) => field.toLowerCase()))}, with the page you sent it from and the time. We use these details only to answer you: no newsletter, no profiling, no sale, no advertising.`,
        "Browsing the site stores nothing about you: there is no analytics, no tracking pixel and no third-party script on any page.",
      ],
    },
    {
      id: "recipients",
      title: "Who receives it",
      paragraphs: [
        "Cloudflare hosts the site and stores each enquiry in our lead store until it is delivered.",
        ...f.receivers,
        ...(f.challenge
          ? [
              "Cloudflare Turnstile checks that a form is sent by a person. Its script loads only once you start filling in a form, never when a page opens, and it sees your browser's signals, not what you type.",
            ]
          : []),
        f.jurisdiction === "eu"
          ? "The lead store is kept in the European Union."
          : "The lead store is kept in a Cloudflare data centre near where it was first used.",
      ],
    },
    {
      id: "retention",
      title: "How long we keep it",
      paragraphs: [],
      items: [
        `An enquiry delivered to our team: ${days(f.retentionDays.delivered)} after delivery, then deleted from the lead store.`,
        `An enquiry our spam checks held back: ${days(f.retentionDays.held)} after it arrived.`,
        `An enquiry that could not be delivered: ${days(f.retentionDays.failed)} after the last attempt.`,
      ],
      after: ["The e-mail in our team's inbox is kept as long as the conversation with you needs it."],
    },
    {
      id: "cookies",
      title: "Cookies",
      paragraphs: [
        `One cookie, "${f.cookie.name}", and only if you choose a colour scheme with the theme control: it holds ${or(f.cookie.values.map((value) => `"${value}"`))} — nothing else — and lasts ${days(f.cookie.days)}. Choosing "System" deletes it. That is why there is no cookie banner.`,
      ],
    },
    {
      id: "logs",
      title: "What our logs record",
      paragraphs: [
        "Our server logs record what happened to each request and enquiry, and nothing about who sent it. A log line may hold:",
      ],
      items: f.logged,
      after: ["Never your name, e-mail address, phone number or message."],
    },
    {
      id: "rights",
      title: "Your data on request",
      paragraphs: [
        `Write to ${f.contactEmail} from the address you used. We will find every enquiry stored under it, send you a copy of what we hold, or erase it — in the lead store and on every channel still waiting to deliver it — and tell you what was removed. Erased enquiries stay in Cloudflare's point-in-time backups for up to 30 days, then they are gone.`,
        "You may also ask us to correct what you sent, or complain to your data-protection authority.",
      ],
    },
  ],
};
