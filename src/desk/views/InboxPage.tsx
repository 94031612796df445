import { deskCopy, deskViews } from "../words";
import { queryHref, type DeskQuery } from "../viewQuery";
import type { DeskPage } from "../storeCalls";
import { FilterForm } from "./FilterForm";
import { LeadList } from "./LeadList";
import { Notice, type NoticeState } from "./Notice";

/**
 * A tab of the desk: its filters, the export of what they select, a page of leads (newest first)
 * and a link to the next. The held tab wraps its list in a form for bulk release or deletion.
 */
export function InboxPage({ query, page, notice }: { query: DeskQuery; page: DeskPage; notice?: NoticeState }) {
  const view = deskViews[query.view];
  const exportHref = (format: "csv" | "json") =>
    queryHref({ ...query, cursor: undefined }, "/desk/export", { view: query.view, format });
  const list = <LeadList leads={page.leads} selectable={query.view === "held"} empty={view.empty} />;
  return (
    <>
      <div className="desk-heading">
        <h1>{view.label}</h1>
        <p className="desk-export">
          {deskCopy.export}:{" "}
          <a href={exportHref("csv")} download="">
            {deskCopy.exportCsv}
          </a>{" "}
          <a href={exportHref("json")} download="">
            {deskCopy.exportJson}
          </a>
        </p>
      </div>
      <Notice notice={notice} />
      <FilterForm query={query} action={view.path} />
      {query.view === "held" && page.leads.length ? (
        <form className="desk-bulk" method="post" action="/desk/held/bulk">
          {list}
          <div className="desk-bulk-actions">
            <button className="btn btn-primary" type="submit" name="do" value="release">
              {deskCopy.releaseSelected}
            </button>
            <button className="btn btn-secondary" type="submit" name="do" value="delete">
              {deskCopy.deleteSelected}
            </button>
          </div>
        </form>
      ) : (
        list
      )}
      <nav className="desk-pager" aria-label={deskCopy.listLabel}>
        {query.cursor ? <a href={queryHref({ ...query, cursor: undefined })}>{deskCopy.newest}</a> : null}
        {page.next ? <a href={queryHref({ ...query, cursor: page.next })}>{deskCopy.older}</a> : null}
      </nav>
    </>
  );
}
