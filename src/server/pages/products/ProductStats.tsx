import type { ProductStat } from "../../../content/products";

/** A compact grid of a product's figures, each value shown as written in content ("60%", "10+"). */
export function ProductStats({ stats, label }: { stats: readonly ProductStat[]; label: string }) {
  return (
    <dl className="product-stats" aria-label={label}>
      {stats.map((stat) => (
        <div key={stat.label} className="product-stat">
          <dt className="product-stat-label">{stat.label}</dt>
          <dd className="product-stat-value">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
