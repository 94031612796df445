import { ButtonLink } from "../../../../components/ButtonLink";
import { Icon } from "../../../../components/Icon";
import { Picture } from "../../../../components/Picture";
import { Section, type SectionTone } from "../../../../components/Section";
import type { Link } from "../../../../content/types";
import type { SplitVisual } from "../../../../content/services/types";

/**
 * An image/text section: copy (heading, paragraphs, check-list, action) beside artwork or a
 * highlights panel. Consecutive splits alternate sides (`reverse`).
 */
export function ServiceSplit({
  id,
  eyebrow,
  title,
  paragraphs,
  points,
  action,
  visual,
  tone,
  reverse,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  paragraphs: readonly string[];
  points?: readonly string[];
  action?: Link;
  visual: SplitVisual;
  tone: SectionTone;
  reverse: boolean;
}) {
  const headingId = `${id}-title`;
  return (
    <Section
      id={id}
      tone={tone}
      className="service-split"
      containerClassName={`split${reverse ? " split-reverse" : ""}`}
      labelledBy={headingId}
    >
      <div className="split-copy" data-reveal>
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h2 id={headingId} className="section-title">
          {title}
        </h2>
        {paragraphs.map((text) => (
          <p key={text} className="split-text">
            {text}
          </p>
        ))}
        {points?.length ? (
          <ul className="check-list split-points">
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        ) : null}
        {action ? (
          <div className="actions">
            <ButtonLink href={action.href}>{action.label}</ButtonLink>
          </div>
        ) : null}
      </div>
      <div className="split-visual" data-reveal>
        {"image" in visual ? (
          <Picture
            image={visual.image.key}
            alt={visual.image.alt}
            className="split-image"
            sizes="(min-width: 1024px) 560px, 100vw"
          />
        ) : (
          <div className="card split-panel">
            <span className="card-icon">
              <Icon name={visual.panel.icon} size={26} />
            </span>
            <h3 className="card-title">{visual.panel.title}</h3>
            <ul className="check-list">
              {visual.panel.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </Section>
  );
}
