/**
 * Helpers for unit tests of client code in a DOM environment (jsdom): a controllable
 * IntersectionObserver (jsdom has none), and look-ups by role and accessible name.
 */
import { vi } from "vitest";

interface Report {
  isIntersecting: boolean;
  intersectionRatio?: number;
}

/** An IntersectionObserver that reports only when a test says so. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element): void {
    this.observed.add(target);
  }
  unobserve(target: Element): void {
    this.observed.delete(target);
  }
  disconnect(): void {
    this.observed.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports `targets` (those still observed) as the browser would. */
  report(targets: Element[], { isIntersecting, intersectionRatio = isIntersecting ? 1 : 0 }: Report): void {
    const entries = targets
      .filter((target) => this.observed.has(target))
      .map((target) => ({ target, isIntersecting, intersectionRatio }) as unknown as IntersectionObserverEntry);
    if (entries.length) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** Installs the fake as the global IntersectionObserver (undo with `vi.unstubAllGlobals()`). */
export function fakeIntersectionObserver(): typeof FakeIntersectionObserver {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  return FakeIntersectionObserver;
}

/** The accessible name of an element, as far as these tests need it: aria-label, else its text. */
export const accessibleName = (element: Element): string =>
  (element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim();

const ROLES: Record<string, string> = {
  button: "button, [role=button]",
  link: "a[href], [role=link]",
  navigation: "nav, [role=navigation]",
};

/** The one element of `role` whose accessible name matches `name` (throws unless exactly one). */
export function getByRole(role: keyof typeof ROLES, name: string | RegExp, root: ParentNode = document): HTMLElement {
  const matches = [...root.querySelectorAll<HTMLElement>(ROLES[role] ?? role)].filter((element) => {
    const actual = accessibleName(element);
    return typeof name === "string" ? actual === name : name.test(actual);
  });
  if (matches.length !== 1) throw new Error(`${matches.length} ${role}(s) named ${String(name)}`);
  return matches[0] as HTMLElement;
}

// The real timer, kept before any test fakes the timers.
const realSetTimeout = globalThis.setTimeout;

/** Resolves after `ms` of real time (default: a few tasks), whether or not timers are faked. */
export const settle = (ms = 20): Promise<void> => new Promise((resolve) => realSetTimeout(resolve, ms));
