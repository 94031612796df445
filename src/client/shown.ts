import { nextTask } from "./tasks";

/**
 * Prerendering (Speculation Rules, Chromium): a page the pointer rests on a link to is loaded and
 * its scripts run before the visitor asks for it, and perhaps never shown. Whatever depends on
 * the visitor seeing the page (the first page of the visit, a fresh form, islands waking, anything
 * that moves) waits for that moment: its activation, which fires `prerenderingchange`.
 */

/** Whether this document is being prerendered and has not been shown yet. */
export const prerendering = (): boolean => (document as Document & { prerendering?: boolean }).prerendering === true;

/**
 * Runs `callback` once the document is shown to the visitor: at once (synchronously) on a page
 * that was not prerendered. A prerendered one first paints: on its activation `callback` waits for
 * the page's first frame (a requestAnimationFrame, then a task), so the work it does (and the style
 * and layout it invalidates) comes after the page is on screen, not between the click and its first
 * frame. For work the first frame does not show: the visit's intro overlay (hidden until it is
 * decided), forms' ids, islands waking.
 */
export function afterShown(callback: () => void): void {
  if (!prerendering()) return callback();
  const afterFirstFrame = () => requestAnimationFrame(() => void nextTask().then(callback));
  document.addEventListener("prerenderingchange", afterFirstFrame, { once: true });
}
