/**
 * Input that lands on an island before it is hydrated: clicks the server markup handles itself
 * (links, form controls, submit buttons) are left alone; any other is remembered by its position
 * in the island and replayed once the island is awake, so a click is neither lost nor doubled
 * (recording stops just before `hydrateRoot`, from when React sees events itself).
 *
 * A form's submission (a click on its button, Enter in a field) is held instead of posted: the
 * island sends it once awake, with its sending state and toasts, however often it was asked for;
 * if the island cannot wake, the form posts as it would without JavaScript.
 */
const NATIVE =
  "a[href], input, select, textarea, label, summary, [contenteditable], button[type=submit], form button:not([type])";

interface Recorded {
  /** Child indices from the island element down to the clicked element. */
  path: number[];
  tag: string;
}

export interface ClickRecorder {
  /** Stops recording clicks and holding submissions (call right before hydrating). */
  stop: () => void;
  /** Clicks, in order, the elements that were clicked while recording, then `submit()` (call once hydrated). */
  replay: () => void;
  /** Submits the held form, once: to the island if it woke, else as the browser's own post (call after `stop`). */
  submit: () => void;
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

/** Records clicks on `island` and holds its forms' submissions, calling `onSubmit` on each (to wake it now). */
export function recordClicks(island: HTMLElement, onSubmit?: () => void): ClickRecorder {
  const recorded: Recorded[] = [];
  let held: SubmitEvent | undefined;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest(NATIVE)) return;
    recorded.push({ path: pathOf(island, target), tag: target.tagName });
  };
  const onSubmitEvent = (event: SubmitEvent) => {
    event.preventDefault();
    held ??= event;
    onSubmit?.();
  };
  island.addEventListener("click", onClick, true);
  island.addEventListener("submit", onSubmitEvent, true);
  const submit = () => {
    const form = held?.target;
    const submitter = held?.submitter as HTMLButtonElement | null | undefined;
    held = undefined;
    // The button that sent it, if it is still this form's (hydration keeps the server's nodes).
    if (form instanceof HTMLFormElement && form.isConnected)
      form.requestSubmit(submitter?.form === form ? submitter : undefined);
  };
  return {
    stop: () => {
      island.removeEventListener("click", onClick, true);
      island.removeEventListener("submit", onSubmitEvent, true);
    },
    replay: () => {
      for (const { path, tag } of recorded.splice(0)) {
        const element = elementAt(island, path);
        if (element instanceof HTMLElement && element.tagName === tag) element.click();
      }
      submit();
    },
    submit,
  };
}
