import { deskCopy, formWords, holdReasonWords, stateWords } from "../words";
import { FIGURE_WEEKS, type Outcome } from "../../server/leads/figures";
import { duration, percent, type DeskFigures, type FigureRow } from "../figureRows";
import { WeekChart, type Series } from "./WeekChart";
import { own } from "../../server/leads/own";

const copy = deskCopy.figures;

/** The desk's eight fill colours for series with no colour of their own (forms, reasons), in turn. */
const fill = (i: number) => `desk-fill-${i % 8}`;

const OUTCOMES: Outcome[] = ["delivered", "pending", "held", "failed"];

const WIDTH = 640;
const ROW = 26;
const LEFT = 96;

/**
 * Each channel's median and 95th-percentile time to delivery as two bars on one scale, drawn on
 * the server and hidden from assistive technology: the table under it has the same numbers.
 */
function DeliveryTimes({ figures }: { figures: DeskFigures }) {
  const times = figures.deliveryTimes;
  const longest = Math.max(1, ...times.map((t) => t.p95 ?? 0));
  const width = (ms: number | null) => ((ms ?? 0) / longest) * (WIDTH - LEFT - 80);
  const height = times.length * ROW * 2.5 + 8;
  return (
    <figure className="desk-figure" aria-labelledby="times-title">
      <h2 id="times-title">{copy.times}</h2>
      <p className="desk-figure-note">{copy.timesNote}</p>
      {times.length === 0 ? (
        <p className="desk-empty">{copy.noDeliveries}</p>
      ) : (
        <>
          <ul className="desk-legend" aria-hidden="true">
            <li>
              <span className="desk-swatch desk-fill-0" />
              {copy.median}
            </li>
            <li>
              <span className="desk-swatch desk-fill-1" />
              {copy.p95}
            </li>
          </ul>
          <svg className="desk-chart" viewBox={`0 0 ${WIDTH} ${height}`} aria-hidden="true" focusable="false">
            {times.map((t, i) => {
              const top = 4 + i * ROW * 2.5;
              return (
                <g key={t.channel}>
                  <text className="desk-chart-label" x={LEFT - 8} y={top + ROW - 4} textAnchor="end">
                    {t.label}
                  </text>
                  {[t.median, t.p95].map((ms, j) => (
                    <g key={j}>
                      <rect className={fill(j)} x={LEFT} y={top + j * ROW} width={width(ms)} height={ROW - 6} />
                      <text className="desk-chart-label" x={LEFT + width(ms) + 6} y={top + j * ROW + ROW - 11}>
                        {duration(ms)}
                      </text>
                    </g>
                  ))}
                </g>
              );
            })}
          </svg>
          <div className="desk-table-wrap" role="region" aria-labelledby="times-caption" tabIndex={0}>
            <table className="desk-table">
              <caption id="times-caption">{copy.tableLabel(copy.times)}</caption>
              <thead>
                <tr>
                  <th scope="col">{copy.channel}</th>
                  <th scope="col">{copy.delivered}</th>
                  <th scope="col">{copy.median}</th>
                  <th scope="col">{copy.p95}</th>
                </tr>
              </thead>
              <tbody>
                {times.map((t) => (
                  <tr key={t.channel}>
                    <th scope="row">{t.label}</th>
                    <td>{t.delivered}</td>
                    <td>{duration(t.median)}</td>
                    <td>{duration(t.p95)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}

/**
 * `/desk/figures`: the last twelve ISO weeks (UTC) at a glance: the share held, enquiries per week
 * by form, what became of them, why some are held, and how long each channel takes to deliver.
 */
export function FiguresPage({ figures }: { figures: DeskFigures }) {
  const { weeks, total } = figures;
  const forms: Series[] = figures.forms.map((form, i) => ({
    key: form,
    label: own(formWords, form) ?? form,
    fill: fill(i),
    value: (row) => row.byForm[form] ?? 0,
  }));
  const outcomes: Series[] = OUTCOMES.map((outcome) => ({
    key: outcome,
    label: stateWords[outcome]!,
    fill: `desk-fill-${outcome}`,
    value: (row) => row.byOutcome[outcome],
  }));
  const reasons: Series[] = figures.reasons.map((reason, i) => ({
    key: reason,
    label: own(holdReasonWords, reason) ?? reason,
    fill: fill(i),
    value: (row) => row.heldBy[reason] ?? 0,
  }));
  const heldShare = (row: FigureRow) => percent(row.byOutcome.held, row.received);
  return (
    <>
      <h1>{copy.title}</h1>
      <p>{copy.intro(FIGURE_WEEKS)}</p>
      <p className="desk-figure-lead">{copy.heldShare(total.byOutcome.held, total.received, heldShare(total))}</p>
      <WeekChart id="forms" caption={copy.byForm} weeks={weeks} total={total} series={forms} />
      <WeekChart
        id="outcomes"
        caption={copy.byOutcome}
        note={copy.outcomesNote}
        weeks={weeks}
        total={total}
        series={outcomes}
        extra={[{ label: copy.heldShareColumn, text: heldShare }]}
      />
      {reasons.length ? (
        <WeekChart id="reasons" caption={copy.byReason} weeks={weeks} total={total} series={reasons} />
      ) : (
        <section aria-labelledby="reasons-title">
          <h2 id="reasons-title">{copy.byReason}</h2>
          <p className="desk-empty">{copy.noneHeld}</p>
        </section>
      )}
      <DeliveryTimes figures={figures} />
    </>
  );
}
