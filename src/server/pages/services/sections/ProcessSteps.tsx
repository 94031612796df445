import { CardGrid } from "../../../../components/CardGrid";
import { Icon } from "../../../../components/Icon";
import type { ServiceCard } from "../../../../content/services/types";

/** Numbered process steps (an ordered list): number, icon, title and a line of text each. */
export function ProcessSteps({ steps }: { steps: readonly ServiceCard[] }) {
  return (
    <CardGrid as="ol" columns={3} className="process-steps">
      {steps.map((step, i) => (
        <li key={step.title} className="card process-step" data-reveal>
          <span className="process-step-number" aria-hidden="true">
            {String(i + 1).padStart(2, "0")}
          </span>
          <span className="card-icon">
            <Icon name={step.icon} size={26} />
          </span>
          <h3 className="card-title">{step.title}</h3>
          <p className="card-text">{step.description}</p>
        </li>
      ))}
    </CardGrid>
  );
}
