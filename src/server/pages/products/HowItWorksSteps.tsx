import { CardGrid } from "../../../components/CardGrid";
import { Icon } from "../../../components/Icon";
import type { HowItWorksStep } from "../../../content/products";

/** Numbered steps of how a product works, in order. */
export function HowItWorksSteps({ steps, stepLabel }: { steps: readonly HowItWorksStep[]; stepLabel: string }) {
  return (
    <CardGrid as="ol" columns={4}>
      {steps.map((step, i) => (
        <li key={step.step} className="card how-step" data-reveal>
          <span className="how-step-top">
            <span className="card-icon">
              <Icon name={step.icon} size={26} />
            </span>
            <span className="how-step-number">
              {stepLabel} {i + 1}
            </span>
          </span>
          <h3 className="card-title">{step.step}</h3>
          <p className="card-text">{step.description}</p>
        </li>
      ))}
    </CardGrid>
  );
}
