import type { ReactElement } from "react";
import type { ContactFieldErrors, ContactValues, ContactVariant } from "../../content/contact";
import type { PageKey, RoutedRecord } from "../../content/pageRecord";
import type { AppEnv } from "../types";

/** A failed plain post shown again: the form, what the visitor typed, the errors, the answer's message. */
export interface FormState {
  variant: ContactVariant;
  values: ContactValues;
  errors: ContactFieldErrors;
  message: string;
}

/** Everything a view needs to render, resolved by the Worker from the request. */
export interface PageContext {
  url: URL;
  /** When the page is served: used for the copyright year. */
  now: Date;
  /** Set when the page answers a failed plain post of a contact form. */
  form?: FormState;
  /** Turnstile's site key when the spam check is on, for the page's contact forms; else null. */
  challengeSiteKey: string | null;
  /** The Worker's settings, for a page that states them (the privacy notice). */
  env: AppEnv["Bindings"];
}

/** How a page of the registry renders: its body, and the extra JSON-LD of its head (FAQPage, Product …). */
export interface View {
  render: (ctx: PageContext) => ReactElement;
  jsonLd?: readonly object[];
}

/** The views of one area, by registry key (routes/index.ts checks that every page has one). */
export type AreaViews = Partial<Record<PageKey, View>>;

/** One row of the route table: a page's record and its view. */
export interface PageRoute {
  page: RoutedRecord;
  view: View;
}
