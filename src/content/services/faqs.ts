import entries from "virtual:content/faqs";
import type { Entry } from "../schemas/collection";
import type { faqSchema } from "../schemas/faq";
import type { FaqItem } from "../types";
import { fill } from "../fill";
import { seoResultsWindow } from "../registry";

/** A question as its file holds it (src/content/faqs). */
export type FaqEntry = Entry<typeof faqSchema>;

/** Every question, in its page's order. */
export const faqs = entries as readonly FaqEntry[];

/** The values an answer's placeholders take. */
export const faqValues = { resultsWindow: seoResultsWindow };

/** The questions shown on a page (a service page's file name, a product's slug), in order. */
export const faqOf = (page: string): readonly FaqItem[] =>
  faqs
    .filter((faq) => faq.page === page)
    .map(({ question, answer }) => ({ question: fill(question, faqValues), answer: fill(answer, faqValues) }));
