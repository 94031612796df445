/**
 * Hydration on demand. Each island wakes when its `data-hydrate` strategy says (see
 * `HydrateWhen`); its chunk and React are fetched only then, and islands are hydrated one at a
 * time, each in its own task.
 */
import type { ComponentType } from "react";
import type * as Hydrator from "./hydrate";
import {
  HYDRATE_ATTR,
  HYDRATED_ATTR,
  ISLAND_ATTR,
  ISLAND_PROPS_ATTR,
  islandName,
  type HydrateWhen,
  type JsonProps,
} from "./islands/types";
import { islandsUnavailable } from "./islandsUnavailable";
import { recordClicks, type ClickRecorder } from "./replay";
import { inputQuiet, nextTask, pointerReleased, trackPointer } from "./tasks";

type IslandModule = { default: ComponentType<JsonProps> };

// One lazily loaded chunk per island, requested when that island wakes.
const loaders = import.meta.glob<IslandModule>("./islands/*.tsx");
const byName = new Map(Object.entries(loaders).map(([path, load]) => [islandName(path), load]));

/** How far ahead of the viewport a `visible` island wakes. */
const AHEAD = "200px";
const INTERACTIONS = ["pointerdown", "focusin", "keydown"] as const;
/**
 * An island woken by interaction waits until its input has been quiet this long: its server
 * markup (a form, links) is already doing what the visitor asked, and a wake-up between two
 * keystrokes (React's code evaluated, then hydration: one long task each) would hold the next one.
 */
const QUIET_MS = 300;

let hydrator: Promise<typeof Hydrator> | undefined;
const loadHydrator = () => (hydrator ??= import("./hydrate"));

interface Waking {
  element: HTMLElement;
  name: string;
  module: Promise<IslandModule>;
  clicks: ClickRecorder;
}
const queue: Waking[] = [];
let draining = false;

/** An island that will not wake: what the visitor did goes to the server's markup (a held form posts). */
function giveUp(clicks: ClickRecorder): void {
  clicks.stop();
  clicks.submit();
}

/** Hydrates the queued islands in order, yielding to the browser before each. */
async function drain(): Promise<void> {
  if (draining) return;
  draining = true;
  for (let next = queue.shift(); next; next = queue.shift()) {
    let loaded: [typeof Hydrator, IslandModule];
    try {
      loaded = await Promise.all([loadHydrator(), next.module]);
    } catch (error) {
      // The code did not arrive (offline, or an import cancelled as the visitor leaves): the page works as rendered.
      giveUp(next.clicks);
      islandsUnavailable(error);
      continue;
    }
    const [{ hydrateIsland }, { default: Component }] = loaded;
    try {
      await nextTask();
      // Markup is never swapped under a press in progress: its click goes to the server markup.
      await pointerReleased();
      next.clicks.stop();
      const props = JSON.parse(next.element.getAttribute(ISLAND_PROPS_ATTR) ?? "{}") as JsonProps;
      await hydrateIsland(next.element, next.name, Component, props);
      next.element.setAttribute(HYDRATED_ATTR, "true");
      next.clicks.replay();
    } catch (error) {
      giveUp(next.clicks);
      console.error(`Island ${next.name} could not wake`, error);
    }
  }
  draining = false;
}

function wake(element: HTMLElement, clicks: ClickRecorder): void {
  const name = element.getAttribute(ISLAND_ATTR) ?? "";
  const load = byName.get(name);
  if (!load) {
    // In a task of its own: a form does not submit from inside its own submit event.
    void nextTask().then(() => giveUp(clicks));
    console.error(`Unknown island: ${name}`);
    return;
  }
  // The island's chunk and React download side by side.
  void loadHydrator();
  const chunk = load();
  // Handled when its turn comes in drain(); until then a failed import is not an unhandled rejection.
  chunk.catch(() => undefined);
  queue.push({ element, name, module: chunk, clicks });
  void drain();
}

let observer: IntersectionObserver | undefined;
const onVisible = new Map<Element, () => void>();

function whenVisible(element: HTMLElement, callback: () => void): void {
  if (!("IntersectionObserver" in window)) return callback();
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        onVisible.get(entry.target)?.();
        onVisible.delete(entry.target);
      }
    },
    { rootMargin: AHEAD },
  );
  onVisible.set(element, callback);
  observer.observe(element);
}

function whenIdle(callback: () => void): void {
  const idle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(callback, { timeout: 3000 }) : setTimeout(callback, 200);
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}

function whenInteracted(element: HTMLElement, callback: () => void): void {
  const options = { capture: true, passive: true };
  const first = () => {
    for (const type of INTERACTIONS) element.removeEventListener(type, first, options);
    void inputQuiet(element, QUIET_MS).then(callback);
  };
  for (const type of INTERACTIONS) element.addEventListener(type, first, options);
}

/** Arms every island of the page to wake when its strategy says. */
export function wakeIslands(root: ParentNode = document): void {
  const elements = [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)];
  if (!elements.length) return;
  trackPointer();
  for (const element of elements) {
    let woken = false;
    // Once, whichever comes first: the island's strategy, or a submission (held until it is awake).
    const start = () => {
      if (!woken) wake(element, clicks);
      woken = true;
    };
    const clicks = recordClicks(element, start);
    const when = (element.getAttribute(HYDRATE_ATTR) ?? "visible") as HydrateWhen;
    if (when === "load") start();
    else if (when === "idle") whenIdle(start);
    else if (when === "interaction") whenInteracted(element, start);
    else whenVisible(element, start);
  }
}
