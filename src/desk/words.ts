/**
 * Copy of the lead desk (`/desk`): the operators' inbox. The views take their words from here, and
 * the tests their expected strings.
 */

/** The desk's three tabs, each a path of its own (so every view is a link). */
export type DeskView = "inbox" | "held" | "failed";

export const deskViews: Record<DeskView, { label: string; path: string; empty: string }> = {
  inbox: { label: "Inbox", path: "/desk", empty: "No enquiries match." },
  held: { label: "Held", path: "/desk/held", empty: "Nothing is held: no enquiry looks like spam." },
  failed: { label: "Failed", path: "/desk/failed", empty: "No enquiry has failed." },
};

/** A lead's state, in words. */
export const stateWords: Record<string, string> = {
  pending: "Sending",
  delivered: "Delivered",
  failed: "Failed",
  held: "Held",
};

/** Why a lead is held, in words: each of the store's reasons (`holdReasons`; viewQuery.test.ts holds it to that). */
export const holdReasonWords: Record<string, string> = {
  honeypot: "Filled the hidden field bots fill",
  challenge_missing: "Spam check not answered",
  challenge_failed: "Spam check failed",
  siteverify_unavailable: "Spam check unavailable",
  challenge_unverified: "Spam check not verified for this site",
  too_many_links: "Too many links",
  message_repeats_subject: "Message repeats the subject",
  operator: "Held by an operator",
};

/** Which form a lead came from, in words. */
export const formWords: Record<string, string> = {
  contact: "Contact page",
  hire: "Hire a team",
  fullname: "Short form",
};

/**
 * A delivery's last error, in words: the store records a short reason, for an HTTP answer its
 * status, and where the channel knows it, what the answer means (after a colon, already in words).
 */
export function errorInWords(error: string): string {
  const [reason = "", status, meaning] = /^([a-z_]+)(?: \((\d{3})\))?(?:: (.+))?$/s.exec(error)?.slice(1) ?? [];
  const words: Record<string, string> = {
    timeout: "The receiver did not answer in time",
    network: "The receiver could not be reached",
    status: `The receiver answered with an error${status ? ` (HTTP ${status})` : ""}`,
    not_json: "The receiver's answer could not be read",
    rejected: "The receiver refused it",
    not_configured: "The channel is not set up",
    backlog_full: "Not tried: too many enquiries were already waiting for this channel (retry once it is back)",
  };
  const said = Object.hasOwn(words, reason) ? words[reason] : undefined;
  if (said) return meaning ? `${said}: ${meaning}` : said;
  if (error.startsWith("crashed:")) return "The attempt stopped with an error on our side";
  return error;
}

export const deskCopy = {
  title: "Lead desk",
  brand: "Vertexa lead desk",
  skipLink: "Skip to the enquiries",
  signedInAs: "Signed in as",
  unprotected:
    "Unprotected local desk: anyone who can reach this address on this computer can read and change every enquiry. A deployed site opens it only through Cloudflare Access.",
  tabsLabel: "Views",
  filtersLabel: "Find enquiries",
  search: "Search",
  searchHint: "Name, e-mail, company or text",
  state: "State",
  reason: "Why held",
  form: "Form",
  since: "Received since (UTC)",
  before: "Received before (UTC)",
  any: "Any",
  apply: "Apply",
  clear: "Clear filters",
  export: "Export",
  exportCsv: "CSV",
  exportJson: "JSON",
  eraseLink: "Erase a person's data",
  older: "Older enquiries",
  newest: "Back to the newest",
  listLabel: "Enquiries",
  selectLabel: "Select",
  releaseSelected: "Release selected",
  deleteSelected: "Delete selected",
  noneSelected: "Select at least one enquiry first.",
  columns: { who: "From", form: "Form", received: "Received", state: "State", delivery: "Delivery" },
  noDelivery: "Not sent (held)",
  lead: {
    back: "Back to the inbox",
    fields: "What was sent",
    about: "About this enquiry",
    id: "Id",
    page: "Sent from",
    received: "Received",
    state: "State",
    reason: "Held because",
    channels: "Delivery",
    attempts: "Attempts",
    lastError: "Last error",
    nextAttempt: "Next attempt",
    delivered: "Delivered",
    givenUp: "Given up: retry to send it again.",
    reply: "Reply by e-mail",
    release: "Release: send it",
    retry: "Retry now",
    delete: "Delete…",
    unreadable: "The stored fields cannot be read",
    none: "None",
    notFound: "No enquiry with this id: it may have been deleted.",
  },
  confirm: {
    deleteOne: "Delete this enquiry?",
    deleteMany: (n: number) => `Delete ${n} ${n === 1 ? "enquiry" : "enquiries"}?`,
    deleteWhy: "It is removed from the store with its deliveries and cannot be brought back.",
    deleteButton: "Yes, delete",
    cancel: "Cancel",
  },
  erase: {
    title: "Erase a person's data",
    intro:
      "Every enquiry sent with one e-mail address is deleted, in every state, with its deliveries; a pending delivery is cancelled. First you see what will be erased.",
    email: "E-mail address",
    find: "Show what will be erased",
    found: (n: number) => `${n} ${n === 1 ? "enquiry" : "enquiries"} will be erased:`,
    none: "No enquiry was sent with this address: nothing to erase.",
    button: "Yes, erase them",
    invalid: "Enter the e-mail address, as the person gave it.",
    cancelled: (n: number) => `${n} pending ${n === 1 ? "delivery" : "deliveries"} cancelled, never sent.`,
    keep: "Keep the salt and the hash below with the request: together they show later which address was erased, without the address itself (the audit line leads_erased has them too).",
    salt: "Salt",
    hash: "Salted SHA-256 of the address",
  },
  notices: {
    released: (n: number) =>
      n ? `Released ${n} ${n === 1 ? "enquiry" : "enquiries"}: sending now.` : "Nothing was released: no longer held.",
    // A count of leads: the store's own count is of rows written, not of deliveries.
    retried: (n: number) =>
      n ? "Sending again now: its undelivered channels are queued." : "Nothing to retry: already delivered.",
    deleted: (n: number) =>
      n ? `Deleted ${n} ${n === 1 ? "enquiry" : "enquiries"}.` : "Nothing was deleted: already gone.",
    erased: (n: number) => `Erased ${n} ${n === 1 ? "enquiry" : "enquiries"} and their deliveries.`,
  },
  figures: {
    nav: "Figures",
    title: "Figures",
    intro: (weeks: number) =>
      `The last ${weeks} ISO weeks, Monday to Sunday in UTC, this week so far included, counted by when each enquiry was received. Only what the store still holds is counted: deleted enquiries, and those past their retention, are not. Each chart's numbers are in the table below it.`,
    heldShare: (held: number, received: number, share: string) =>
      `Held now: ${held} of ${received} ${received === 1 ? "enquiry" : "enquiries"} (${share}).`,
    week: "Week",
    total: "All weeks",
    received: "Received",
    heldShareColumn: "Share held",
    byForm: "Enquiries received per week, by form",
    byOutcome: "What became of them, per week",
    outcomesNote:
      "Delivered: on every channel. Failed: given up on at least one channel. Held: held now (a released enquiry counts by its delivery). Sending: the rest.",
    byReason: "Held enquiries per week, by reason",
    noneHeld: "Nothing received in these weeks is held.",
    times: "Time from receipt to delivery, per channel",
    timesNote:
      "Over the enquiries of these weeks each channel delivered. Percentiles by nearest rank: of n times in order, the median is the one at rank ⌈0.5 × n⌉, the 95th percentile the one at rank ⌈0.95 × n⌉.",
    channel: "Channel",
    delivered: "Delivered",
    median: "Median",
    p95: "95th percentile",
    noDeliveries: "Nothing received in these weeks has been delivered yet.",
    tableLabel: (caption: string) => `${caption} (table)`,
  },
  refused: "This change must come from the desk itself.",
  badFilter: "This filter cannot be read:",
} as const;

/** What a notice after an action can say (the redirect names one, never free text). */
export type DeskNotice = keyof typeof deskCopy.notices;
