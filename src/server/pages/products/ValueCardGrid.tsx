import { CardGrid } from "../../../components/CardGrid";
import { FeatureCard } from "../../../components/FeatureCard";
import type { ValueCard } from "../../../content/types";

/** Icon cards (title and a sentence each) in a responsive grid. */
export function ValueCardGrid({ cards, columns = 3 }: { cards: readonly ValueCard[]; columns?: 2 | 3 | 4 }) {
  return (
    <CardGrid columns={columns}>
      {cards.map((card) => (
        <FeatureCard key={card.title} icon={card.icon} title={card.title} description={card.description} />
      ))}
    </CardGrid>
  );
}
