/** Turn-taking with the browser: a fresh task, and the end of a pointer press in progress. */

interface YieldingScheduler {
  yield: () => Promise<void>;
}

/**
 * Resolves in a new task, so the browser can paint and handle input in between:
 * `scheduler.yield()` where it exists, a MessageChannel message otherwise. Never a timer (a
 * throttled or paused timer must not stall hydration).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Resolves once no key, press or text input has reached `element` for `quietMs` (measured from
 * the call if none comes): a form wakes in a pause of its input, not between two keystrokes.
 * A timer, unlike the rest of the scheduler: only input in the page starts it, and a throttled
 * background tab is not being typed into.
 */
export function inputQuiet(element: HTMLElement, quietMs: number): Promise<void> {
  return new Promise((resolve) => {
    const types = ["keydown", "input", "pointerdown"] as const;
    const options = { capture: true, passive: true };
    let timer = 0;
    const restart = () => {
      clearTimeout(timer);
      timer = window.setTimeout(done, quietMs);
    };
    const done = () => {
      for (const type of types) element.removeEventListener(type, restart, options);
      resolve();
    };
    for (const type of types) element.addEventListener(type, restart, options);
    restart();
  });
}

let pressed = false;
const waiting: (() => void)[] = [];

/** Starts watching pointer presses anywhere in the document (once). */
export function trackPointer(): void {
  const options = { capture: true, passive: true };
  addEventListener("pointerdown", () => (pressed = true), options);
  // The click of a press is dispatched with its pointerup; the press ends in the task after it.
  const release = () =>
    void nextTask().then(() => {
      pressed = false;
      for (const resolve of waiting.splice(0)) resolve();
    });
  addEventListener("pointerup", release, options);
  addEventListener("pointercancel", release, options);
}

/** Resolves once no pointer press is in progress (at once if none is). */
export function pointerReleased(): Promise<void> {
  if (!pressed) return Promise.resolve();
  return new Promise((resolve) => waiting.push(resolve));
}
