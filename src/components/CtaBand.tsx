import type { Link } from "../content/types";
import { ActionButtons } from "./ActionButtons";

/** A closing call to action: heading, a line of text and one or two buttons. */
export function CtaBand({ title, lead, actions }: { title: string; lead?: string; actions: readonly Link[] }) {
  return (
    <section className="section cta-band" aria-label={title}>
      <div className="container cta-inner" data-reveal>
        <h2 className="section-title">{title}</h2>
        {lead ? <p className="lead">{lead}</p> : null}
        <ActionButtons actions={actions} first="light" rest="ghost" />
      </div>
    </section>
  );
}
