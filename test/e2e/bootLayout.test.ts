/**
 * Booting a page forces no layout: the site's script (shell enhancements, scroll reveal, islands
 * waking) never reads geometry while the page's styles are dirty, so its work stays a short task
 * of its own and the browser's style and layout run once, in its own frame. A read of layout
 * during boot (getBoundingClientRect, scrollY, …) shows in Chromium's trace as a Layout or
 * UpdateLayoutTree event with the JavaScript stack that forced it; each one lengthens the task the
 * visitor waits on (Total Blocking Time).
 *
 * The entry is `async` and does its work after `await`s (DOMContentLoaded, then a task of its
 * own), outside the module's evaluation: so a forced layout is found by its stack, any frame of
 * which is the site's own script, wherever the task. The control case makes the boot force one,
 * at the very point the entry starts the shell, and checks that it is found.
 */
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { getBrowser, openPage } from "../support/browser";

interface TraceEvent {
  name: string;
  ph: string;
  args?: {
    beginData?: { stackTrace?: { url: string; lineNumber: number; columnNumber: number; functionName?: string }[] };
  };
}

const LAYOUT = new Set(["Layout", "UpdateLayoutTree"]);
const SITE_SCRIPT = /^\/assets\/[^/]+\.js$/;

/** Style and layout passes forced synchronously while the site's own script was on the stack. */
function forcedLayouts(events: TraceEvent[]): string[] {
  return events
    .filter((e) => LAYOUT.has(e.name))
    .flatMap((e) => {
      const stack = e.args?.beginData?.stackTrace ?? [];
      const site = stack.find((frame) => frame.url && SITE_SCRIPT.test(new URL(frame.url).pathname));
      return site ? [`${e.name} forced at ${new URL(site.url).pathname}:${site.lineNumber}:${site.columnNumber}`] : [];
    });
}

/** Opens `path` with Chromium's timeline traced from before navigation; the forced layouts of its boot. */
async function bootTrace(path: string, width: number, before?: (page: Page) => Promise<unknown>): Promise<string[]> {
  const browser: Browser = await getBrowser();
  const opened = await openPage(path, {
    width,
    before: async (page) => {
      await before?.(page);
      await browser.startTracing(page, {
        categories: [
          "devtools.timeline",
          "disabled-by-default-devtools.timeline",
          "disabled-by-default-devtools.timeline.stack",
          "v8",
        ],
      });
    },
  });
  await opened.settled();
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  return forcedLayouts(trace.traceEvents);
}

describe("booting a page", () => {
  it.each([
    ["/portfolio", 390],
    ["/about", 1280],
    ["/CustomDev", 1280],
  ])("%s at %i px: the site's script forces no style or layout pass", async (path, width) => {
    expect(await bootTrace(path, width)).toEqual([]);
  });

  it("control: a layout read where the entry starts the shell (after its awaits) is found", async () => {
    const forced = await bootTrace("/about", 1280, (page) =>
      // When the entry marks <html> with `js` (right before enhanceShell), dirty the layout and read it.
      page.addInitScript(() => {
        const add = DOMTokenList.prototype.add;
        DOMTokenList.prototype.add = function (...tokens: string[]) {
          add.apply(this, tokens);
          if (tokens.includes("js") && this === document.documentElement.classList) {
            document.body.style.paddingBottom = "1px";
            void document.body.getBoundingClientRect().height;
          }
        };
      }),
    );
    expect(forced.length).toBeGreaterThan(0);
    expect(forced.every((line) => /forced at \/assets\/entry-[^/]+\.js:/.test(line))).toBe(true);
  });
});
