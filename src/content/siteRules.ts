/**
 * How the company's facts become what pages show, in plain code the browser may import (the
 * schema, with zod, stays at build): the phone's links and an office's lines and map search are
 * made from the fields written once in src/content/site.yaml.
 */

/** The social networks the footer has an icon for. */
export const SOCIAL_NETWORKS = ["linkedin", "instagram"] as const;

/** A phone number as shown: `+`, the country code, then groups of digits separated by single spaces. */
export const PHONE_PATTERN = /^\+[1-9][0-9]{0,2}(?: [0-9]+)+$/;

/** The number's digits, as links dial them. */
const digits = (display: string) => display.replace(/[^0-9]/g, "");

/**
 * The phone as pages use it: shown as written, dialled with `tel:`, chatted with on WhatsApp.
 *
 * @example phoneLinks("+91 98765 43210") // { display: "+91 98765 43210", href: "tel:+919876543210", whatsapp: "https://wa.me/919876543210" }
 */
export const phoneLinks = (display: string) => ({
  display,
  href: `tel:+${digits(display)}`,
  whatsapp: `https://wa.me/${digits(display)}`,
});

/** An office's address as written in site.yaml. */
export interface OfficeFields {
  kind: string;
  building?: string | undefined;
  street: string;
  suite?: string | undefined;
  city: string;
  region: string;
  country: string;
}

/**
 * An office's address lines and the map's search, from its fields: the building and the suite are
 * shown but not searched for.
 *
 * @example officeAddress({ street: "1 Yonge Street", suite: "Suite 1801", city: "Toronto", region: "ON M5E 1W7", country: "Canada", kind: "…" })
 * // { lines: ["1 Yonge Street, Suite 1801", "Toronto, ON M5E 1W7, Canada"], mapQuery: "1 Yonge Street, Toronto, ON M5E 1W7, Canada" }
 */
export function officeAddress(office: OfficeFields) {
  const locality = `${office.city}, ${office.region}, ${office.country}`;
  const street = office.suite ? `${office.street}, ${office.suite}` : office.street;
  return {
    lines: [...(office.building ? [office.building] : []), street, locality],
    mapQuery: `${office.street}, ${locality}`,
  };
}
