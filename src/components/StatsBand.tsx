import type { ReactNode } from "react";

/**
 * A band of headline figures (value + label). Values are text, or an island for animated
 * counters: `value: <Island component={CountUp} props={{ value: 100, suffix: "+" }} />`.
 */
export function StatsBand({ stats, label }: { stats: readonly { value: ReactNode; label: string }[]; label: string }) {
  return (
    <section className="section stats-band" aria-label={label}>
      <div className="container">
        <dl className="stats-grid" data-reveal-group>
          {stats.map((stat) => (
            <div key={stat.label} className="stat" data-reveal>
              <dt className="stat-label">{stat.label}</dt>
              <dd className="stat-value">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
