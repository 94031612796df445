import { ButtonLink } from "../../../components/ButtonLink";
import { Icon } from "../../../components/Icon";
import { Picture } from "../../../components/Picture";
import type { FounderLink } from "../../../content/company/about";
import type { ImageKey } from "../../../content/images.generated";

/** The founder's message: portrait, a few paragraphs, signature and ways to get in touch. */
export function FounderMessage({
  name,
  role,
  portrait,
  html,
  links,
}: {
  name: string;
  role: string;
  portrait: { key: ImageKey; alt: string };
  /** The message's paragraphs, rendered from Markdown at build. */
  html: string;
  links: readonly FounderLink[];
}) {
  return (
    <div className="split founder">
      <div className="founder-portrait" data-reveal>
        <Picture image={portrait.key} alt={portrait.alt} sizes="(min-width: 1024px) 480px, 100vw" />
      </div>
      {/* The links sit after the figure: a figcaption is the figure's first or last child. */}
      <div data-reveal>
        <figure className="founder-message">
          <blockquote dangerouslySetInnerHTML={{ __html: html }} />
          <figcaption>
            <span className="founder-name">{name}</span>
            <span className="founder-role">{role}</span>
          </figcaption>
        </figure>
        <ul className="founder-links">
          {links.map((link) => (
            <li key={link.href}>
              <ButtonLink href={link.href} variant="secondary">
                <Icon name={link.icon} size={18} />
                {link.label}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
