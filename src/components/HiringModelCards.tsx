import type { HiringModel } from "../content/types";
import { CardGrid } from "./CardGrid";
import { Icon } from "./Icon";

/**
 * The hiring models as cards with their terms (careers and hire pages).
 *
 * @example <HiringModelCards models={hireHiringModels} labels={shellUi.hiringModelTerms} />
 */
export function HiringModelCards({
  models,
  labels,
}: {
  models: readonly HiringModel[];
  labels: { duration: string; communication: string; hiringPeriod: string };
}) {
  return (
    <CardGrid columns={3}>
      {models.map((model) => (
        <article key={model.title} className="card hiring-model" data-reveal>
          <span className="card-icon">
            <Icon name={model.icon} size={26} />
          </span>
          <h3 className="card-title">{model.title}</h3>
          <dl className="hiring-terms">
            <div>
              <dt>{labels.duration}</dt>
              <dd>{model.duration}</dd>
            </div>
            <div>
              <dt>{labels.communication}</dt>
              <dd>{model.communication}</dd>
            </div>
            <div>
              <dt>{labels.hiringPeriod}</dt>
              <dd>{model.hiringPeriod}</dd>
            </div>
          </dl>
        </article>
      ))}
    </CardGrid>
  );
}
