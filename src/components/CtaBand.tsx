import type { Link } from "../content/types";
import { ButtonLink } from "./ButtonLink";

/** A closing call to action: heading, a line of text and one or two buttons. */
export function CtaBand({ title, lead, actions }: { title: string; lead?: string; actions: readonly Link[] }) {
  return (
    <section className="section cta-band" aria-label={title}>
      <div className="container cta-inner" data-reveal>
        <h2 className="section-title">{title}</h2>
        {lead ? <p className="lead">{lead}</p> : null}
        <div className="actions">
          {actions.map((action, i) => (
            <ButtonLink
              key={action.href + action.label}
              href={action.href}
              variant={i === 0 ? "light" : "ghost"}
              size="lg"
            >
              {action.label}
            </ButtonLink>
          ))}
        </div>
      </div>
    </section>
  );
}
