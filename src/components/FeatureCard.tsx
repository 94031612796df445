import type { ReactNode } from "react";
import type { IconName } from "../content/types";
import { Icon } from "./Icon";

/**
 * A card with an icon, a title and a short text; the whole card is a link when `href` is set.
 *
 * @example <FeatureCard icon="rocket" title="Fast delivery" description="…" />
 */
export function FeatureCard({
  icon,
  title,
  description,
  href,
  headingLevel = 3,
  children,
}: {
  icon?: IconName;
  title: string;
  description?: string;
  href?: string;
  headingLevel?: 3 | 4;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <article className={`card feature-card${href ? " is-link" : ""}`} data-reveal>
      {icon ? (
        <span className="card-icon">
          <Icon name={icon} size={26} />
        </span>
      ) : null}
      <Heading className="card-title">
        {href ? (
          <a href={href} className="card-link">
            {title}
          </a>
        ) : (
          title
        )}
      </Heading>
      {description ? <p className="card-text">{description}</p> : null}
      {children}
    </article>
  );
}
