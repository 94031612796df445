import { deskCopy, formWords, holdReasonWords, stateWords } from "../words";
import { inboxStates, queryHref, type DeskQuery } from "../viewQuery";

/** A `<select>` with "Any" first; the value of the query is selected. */
function Choice({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value?: string;
  options: [string, string][];
}) {
  return (
    <div className="field desk-field">
      <label className="field-label" htmlFor={`filter-${name}`}>
        {label}
      </label>
      <select className="field-control" id={`filter-${name}`} name={name} defaultValue={value ?? ""}>
        <option value="">{deskCopy.any}</option>
        {options.map(([option, words]) => (
          <option key={option} value={option}>
            {words}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A day's date field (UTC, `YYYY-MM-DD`): a bound of when the leads were received. */
function Day({ name, label, value }: { name: "since" | "before"; label: string; value?: string }) {
  return (
    <div className="field desk-field">
      <label className="field-label" htmlFor={`filter-${name}`}>
        {label}
      </label>
      <input className="field-control" id={`filter-${name}`} name={name} type="date" defaultValue={value ?? ""} />
    </div>
  );
}

/**
 * The filters of a view, as a GET form to the view's own path: the answer is a link to what it
 * shows. The inbox filters by state, the held tab by reason; every tab by words, form and days.
 */
export function FilterForm({ query, action }: { query: DeskQuery; action: string }) {
  const clear = queryHref({ view: query.view });
  return (
    <form className="desk-filters" method="get" action={action} role="search" aria-label={deskCopy.filtersLabel}>
      <div className="field desk-field desk-search">
        <label className="field-label" htmlFor="filter-q">
          {deskCopy.search}
        </label>
        <input
          className="field-control"
          id="filter-q"
          name="q"
          type="search"
          defaultValue={query.q ?? ""}
          aria-describedby="filter-q-hint"
        />
        <span className="form-hint" id="filter-q-hint">
          {deskCopy.searchHint}
        </span>
      </div>
      {query.view === "inbox" ? (
        <Choice
          name="state"
          label={deskCopy.state}
          value={query.state}
          options={inboxStates.map((state) => [state, stateWords[state] ?? state])}
        />
      ) : null}
      {query.view === "held" ? (
        <Choice name="reason" label={deskCopy.reason} value={query.reason} options={Object.entries(holdReasonWords)} />
      ) : null}
      <Choice name="form" label={deskCopy.form} value={query.form} options={Object.entries(formWords)} />
      <Day name="since" label={deskCopy.since} value={query.since} />
      <Day name="before" label={deskCopy.before} value={query.before} />
      <div className="desk-filter-actions">
        <button className="btn btn-primary" type="submit">
          {deskCopy.apply}
        </button>
        <a className="btn btn-secondary" href={clear}>
          {deskCopy.clear}
        </a>
      </div>
    </form>
  );
}
