import { CardGrid } from "../../../components/CardGrid";
import { Icon } from "../../../components/Icon";
import { Picture } from "../../../components/Picture";
import type { PurposeCard } from "../../../content/company/about";

/** Mission and vision: two illustrated cards side by side (image-topped like project cards). */
export function PurposeCards({ cards }: { cards: readonly PurposeCard[] }) {
  return (
    <CardGrid columns={2}>
      {cards.map((card) => (
        <article key={card.title} className="card project-card purpose-card" data-reveal>
          <Picture image={card.image} alt="" className="project-card-image" sizes="(min-width: 768px) 560px, 100vw" />
          <div className="project-card-body">
            <h3 className="card-title">
              <span className="card-icon">
                <Icon name={card.icon} size={24} />
              </span>
              {card.title}
            </h3>
            <p>{card.text}</p>
          </div>
        </article>
      ))}
    </CardGrid>
  );
}
