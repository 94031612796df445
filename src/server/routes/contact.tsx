import { contactFields, contactResultCopy } from "../../content/contact";
import { pages } from "../../content/pages";
import { ContactPage } from "../pages/contact/ContactPage";
import { ThankYouPage } from "../pages/contact/ThankYouPage";
import { pageRoute } from "./pageRoute";
import type { PageRoute } from "./types";

/** `?subject=` prefills the form's subject ('Schedule a Demo', 'Choose Plan'): one line, bounded. */
export function subjectFromQuery(url: URL): string | undefined {
  const raw = url.searchParams.get("subject");
  if (!raw) return undefined;
  const line = raw.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();
  return line ? line.slice(0, contactFields.subject.maxLength) : undefined;
}

const { thankYou } = contactResultCopy;

/** Routes of this area. Add rows here; the table in ./index.ts picks them up. */
export const contactRoutes: readonly PageRoute[] = [
  pageRoute(pages.contact, ({ url }) => <ContactPage subject={subjectFromQuery(url)} />),
  pageRoute(pages.thankYou, () => (
    <ThankYouPage eyebrow={thankYou.eyebrow} title={thankYou.title} lead={thankYou.lead} actions={thankYou.actions} />
  )),
];
