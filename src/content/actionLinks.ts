import { contactWithSubject } from "./paths";
import { site } from "./site";
import type { Link } from "./types";

/** A button as a content file writes it: where it goes, and the subject of the message it starts. */
export interface ActionField {
  label: string;
  href: string;
  subject?: string;
}

/**
 * The link a content file's button makes: `/contact` with a subject prefills the contact form,
 * `mailto:` alone writes to the company's e-mail address (from the company's facts).
 *
 * @example actionLink({ label: "Audit", href: "/contact", subject: "Free SEO audit" }).href // "/contact?subject=Free%20SEO%20audit"
 */
export function actionLink({ label, href, subject }: ActionField): Link {
  if (href === "mailto:")
    return { label, href: `mailto:${site.email}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}` };
  return { label, href: subject ? contactWithSubject(subject) : href };
}

/** Every string inside a value with its placeholders filled (`fill`), the value's shape kept. */
export function fillAll<T>(value: T, fill: (text: string) => string): T {
  if (typeof value === "string") return fill(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillAll(item, fill)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillAll(item, fill)])) as T;
  return value;
}
