// @vitest-environment jsdom
/**
 * When islands wake, and what happens to a click that lands before: the strategies of
 * `data-hydrate`, with React's hydration replaced by a stand-in that records each call.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FakeIntersectionObserver } from "../../support/dom";
import { fakeIntersectionObserver, settle } from "../../support/dom";

const hydrateIsland = vi.hoisted(() =>
  vi.fn<(element: HTMLElement, name: string, component: unknown, props: unknown) => Promise<void>>(),
);
vi.mock("../../../src/client/hydrate", () => ({ hydrateIsland }));
// Stand-ins for two islands' chunks, and one whose chunk fails to load.
vi.mock("../../../src/client/islands/CountUp.tsx", () => ({ default: function CountUp() {} }));
vi.mock("../../../src/client/islands/TabPanels.tsx", () => ({ default: function TabPanels() {} }));
vi.mock("../../../src/client/islands/OfficeMap.tsx", () => {
  throw new TypeError("Importing a module script failed");
});

/** A fresh copy of wake.ts (and tasks.ts): no observer, queue or press left from another test. */
async function freshWake() {
  vi.resetModules();
  return import("../../../src/client/wake");
}

function island(name: string, when?: string, inner = "<div><p>one</p><p>two</p></div>"): HTMLElement {
  const element = document.createElement("div");
  element.setAttribute("data-island", name);
  if (when) element.setAttribute("data-hydrate", when);
  element.innerHTML = inner;
  document.body.append(element);
  return element;
}

const hydrated = (element: HTMLElement) => element.getAttribute("data-island-hydrated") === "true";
const hydratedNames = () => hydrateIsland.mock.calls.map(([, name]) => name);

let readyState: DocumentReadyState = "complete";

beforeEach(() => {
  document.body.replaceChildren();
  hydrateIsland.mockReset();
  hydrateIsland.mockResolvedValue(undefined);
  readyState = "complete";
  Object.defineProperty(document, "readyState", { configurable: true, get: () => readyState });
  // Chrome's scheduler.yield is not in jsdom; the MessageChannel path of nextTask runs.
  vi.stubGlobal("scheduler", undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, "readyState");
});

describe("idle", () => {
  it("without requestIdleCallback (Safari), wakes 200 ms after the load event, not before", async () => {
    expect("requestIdleCallback" in window).toBe(false);
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    readyState = "interactive";
    const element = island("CountUp", "idle");
    const { wakeIslands } = await freshWake();
    wakeIslands();
    vi.advanceTimersByTime(5000);
    await settle();
    expect(hydrateIsland).not.toHaveBeenCalled();

    readyState = "complete";
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(199);
    await settle();
    expect(hydrateIsland).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    await expect.poll(() => hydrated(element)).toBe(true);
    expect(hydrateIsland).toHaveBeenCalledTimes(1);
    expect(hydrateIsland).toHaveBeenCalledWith(element, "CountUp", expect.any(Function), {});
  });

  it("when the page has already loaded, counts the 200 ms from now", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const element = island("CountUp", "idle");
    const { wakeIslands } = await freshWake();
    wakeIslands();
    vi.advanceTimersByTime(199);
    await settle();
    expect(hydrateIsland).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await expect.poll(() => hydrated(element)).toBe(true);
  });

  it("with requestIdleCallback, wakes in the idle callback (3 s at the latest)", async () => {
    const idleCallbacks: { callback: () => void; options: unknown }[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void, options: unknown) => {
      idleCallbacks.push({ callback, options });
      return idleCallbacks.length;
    });
    const element = island("CountUp", "idle");
    const { wakeIslands } = await freshWake();
    wakeIslands();
    expect(idleCallbacks).toHaveLength(1);
    expect(idleCallbacks[0]?.options).toEqual({ timeout: 3000 });
    await settle(250);
    expect(hydrateIsland).not.toHaveBeenCalled();
    idleCallbacks[0]?.callback();
    await expect.poll(() => hydrated(element)).toBe(true);
  });
});

describe("visible", () => {
  it("wakes when the observer reports the island within 200 px of the viewport, not before", async () => {
    const Observer = fakeIntersectionObserver();
    const first = island("CountUp", "visible");
    const second = island("TabPanels"); // visible is the default
    const { wakeIslands } = await freshWake();
    wakeIslands();
    expect(Observer.instances).toHaveLength(1);
    const observer = Observer.instances[0] as FakeIntersectionObserver;
    expect(observer.options.rootMargin).toBe("200px");
    expect([...observer.observed]).toEqual([first, second]);

    observer.report([first, second], { isIntersecting: false });
    await settle();
    expect(hydrateIsland).not.toHaveBeenCalled();

    observer.report([second], { isIntersecting: true });
    await expect.poll(() => hydrated(second)).toBe(true);
    expect(hydratedNames()).toEqual(["TabPanels"]);
    expect(observer.observed.has(second)).toBe(false);

    observer.report([first], { isIntersecting: true });
    await expect.poll(() => hydrated(first)).toBe(true);
    expect(hydratedNames()).toEqual(["TabPanels", "CountUp"]);
  });

  it("wakes each island once, however often it is reported", async () => {
    const Observer = fakeIntersectionObserver();
    const element = island("CountUp");
    const { wakeIslands } = await freshWake();
    wakeIslands();
    const observer = Observer.instances[0] as FakeIntersectionObserver;
    observer.report([element], { isIntersecting: true });
    observer.observe(element); // as if still watched: a second report must not wake it again
    observer.report([element], { isIntersecting: true });
    await expect.poll(() => hydrated(element)).toBe(true);
    await settle();
    expect(hydrateIsland).toHaveBeenCalledTimes(1);
  });

  it("without IntersectionObserver, wakes at once", async () => {
    expect("IntersectionObserver" in window).toBe(false);
    const element = island("CountUp", "visible");
    const { wakeIslands } = await freshWake();
    wakeIslands();
    await expect.poll(() => hydrated(element)).toBe(true);
  });
});

describe("interaction", () => {
  const events: [string, (target: HTMLElement) => Event][] = [
    ["pointerdown", () => new PointerEvent("pointerdown", { bubbles: true })],
    ["focusin", () => new FocusEvent("focusin", { bubbles: true })],
    ["keydown", () => new KeyboardEvent("keydown", { bubbles: true, key: "Enter" })],
  ];

  it.each(events)("wakes on the first %s inside the island, and only once", async (_type, make) => {
    fakeIntersectionObserver();
    const element = island("CountUp", "interaction");
    const outside = document.createElement("p");
    document.body.append(outside);
    const { wakeIslands } = await freshWake();
    wakeIslands();
    outside.dispatchEvent(make(outside));
    await settle();
    expect(hydrateIsland).not.toHaveBeenCalled();

    const inner = element.querySelector("p") as HTMLElement;
    inner.dispatchEvent(make(inner));
    // A pointerdown starts a press: hydration waits for its end.
    document.dispatchEvent(new PointerEvent("pointerup", { bubbles: true }));
    await expect.poll(() => hydrated(element)).toBe(true);
    inner.dispatchEvent(make(inner));
    await settle();
    expect(hydrateIsland).toHaveBeenCalledTimes(1);
  });

  it("does not wake on a click-less hover or on events elsewhere", async () => {
    const element = island("CountUp", "interaction");
    const { wakeIslands } = await freshWake();
    wakeIslands();
    element.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, key: "Tab" }));
    await settle(100);
    expect(hydrateIsland).not.toHaveBeenCalled();
  });
});

describe("waking", () => {
  it("load: wakes at once, with the props the server wrote", async () => {
    const element = island("CountUp", "load");
    element.setAttribute("data-island-props", JSON.stringify({ value: 42, label: "Projects" }));
    const { wakeIslands } = await freshWake();
    wakeIslands();
    await expect.poll(() => hydrated(element)).toBe(true);
    expect(hydrateIsland).toHaveBeenCalledWith(element, "CountUp", expect.any(Function), {
      value: 42,
      label: "Projects",
    });
  });

  it("hydrates islands one at a time, in the order they woke", async () => {
    let finishFirst!: () => void;
    hydrateIsland.mockImplementationOnce(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const first = island("CountUp", "load");
    const second = island("TabPanels", "load");
    const { wakeIslands } = await freshWake();
    wakeIslands();
    await expect.poll(() => hydrateIsland.mock.calls.length).toBe(1);
    await settle(100);
    expect(hydratedNames()).toEqual(["CountUp"]);
    expect(hydrated(first)).toBe(false);
    finishFirst();
    await expect.poll(() => hydrated(second)).toBe(true);
    expect(hydrated(first)).toBe(true);
    expect(hydratedNames()).toEqual(["CountUp", "TabPanels"]);
  });

  it("an island whose chunk fails to load stays as rendered, with a warning; the next still wakes", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const broken = island("OfficeMap", "load");
    const next = island("CountUp", "load");
    const { wakeIslands } = await freshWake();
    wakeIslands();
    await expect.poll(() => hydrated(next)).toBe(true);
    expect(hydrated(broken)).toBe(false);
    expect(hydratedNames()).toEqual(["CountUp"]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/could not be loaded/), expect.anything());
    expect(error).not.toHaveBeenCalled();
  });

  it("an unknown island is reported and left alone", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const element = island("NoSuchIsland", "load");
    const { wakeIslands } = await freshWake();
    wakeIslands();
    await settle(100);
    expect(error).toHaveBeenCalledWith("Unknown island: NoSuchIsland");
    expect(hydrated(element)).toBe(false);
    expect(hydrateIsland).not.toHaveBeenCalled();
  });

  it("a hydration that throws is reported, and the island is not marked awake", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    hydrateIsland.mockRejectedValueOnce(new Error("boom"));
    const element = island("CountUp", "load");
    const { wakeIslands } = await freshWake();
    wakeIslands();
    await expect.poll(() => error.mock.calls.length).toBe(1);
    expect(error).toHaveBeenCalledWith("Island CountUp could not wake", expect.objectContaining({ message: "boom" }));
    expect(hydrated(element)).toBe(false);
  });
});

describe("a click before the island woke", () => {
  /** Hydration stand-in: from now on the island's own handlers count the clicks, per element. */
  function countClicksOnceHydrated(): Map<string, number> {
    const counts = new Map<string, number>();
    hydrateIsland.mockImplementation(async (element) => {
      element.addEventListener("click", (event) => {
        const label = (event.target as HTMLElement).textContent ?? "";
        counts.set(label, (counts.get(label) ?? 0) + 1);
      });
    });
    return counts;
  }

  it("is replayed exactly once after hydration, which waits for the press to end", async () => {
    const counts = countClicksOnceHydrated();
    const element = island("CountUp", "interaction", '<div><span role="button">Next</span></div>');
    const { wakeIslands } = await freshWake();
    wakeIslands();
    const next = element.querySelector("span") as HTMLElement;
    next.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    await settle(100);
    // Woken by the press, but not hydrated under it.
    expect(hydrateIsland).not.toHaveBeenCalled();
    next.click();
    next.dispatchEvent(new PointerEvent("pointerup", { bubbles: true }));
    await expect.poll(() => hydrated(element)).toBe(true);
    expect(counts.get("Next")).toBe(1);
    await settle();
    expect(counts.get("Next")).toBe(1);
    // Once awake, a click is the island's own, counted once.
    next.click();
    expect(counts.get("Next")).toBe(2);
  });

  it("on a native control is left to the browser, never replayed", async () => {
    const counts = countClicksOnceHydrated();
    const element = island(
      "CountUp",
      "visible",
      '<form><a href="#x">Link</a><button type="submit">Send</button><button>Plain</button><label>Label</label></form>',
    );
    const { wakeIslands } = await freshWake();
    wakeIslands();
    const clicks: string[] = [];
    document.addEventListener("click", (event) => {
      clicks.push((event.target as HTMLElement).textContent ?? "");
      event.preventDefault(); // no navigation or submission in jsdom
    });
    for (const control of element.querySelectorAll<HTMLElement>("a, button, label")) control.click();
    expect(clicks).toEqual(["Link", "Send", "Plain", "Label"]);
    // jsdom has no IntersectionObserver: a visible island wakes at once.
    await expect.poll(() => hydrated(element)).toBe(true);
    await settle();
    expect([...counts.keys()]).toEqual([]);
  });
});

describe("a form submitted before the island woke", () => {
  const FORM = '<form><input name="email" aria-label="Email"><button type="submit">Send</button></form>';
  /** Each submission that reached the document: whether something held it (or the island took it). */
  let reached: boolean[];
  const record = (event: Event) => {
    reached.push(event.defaultPrevented);
    event.preventDefault(); // jsdom does not post
  };
  beforeEach(() => {
    reached = [];
    document.addEventListener("submit", record);
  });
  afterEach(() => document.removeEventListener("submit", record));

  /** Hydration stand-in: from now on the island sends its form itself, counting each send. */
  function sendsOnceHydrated(): { sent: number } {
    const counted = { sent: 0 };
    hydrateIsland.mockImplementation(async (element) => {
      element.addEventListener("submit", (event) => {
        event.preventDefault();
        counted.sent += 1;
      });
    });
    return counted;
  }
  /** The Send button pressed: no pointer or focus event, nothing but the submission itself. */
  const send = (element: HTMLElement) =>
    element.querySelector("form")?.requestSubmit(element.querySelector("button") as HTMLButtonElement);

  it("is held, wakes the island at once (no 300 ms quiet), and is sent by it once", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const awake = sendsOnceHydrated();
    const element = island("CountUp", "interaction", FORM);
    const { wakeIslands } = await freshWake();
    wakeIslands();
    send(element);
    send(element);
    expect(reached).toEqual([true, true]);
    // No timer runs: the submission itself woke the island.
    await expect.poll(() => hydrated(element)).toBe(true);
    await settle();
    expect(awake.sent).toBe(1);
    // The island's own send (it cancels the browser's post, as React's handler does).
    expect(reached).toEqual([true, true, true]);
    expect(hydrateIsland).toHaveBeenCalledTimes(1);
    // Its strategy's own trigger wakes nothing more.
    element.querySelector("input")?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    vi.advanceTimersByTime(1000);
    await settle();
    expect(hydrateIsland).toHaveBeenCalledTimes(1);
    expect(awake.sent).toBe(1);
  });

  it("whose code fails to load is posted as without JavaScript, once", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const element = island("OfficeMap", "interaction", FORM);
    const { wakeIslands } = await freshWake();
    wakeIslands();
    send(element);
    send(element);
    await expect.poll(() => reached).toEqual([true, true, false]);
    await settle();
    expect(reached).toEqual([true, true, false]);
    expect(hydrated(element)).toBe(false);
  });

  it("of an unknown island is posted as without JavaScript", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const element = island("NoSuchIsland", "interaction", FORM);
    const { wakeIslands } = await freshWake();
    wakeIslands();
    send(element);
    await expect.poll(() => reached).toEqual([true, false]);
  });
});
