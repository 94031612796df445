/**
 * Clicks that land on an island before it is hydrated: those the server markup handles itself
 * (links, form controls, submit buttons) are left alone; any other is remembered by its position
 * in the island and replayed once the island is awake, so a click is neither lost nor doubled
 * (recording stops just before `hydrateRoot`, from when React sees events itself).
 */
const NATIVE =
  "a[href], input, select, textarea, label, summary, [contenteditable], button[type=submit], form button:not([type])";

interface Recorded {
  /** Child indices from the island element down to the clicked element. */
  path: number[];
  tag: string;
}

export interface ClickRecorder {
  /** Stops recording (call right before hydrating). */
  stop: () => void;
  /** Clicks, in order, the elements that were clicked while recording (call once hydrated). */
  replay: () => void;
}

function pathOf(root: Element, target: Element): number[] {
  const path: number[] = [];
  for (let node = target; node !== root && node.parentElement; node = node.parentElement) {
    path.unshift([...node.parentElement.children].indexOf(node));
  }
  return path;
}

function elementAt(root: Element, path: readonly number[]): Element | undefined {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node;
}

export function recordClicks(island: HTMLElement): ClickRecorder {
  const recorded: Recorded[] = [];
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest(NATIVE)) return;
    recorded.push({ path: pathOf(island, target), tag: target.tagName });
  };
  island.addEventListener("click", onClick, true);
  return {
    stop: () => island.removeEventListener("click", onClick, true),
    replay: () => {
      for (const { path, tag } of recorded.splice(0)) {
        const element = elementAt(island, path);
        if (element instanceof HTMLElement && element.tagName === tag) element.click();
      }
    },
  };
}
