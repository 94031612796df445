/**
 * Booting a page forces no layout: the site's script (shell enhancements, scroll reveal, islands
 * waking) never reads geometry while the page's styles are dirty, so its work stays a short task
 * of its own and the browser's style and layout run once, in its own frame. A read of layout
 * during boot (getBoundingClientRect, scrollY, …) shows in Chromium's trace as a Layout or
 * UpdateLayoutTree event inside the script's evaluation; each one lengthens the task the visitor
 * waits on (Total Blocking Time).
 */
import { describe, expect, it } from "vitest";
import { getBrowser, openPage } from "../support/browser";

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    data?: { url?: string };
    beginData?: { stackTrace?: { url: string; lineNumber: number; columnNumber: number }[] };
  };
}

const LAYOUT = new Set(["Layout", "UpdateLayoutTree"]);

/** Layout work nested in the site's own script: the entry's evaluation and its callbacks. */
function forcedLayouts(events: TraceEvent[]): string[] {
  const spans = events.filter((e) => e.ph === "X" && e.dur !== undefined);
  const inside = (outer: TraceEvent, inner: TraceEvent) =>
    inner.pid === outer.pid &&
    inner.tid === outer.tid &&
    inner.ts >= outer.ts &&
    inner.ts + inner.dur! <= outer.ts + outer.dur!;
  const boot = spans.find((e) => e.name === "v8.evaluateModule");
  const callbacks = spans.filter((e) => e.name === "FunctionCall" && /\/assets\/entry-/.test(e.args?.data?.url ?? ""));
  const scripts = [...(boot ? [boot] : []), ...callbacks];
  expect(boot, "the entry module's evaluation is in the trace").toBeDefined();
  return spans
    .filter((e) => LAYOUT.has(e.name) && scripts.some((script) => inside(script, e)))
    .map((e) => {
      const at = e.args?.beginData?.stackTrace?.[0];
      return `${e.name} forced at ${at ? `${new URL(at.url).pathname}:${at.lineNumber}:${at.columnNumber}` : "?"}`;
    });
}

describe("booting a page", () => {
  it.each([
    ["/portfolio", 390],
    ["/about", 1280],
    ["/CustomDev", 1280],
  ])("%s at %i px: the site's script forces no style or layout pass", async (path, width) => {
    const browser = await getBrowser();
    const opened = await openPage(path, {
      width,
      before: (page) =>
        browser.startTracing(page, {
          categories: [
            "devtools.timeline",
            "disabled-by-default-devtools.timeline",
            "disabled-by-default-devtools.timeline.stack",
            "v8",
          ],
        }),
    });
    await opened.settled();
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    expect(forcedLayouts(trace.traceEvents)).toEqual([]);
  });
});
