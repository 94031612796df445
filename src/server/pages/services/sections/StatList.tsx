import { CardGrid } from "../../../../components/CardGrid";
import type { Stat } from "../../../../content/services/types";

/** Figures that read as sentences: a big value followed by the rest of the statement. */
export function StatList({ stats }: { stats: readonly Stat[] }) {
  return (
    <CardGrid as="ul" columns={3} className="stat-list">
      {stats.map((stat) => (
        <li key={stat.value} className="stat-item" data-reveal>
          <strong className="stat-item-value">{stat.value}</strong>{" "}
          <span className="stat-item-label">{stat.label}</span>
        </li>
      ))}
    </CardGrid>
  );
}
