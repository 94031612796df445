import { useId, type ReactNode } from "react";

/** Background of a page section. */
export type SectionTone = "default" | "muted" | "brand" | "dark";

/**
 * A page section with an optional eyebrow, heading and lead paragraph. Sections take their copy
 * as props; they never import content themselves.
 *
 * @example <Section id="positions" eyebrow="Careers" title="Open positions">…</Section>
 */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  tone = "default",
  align = "center",
  headingLevel = 2,
  children,
  className,
  containerClassName,
  labelledBy,
}: {
  id?: string;
  eyebrow?: string;
  title?: string;
  lead?: string;
  tone?: SectionTone;
  align?: "center" | "start";
  headingLevel?: 1 | 2;
  children?: ReactNode;
  className?: string;
  /** Classes added to the inner container, e.g. a split layout. */
  containerClassName?: string;
  /** Id of the heading that names a section without a `title` (one its children render). */
  labelledBy?: string;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const autoId = useId();
  const headingId = id ? `${id}-title` : autoId;
  return (
    <section
      id={id}
      className={["section", `section-${tone}`, className ?? ""].filter(Boolean).join(" ")}
      aria-labelledby={title ? headingId : labelledBy}
    >
      <div className={["container", containerClassName ?? ""].filter(Boolean).join(" ")}>
        {title ? (
          <header className={`section-header section-header-${align}`} data-reveal>
            {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
            <Heading id={headingId} className="section-title">
              {title}
            </Heading>
            {lead ? <p className="lead">{lead}</p> : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}
