import "./desk.css";
import "./desk-list.css";
import "./desk-lead.css";
import "./desk-figures.css";

/**
 * The desk's one script (its own chunk: no public page loads it). The server writes every moment
 * in UTC (it cannot know the operator's time zone); this rewrites each `<time data-desk-time>` in
 * the browser's own zone, and keeps the UTC text as its title. Without it, the UTC text stays.
 */
function localTimes(): void {
  const format = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
  for (const time of document.querySelectorAll<HTMLTimeElement>("time[data-desk-time]")) {
    const date = new Date(time.dateTime);
    if (Number.isNaN(date.getTime())) continue;
    time.title = time.textContent ?? "";
    time.textContent = format.format(date);
  }
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", localTimes, { once: true });
else localTimes();
