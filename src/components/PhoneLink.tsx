/**
 * A telephone link whose number never breaks across two lines: the spaces of the number as
 * written in content are shown as no-break spaces (the link itself dials `href`).
 *
 * @example <PhoneLink phone={site.phone} /> // <a href="tel:+919876543210">+91 98765 43210</a>, unbreakable
 */
export function PhoneLink({ phone }: { phone: { display: string; href: string } }) {
  return <a href={phone.href}>{phone.display.replace(/ /g, "\u00a0")}</a>;
}
