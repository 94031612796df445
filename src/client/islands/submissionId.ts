import { submissionIdField } from "../../content/contactProtocol";
import { ISLAND_ATTR, ISLAND_PROPS_ATTR } from "./types";

/**
 * The contact form island's handling of its submission id (`SubmissionIdField`): browser-only,
 * beside the island that calls it.
 */

const newId = () => crypto.randomUUID?.() ?? "";

/** The id to send: the one the page was served with, or a new one if it has none. */
export function ensureSubmissionId(form: HTMLFormElement): void {
  const input = form.elements.namedItem(submissionIdField);
  if (input instanceof HTMLInputElement && !input.value) input.value = newId();
}

/**
 * After a successful send: the next enquiry from this form is a new lead. Returns the new id, for
 * the island to render (React puts a hidden field's rendered value back on each render).
 */
export function renewSubmissionId(form: HTMLFormElement): string {
  const id = newId();
  const input = form.elements.namedItem(submissionIdField);
  if (input instanceof HTMLInputElement) input.value = id;
  return id;
}

/**
 * When the page is shown (the shell calls it, before any island wakes): a fresh id in every form
 * of the page, so each form a visitor is shown is its own enquiry, whoever else got the same
 * HTML: a prerender (perhaps never shown), a 304 answered from the browser's cache, a shared
 * cache. The island's props get the same id, or hydration would put the served one back. A page
 * restored from the back/forward cache keeps its id: it is the same form, values and all, and a
 * resend of it is the same enquiry.
 */
export function freshSubmissionIds(root: ParentNode = document): void {
  for (const input of root.querySelectorAll<HTMLInputElement>(`input[name="${submissionIdField}"]`)) {
    const id = newId();
    input.value = id;
    const island = input.closest(`[${ISLAND_ATTR}]`);
    const props = island?.getAttribute(ISLAND_PROPS_ATTR);
    if (!island || !props) continue;
    const parsed = JSON.parse(props) as Record<string, unknown>;
    if ("submissionId" in parsed)
      island.setAttribute(ISLAND_PROPS_ATTR, JSON.stringify({ ...parsed, submissionId: id }));
  }
}
