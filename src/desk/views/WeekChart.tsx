import { deskCopy } from "../words";
import type { FigureRow } from "../figureRows";

/** One stacked part of each week's bar: its words, its colour class, its count in a row. */
export interface Series {
  key: string;
  label: string;
  /** A `desk-fill-*` class of the desk's stylesheet (the site's colour tokens, both schemes). */
  fill: string;
  value(row: FigureRow): number;
}

/** A further column of the table only (say, a share): its heading and its text for a row. */
export interface Column {
  label: string;
  text(row: FigureRow): string;
}

const WIDTH = 640;
const HEIGHT = 240;
const LEFT = 52;
const BOTTOM = 28;
const TOP = 12;

/** A round top for the value axis, at or above `max` (1, 2 or 5 times a power of ten). */
export function axisTop(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= max)!;
}

/**
 * A chart of the weeks drawn on the server: one bar per week stacked by series, in SVG (no
 * script), hidden from assistive technology because the same numbers follow as a table with a
 * caption (every series, the total, and `extra` columns), with a row for all the weeks.
 */
export function WeekChart({
  id,
  caption,
  note,
  weeks,
  total,
  series,
  extra = [],
}: {
  id: string;
  caption: string;
  note?: string;
  weeks: FigureRow[];
  total: FigureRow;
  series: Series[];
  extra?: Column[];
}) {
  const sum = (row: FigureRow) => series.reduce((n, s) => n + s.value(row), 0);
  const top = axisTop(Math.max(0, ...weeks.map(sum)));
  const plot = HEIGHT - TOP - BOTTOM;
  const slot = (WIDTH - LEFT) / weeks.length;
  const y = (value: number) => TOP + plot - (value / top) * plot;
  return (
    <figure className="desk-figure" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{caption}</h2>
      {note ? <p className="desk-figure-note">{note}</p> : null}
      <ul className="desk-legend" aria-hidden="true">
        {series.map((s) => (
          <li key={s.key}>
            <span className={`desk-swatch ${s.fill}`} />
            {s.label}
          </li>
        ))}
      </ul>
      <svg className="desk-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
        {[0, top / 2, top].filter(Number.isInteger).map((tick) => (
          <g key={tick}>
            <line className="desk-chart-grid" x1={LEFT} x2={WIDTH} y1={y(tick)} y2={y(tick)} />
            <text className="desk-chart-label" x={LEFT - 6} y={y(tick) + 5} textAnchor="end">
              {tick}
            </text>
          </g>
        ))}
        {weeks.map((week, i) => {
          let base = 0;
          const x = LEFT + i * slot + slot * 0.18;
          return (
            <g key={week.start}>
              {series.map((s) => {
                const value = s.value(week);
                if (!value) return null;
                const rect = (
                  <rect
                    key={s.key}
                    className={s.fill}
                    x={x}
                    width={slot * 0.64}
                    y={y(base + value)}
                    height={y(base) - y(base + value)}
                  />
                );
                base += value;
                return rect;
              })}
              <text
                className={`desk-chart-label${(weeks.length - 1 - i) % 2 ? " desk-chart-minor" : ""}`}
                x={x + slot * 0.32}
                y={HEIGHT - 8}
                textAnchor="middle"
              >
                {week.week?.slice(5)}
              </text>
            </g>
          );
        })}
      </svg>
      <div className="desk-table-wrap" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <table className="desk-table">
          <caption id={`${id}-caption`}>{deskCopy.figures.tableLabel(caption)}</caption>
          <thead>
            <tr>
              <th scope="col">{deskCopy.figures.week}</th>
              {series.map((s) => (
                <th scope="col" key={s.key}>
                  {s.label}
                </th>
              ))}
              <th scope="col">{deskCopy.figures.received}</th>
              {extra.map((column) => (
                <th scope="col" key={column.label}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...weeks, total].map((row) => (
              <tr key={row.week ?? "total"} className={row.week ? undefined : "desk-table-total"}>
                <th scope="row">{row.week ?? deskCopy.figures.total}</th>
                {series.map((s) => (
                  <td key={s.key}>{s.value(row)}</td>
                ))}
                <td>{row.received}</td>
                {extra.map((column) => (
                  <td key={column.label}>{column.text(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
