/**
 * Contrast judged from the rendered pixels, for the text axe cannot judge: text over a gradient or
 * a picture (axe leaves it "incomplete"). Each run's text is made transparent, the page is
 * screenshotted, and the pixels inside the text's own box are held against the text colour
 * (test/support/contrast.ts): the worst 5 % of them must reach WCAG AA.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import type { Page } from "playwright-core";
import type { AxeResults } from "./browser";
import { backgroundContrast, parseRgb, requiredRatio } from "./contrast";
import { hideTextRuns, markTextRuns, textRunRects } from "./pageChecks";
import { crop, decodePng } from "./png";

export interface JudgedRun {
  label: string;
  /** The ratio all but the worst 5 % of the pixels behind the text reach. */
  ratio: number;
  /** 4.5, or 3 for large text. */
  required: number;
}

export interface PixelContrast {
  judged: JudgedRun[];
  /** Runs whose box never came fully into a screenshot (outside the page's width): not judged. */
  unseen: string[];
  /** How long the pass took. */
  ms: number;
}

const RECORD_DIR = "test-results/contrast";

/** Keeps the text this far below the fixed header, clear of the shadow it casts when scrolled. */
const BELOW_HEADER = 24;

const frames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Judges every text run over a non-solid background (and the elements `extra` names, e.g. axe's
 * incomplete nodes) from the pixels behind it, one viewport screenshot for each stretch of the page
 * that holds runs; leaves the page as it found it, scrolled to the top.
 */
export async function judgeContrastFromPixels(page: Page, extra: string[] = []): Promise<PixelContrast> {
  const started = performance.now();
  // The colours at rest: a change just made is read once its frame and any transition are done.
  await frames(page);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const runs = await page.evaluate(markTextRuns, extra);
  const result: PixelContrast = { judged: [], unseen: [], ms: 0 };
  if (runs.length === 0) return result;
  await page.evaluate(hideTextRuns, true);
  const pending = new Set(runs.keys());
  try {
    while (pending.size > 0) {
      const before = await page.evaluate(textRunRects);
      const first = Math.min(...[...pending].map((i) => before.rects[i]!.y + before.scrollY));
      await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), first - before.header - BELOW_HEADER);
      await frames(page);
      const view = await page.evaluate(textRunRects);
      // The runs now wholly in view below the header (or, taller than that space, starting in it).
      const room = view.height - view.header - BELOW_HEADER;
      const seen = [...pending].filter((i) => {
        const { x, y, width, height } = view.rects[i]!;
        const across = x >= 0 && x + width <= view.width;
        return across && y >= view.header && (y + height <= view.height || height > room);
      });
      if (seen.length > 0) {
        // One screenshot of the stretch that holds them (a smaller image is quicker to encode and read).
        const top = Math.floor(Math.min(...seen.map((i) => view.rects[i]!.y)));
        const bottom = Math.ceil(Math.max(...seen.map((i) => view.rects[i]!.y + view.rects[i]!.height)));
        const clip = { x: 0, y: top, width: view.width, height: Math.min(view.height, bottom) - top };
        const pixels = decodePng(await page.screenshot({ clip, scale: "css", animations: "disabled", caret: "hide" }));
        for (const i of seen) {
          const { x, y, width, height } = view.rects[i]!;
          const run = runs[i]!;
          const text = parseRgb(run.color);
          const behind = crop(pixels, x, y - top, width, Math.min(height, view.height - y));
          pending.delete(i);
          if (behind.length === 0) result.unseen.push(run.label);
          else
            result.judged.push({
              label: run.label,
              ratio: backgroundContrast({ ...text, a: text.a * run.opacity }, behind),
              required: requiredRatio(run.fontSize, run.fontWeight),
            });
        }
        continue;
      }
      // The topmost pending run cannot be brought fully into view (it lies beside the page's
      // width, a carousel slide off to the side): it is not seen, so it is not judged.
      for (const i of pending) {
        if (before.rects[i]!.y + before.scrollY === first) {
          result.unseen.push(runs[i]!.label);
          pending.delete(i);
        }
      }
    }
  } finally {
    await page.evaluate(hideTextRuns, false);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    // Painted again as it was before the caller goes on (on a loaded machine that takes a while).
    await frames(page);
  }
  result.ms = Math.round(performance.now() - started);
  return result;
}

/** The runs below WCAG AA, as lines a person can read. */
export const failing = ({ judged }: PixelContrast): string[] =>
  judged.filter((r) => r.ratio < r.required).map((r) => `${r.label}: ${r.ratio.toFixed(2)} < ${r.required}`);

/** The elements axe left "incomplete" for colour contrast (over a gradient, a picture …), as selectors. */
export const incompleteContrast = (results: AxeResults): string[] =>
  results.incomplete
    .filter((rule) => rule.id === "color-contrast")
    .flatMap((rule) => rule.nodes.map((node) => node.target))
    .flatMap((target) => (target.length === 1 && typeof target[0] === "string" ? [target[0]] : []));

/** Writes what the pass judged on a page to test-results/contrast/<name>.json, for the figures. */
export function record(name: string, results: Record<string, PixelContrast>): void {
  mkdirSync(RECORD_DIR, { recursive: true });
  writeFileSync(`${RECORD_DIR}/${name.replace(/[^\w-]+/g, "_")}.json`, JSON.stringify(results, null, 1));
}
