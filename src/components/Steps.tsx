import type { ValueCard } from "../content/types";
import { CardGrid } from "./CardGrid";
import { Icon } from "./Icon";

/**
 * Numbered steps in order (an ordered list of cards: icon, title and a line of text each), in
 * one of two looks:
 * - `process` (service pages): three columns, the number ("01") above the icon;
 * - `labelled` (product pages): four columns, the icon beside "`stepLabel` 1".
 *
 * @example <Steps look="labelled" stepLabel="Step" steps={product.howItWorks} />
 */
export function Steps({
  steps,
  ...look
}: { steps: readonly ValueCard[] } & ({ look: "process" } | { look: "labelled"; stepLabel: string })) {
  const process = look.look === "process";
  return (
    <CardGrid as="ol" columns={process ? 3 : 4} className={process ? "process-steps" : undefined}>
      {steps.map((step, i) => {
        const icon = (
          <span className="card-icon">
            <Icon name={step.icon} size={26} />
          </span>
        );
        return (
          <li key={step.title} className={`card ${process ? "process-step" : "how-step"}`} data-reveal>
            {look.look === "process" ? (
              <>
                <span className="process-step-number" aria-hidden="true">
                  {String(i + 1).padStart(2, "0")}
                </span>
                {icon}
              </>
            ) : (
              <span className="how-step-top">
                {icon}
                <span className="how-step-number">
                  {look.stepLabel} {i + 1}
                </span>
              </span>
            )}
            <h3 className="card-title">{step.title}</h3>
            <p className="card-text">{step.description}</p>
          </li>
        );
      })}
    </CardGrid>
  );
}
