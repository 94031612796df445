import { contactFields, contactResultCopy } from "../../content/contact";
import { ContactPage } from "../views/contact/ContactPage";
import { ContactRetryPage } from "../views/contact/ContactRetryPage";
import { ThankYouPage } from "../views/contact/ThankYouPage";
import type { AreaViews } from "./types";

/** `?subject=` prefills the form's subject ('Schedule a Demo', 'Choose Plan'): one line, bounded. */
export function subjectFromQuery(url: URL): string | undefined {
  const raw = url.searchParams.get("subject");
  if (!raw) return undefined;
  const line = raw.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();
  return line ? line.slice(0, contactFields.subject.maxLength) : undefined;
}

const { thankYou, retry } = contactResultCopy;

export const contactViews = {
  contact: {
    render: ({ url, form, challengeSiteKey }) => (
      <ContactPage subject={subjectFromQuery(url)} form={form} challengeSiteKey={challengeSiteKey} />
    ),
  },
  thankYou: {
    render: () => (
      <ThankYouPage eyebrow={thankYou.eyebrow} title={thankYou.title} lead={thankYou.lead} actions={thankYou.actions} />
    ),
  },
  /** The hire form (or a single-name client's) shown again on a page of its own after a failed plain post. */
  contactRetry: {
    render: ({ form, challengeSiteKey }) => (
      <ContactRetryPage
        challengeSiteKey={challengeSiteKey}
        variant={form?.variant ?? "fullname"}
        title={retry.title}
        lead={retry.lead}
        values={form?.values ?? {}}
        errors={form?.errors ?? {}}
        message={form?.message ?? ""}
      />
    ),
  },
} satisfies AreaViews;
