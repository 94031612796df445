import type { ValueCard } from "../content/types";
import { CardGrid } from "./CardGrid";
import { FeatureCard } from "./FeatureCard";

/**
 * Icon cards (a title and a sentence each; a card with `href` is a link) in a responsive grid.
 *
 * @example <FeatureCardGrid cards={homeAbout.values} columns={4} />
 */
export function FeatureCardGrid({
  cards,
  columns = 3,
  className,
}: {
  cards: readonly ValueCard[];
  columns?: 2 | 3 | 4;
  className?: string;
}) {
  return (
    <CardGrid columns={columns} className={className}>
      {cards.map((card) => (
        <FeatureCard key={card.title} {...card} />
      ))}
    </CardGrid>
  );
}
