import type { Context } from "hono";
import {
  contactPage,
  contactResultCopy,
  type ContactFieldErrors,
  type ContactValues,
  type ContactVariant,
} from "../../../content/contact";
import { headFor, renderPage, type RenderOptions } from "../../render";
import type { AppEnv } from "../../types";
import { ContactPage } from "./ContactPage";
import { ContactRetryPage } from "./ContactRetryPage";
import { pages } from "../../../content/pages";
import { paths } from "../../../content/paths";

export interface FormAgain {
  status: NonNullable<RenderOptions["status"]>;
  variant: ContactVariant;
  values: ContactValues;
  errors: ContactFieldErrors;
  message: string;
  headers: Record<string, string>;
}

/**
 * The answer to a failed plain (no-JavaScript) post: the form again, with everything the visitor
 * typed and the error, with a 4xx/5xx status. The contact form comes back inside the contact page;
 * the hire form (and variant A) on a page of its own.
 */
export async function renderFormAgain(c: Context<AppEnv>, state: FormAgain): Promise<Response> {
  const { retry } = contactResultCopy;
  const form = { values: state.values, errors: state.errors, message: state.message };
  const page =
    state.variant === "B"
      ? {
          head: headFor(
            c,
            { path: pages.contact.path, title: pages.contact.title, description: pages.contact.description },
            { robots: "noindex" },
          ),
          path: contactPage.path,
          page: <ContactPage form={form} />,
        }
      : {
          head: headFor(
            c,
            { path: contactPage.path, title: retry.metaTitle, description: retry.metaDescription },
            { robots: "noindex" },
          ),
          path: state.variant === "C" ? paths.hire : contactPage.path,
          page: <ContactRetryPage variant={state.variant} title={retry.title} lead={retry.lead} {...form} />,
        };
  const response = await renderPage(c, { ...page, overlay: "none" }, state.status);
  for (const [name, value] of Object.entries(state.headers)) response.headers.set(name, value);
  return response;
}
