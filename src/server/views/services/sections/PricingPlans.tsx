import { ButtonLink } from "../../../../components/ButtonLink";
import type { PricingPlan } from "../../../../content/services/types";

/** Pricing cards: name, price per period, features and a call to action that names the plan. */
export function PricingPlans({
  plans,
  cta,
  featuredLabel,
}: {
  plans: readonly PricingPlan[];
  cta: string;
  featuredLabel: string;
}) {
  return (
    <ul className="card-grid pricing-grid" data-reveal-group>
      {plans.map((plan) => (
        <li key={plan.label} className={`card pricing-card${plan.featured ? " is-featured" : ""}`} data-reveal>
          {plan.featured ? <p className="tag pricing-badge">{featuredLabel}</p> : null}
          <h3 className="card-title">{plan.label}</h3>
          <p className="pricing-price">
            <span className="pricing-amount">{plan.price}</span>
            <span className="pricing-period">/{plan.period}</span>
          </p>
          <p className="card-text">{plan.summary}</p>
          <ul className="check-list pricing-features">
            {plan.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <ButtonLink href={plan.href} variant={plan.featured ? "primary" : "secondary"} className="pricing-cta">
            {cta}
            <span className="visually-hidden"> — {plan.label}</span>
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
