import { ButtonLink } from "../../../components/ButtonLink";
import { Icon } from "../../../components/Icon";
import type { Link, ServiceTile } from "../../../content/types";
import { shellUi } from "../../../content/shell";

/** Home hero: headline, two calls to action and the six service tiles. */
export function HomeHero({
  eyebrow,
  headline,
  lead,
  primary,
  secondary,
  tiles,
}: {
  eyebrow: string;
  headline: string;
  lead: string;
  primary: Link;
  secondary: Link;
  tiles: readonly ServiceTile[];
}) {
  return (
    <section className="home-hero" aria-labelledby="page-title">
      <div className="container home-hero-inner">
        <div className="home-hero-copy">
          <p className="eyebrow">{eyebrow}</p>
          <h1 id="page-title" className="display">
            {headline}
          </h1>
          <p className="lead">{lead}</p>
          <div className="actions">
            <ButtonLink href={primary.href} size="lg">
              {primary.label}
            </ButtonLink>
            <ButtonLink href={secondary.href} variant="secondary" size="lg">
              {secondary.label}
            </ButtonLink>
          </div>
        </div>
        <nav className="service-tiles" aria-label={shellUi.serviceTiles}>
          <ul>
            {tiles.map((tile) => (
              <li key={tile.href}>
                <a href={tile.href} className="service-tile">
                  <span className="service-tile-icon">
                    <Icon name={tile.icon} size={26} />
                  </span>
                  <span className="service-tile-title">{tile.title}</span>
                  <span className="service-tile-text">{tile.description}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
