import { footerQuickLinks } from "../../content/nav";
import { paths } from "../../content/paths";
import { site } from "../../content/site";
import { shellUi } from "../../content/shell";
import { Icon } from "../Icon";
import { PhoneLink } from "../PhoneLink";
import { Logo } from "./Logo";
import { SocialLinks } from "./SocialIcon";

/** "Acme Ltd." stays as it is; "Acme" becomes "Acme." — the notice never ends a name with "..". */
const asSentence = (text: string) => (text.endsWith(".") ? text : `${text}.`);

/** Site footer. `year` is computed when the page is served. */
export function Footer({ year }: { year: number }) {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-about">
          <a href={paths.home} className="brand" aria-label={shellUi.homeLink(site.name)}>
            <Logo tone="light" />
          </a>
          <p>{site.blurb}</p>
          <SocialLinks links={site.social} />
        </div>
        <div>
          <h2 className="footer-heading">{shellUi.footer.offices}</h2>
          <ul className="footer-offices">
            {site.offices.map((office) => (
              <li key={office.city}>
                <p className="footer-office-kind">
                  {office.kind} · {office.city}
                </p>
                <address>
                  {office.lines.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </address>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="footer-heading">{shellUi.footer.contact}</h2>
          <ul className="footer-contact">
            <li>
              <Icon name="mail" size={18} />
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
            <li>
              <Icon name="phone" size={18} />
              <PhoneLink phone={site.phone} />
            </li>
          </ul>
        </div>
        <nav aria-label={shellUi.footer.quickLinks}>
          <h2 className="footer-heading">{shellUi.footer.quickLinks}</h2>
          <ul className="footer-links">
            {footerQuickLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container footer-bottom">
        <p>
          © {year} {asSentence(site.legalName)}
          {` ${shellUi.footer.rights}`}
        </p>
      </div>
    </footer>
  );
}
