import { useId, type ReactNode } from "react";

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
}: {
  id?: string;
  eyebrow?: string;
  title?: string;
  lead?: string;
  tone?: "default" | "muted" | "brand" | "dark";
  align?: "center" | "start";
  headingLevel?: 1 | 2;
  children?: ReactNode;
  className?: string;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const autoId = useId();
  const headingId = id ? `${id}-title` : autoId;
  return (
    <section
      id={id}
      className={["section", `section-${tone}`, className ?? ""].filter(Boolean).join(" ")}
      aria-labelledby={title ? headingId : undefined}
    >
      <div className="container">
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
