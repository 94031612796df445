import type { ReactNode } from "react";
import { CardGrid } from "./CardGrid";

/** A figure and its label; the value is text, or an island (an animated counter). */
interface StatView {
  value: ReactNode;
  label: string;
}

/** The two term-list looks: class names of the list and of each item (`${item}-label`, `${item}-value`). */
const termLooks = {
  band: { list: "stats-grid", item: "stat", reveal: true },
  compact: { list: "product-stats", item: "product-stat", reveal: false },
} as const;

/**
 * Headline figures, in one of three looks:
 * - `band`: large figures under their labels (a description list that reveals item by item; see `StatsBand`);
 * - `compact`: a small grid inside a card (name it with a heading before it: a `<dl>` takes no label);
 * - `sentences`: figures that read as sentences, the big value followed by the rest of the statement.
 *
 * @example <Stats look="compact" stats={product.stats} />
 */
export function Stats({ stats, look }: { stats: readonly StatView[]; look: "band" | "compact" | "sentences" }) {
  if (look === "sentences") {
    return (
      <CardGrid as="ul" columns={3} className="stat-list">
        {stats.map((stat) => (
          <li key={stat.label} className="stat-item" data-reveal>
            <strong className="stat-item-value">{stat.value}</strong>{" "}
            <span className="stat-item-label">{stat.label}</span>
          </li>
        ))}
      </CardGrid>
    );
  }
  const { list, item, reveal } = termLooks[look];
  return (
    <dl className={list} data-reveal-group={reveal || undefined}>
      {stats.map((stat) => (
        <div key={stat.label} className={item} data-reveal={reveal || undefined}>
          <dt className={`${item}-label`}>{stat.label}</dt>
          <dd className={`${item}-value`}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A band of headline figures across the page, named by `label`. Values are text, or an island
 * for animated counters: `value: <Island component={CountUp} props={{ value: 100, suffix: "+" }} />`.
 */
export function StatsBand({ stats, label }: { stats: readonly StatView[]; label: string }) {
  return (
    <section className="section stats-band" aria-label={label}>
      <div className="container">
        <Stats look="band" stats={stats} />
      </div>
    </section>
  );
}
