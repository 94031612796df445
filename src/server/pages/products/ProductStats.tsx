import type { ProductStat } from "../../../content/products";

/** A compact grid of a product's figures, each value followed by `suffix` (e.g. "60% +"). */
export function ProductStats({
  stats,
  label,
  suffix,
}: {
  stats: readonly ProductStat[];
  label: string;
  suffix: string;
}) {
  return (
    <dl className="product-stats" aria-label={label}>
      {stats.map((stat) => (
        <div key={stat.label} className="product-stat">
          <dt className="product-stat-label">{stat.label}</dt>
          <dd className="product-stat-value">{stat.value + suffix}</dd>
        </div>
      ))}
    </dl>
  );
}
