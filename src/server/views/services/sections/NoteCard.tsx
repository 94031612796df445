import { Icon } from "../../../../components/Icon";
import type { IconName } from "../../../../content/types";

/** A highlighted note with an icon: a short statement of how we work. */
export function NoteCard({
  id,
  icon,
  eyebrow,
  title,
  paragraphs,
}: {
  id: string;
  icon: IconName;
  eyebrow?: string;
  title: string;
  paragraphs: readonly string[];
}) {
  return (
    <div className="note-card" data-reveal>
      <span className="note-icon">
        <Icon name={icon} size={32} />
      </span>
      <div>
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h2 id={`${id}-title`} className="section-title">
          {title}
        </h2>
        {paragraphs.map((text) => (
          <p key={text} className="lead">
            {text}
          </p>
        ))}
      </div>
    </div>
  );
}
