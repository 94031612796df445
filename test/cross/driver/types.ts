/**
 * The one thin browser interface the cross-engine suite is written against. Three adapters
 * implement it: Chromium (playwright-core), Firefox (puppeteer-core over WebDriver BiDi) and
 * WebKitGTK (selenium-webdriver over classic WebDriver). A test never sees which one it drives.
 */

export type EngineName = "chromium" | "firefox" | "webkit";

/** Every engine, in the order the cross projects are numbered (their ports: test/support/crossSetup.ts). */
export const engines: readonly EngineName[] = ["chromium", "firefox", "webkit"];

/** A text or pattern to match an accessible name or a visible text against (strings match exactly). */
export type TextMatch = string | RegExp;

/**
 * What to find, resolved in the page on every call (never a stale handle): by ARIA role and
 * accessible name, by exact visible text, or by CSS; optionally inside another query's first
 * match. Unless `includeHidden`, a role query skips what is hidden from assistive technology
 * (display: none, visibility: hidden, [hidden], aria-hidden) and a text query skips what is not
 * rendered; a CSS query finds everything.
 */
export interface Query {
  role?: string;
  name?: TextMatch;
  /** Heading level, with `role: "heading"`. */
  level?: number;
  /** Exact visible text of the innermost element (whitespace collapsed), or a pattern. */
  text?: TextMatch;
  css?: string;
  /** The n-th match (0-based); the first by default. */
  nth?: number;
  within?: Query;
  includeHidden?: boolean;
  /** Only `aria-selected="true"` / `aria-pressed="true"` / `aria-expanded="true"` elements. */
  selected?: boolean;
  pressed?: boolean;
}

/** A query written as a CSS selector string or a Query object. */
export type Target = string | Query;

/** Keys the suite presses; "Shift+Tab" holds Shift. */
export type Key =
  "Enter" | "Space" | "Tab" | "Shift+Tab" | "Escape" | "ArrowLeft" | "ArrowRight" | "Home" | "End" | "Backspace";

export interface OpenOptions {
  /** Viewport width in CSS px (the layout viewport the page sees as `innerWidth`). */
  width: number;
  /** Viewport height; 844 at 390 px wide, 800 otherwise. */
  height?: number;
  /** `prefers-reduced-motion: reduce`. */
  reducedMotion?: boolean;
  /**
   * Keep the page of the previous `open` when it has the same size and motion: navigate it (the
   * visit goes on, so the intro overlay is not shown again) instead of opening a fresh page; the
   * problems recorded so far are forgotten either way.
   */
  reuse?: boolean;
  /** Whether the site's shell will run, as for `goto` (false on the lead desk, whose own script marks nothing). */
  scripted?: boolean;
}

export interface GotoOptions {
  /** Whether the site's script will run (false when a test blocks it): then only the load is awaited. */
  scripted?: boolean;
}

export interface ScreenshotOptions {
  /** The whole page (default) or only the viewport. */
  fullPage?: boolean;
}

/** What went wrong in the page since it was opened (across the navigations of one `open`). */
export interface Problems {
  /** console.error messages, uncaught exceptions and unhandled rejections. */
  errors: string[];
  /** Content-Security-Policy violations. */
  cspViolations: string[];
}

export interface Driver {
  readonly engine: EngineName;
  /** Browser name and version, e.g. "Firefox 153.7.0". */
  readonly version: string;

  /**
   * Opens `path` of the site in a fresh page (fresh context where the engine has one; WebKit has
   * one window per session, reused) and waits for load; the previous page is closed.
   */
  open(path: string, options: OpenOptions): Promise<void>;
  /** Navigates the current page to `path` and waits for load (and, unless told otherwise, the site's script). */
  goto(path: string, options?: GotoOptions): Promise<void>;
  /** The current address. */
  url(): Promise<string>;

  count(target: Target): Promise<number>;
  /** Rendered with a box (not display: none, not visibility: hidden; any opacity, like Playwright's isVisible). */
  visible(target: Target): Promise<boolean>;
  text(target: Target): Promise<string | null>;
  attr(target: Target, name: string): Promise<string | null>;
  /** The value of a form control. */
  value(target: Target): Promise<string>;

  /** Scrolls the element into view (centred) and clicks its centre with the engine's real input. */
  click(target: Target): Promise<void>;
  /** Moves the real mouse pointer over the element's centre. */
  hover(target: Target): Promise<void>;
  /**
   * Scrolls the element into view and taps its centre with one finger, through the engine's own
   * touch input (not synthesised in the page). Rejects with the engine's error where its driver
   * has no touch input.
   */
  tap(target: Target): Promise<void>;
  /** Slides one finger `dx` px sideways across the element's centre (half before, half after it), in steps. */
  swipe(target: Target, dx: number): Promise<void>;
  focus(target: Target): Promise<void>;
  scrollIntoView(target: Target): Promise<void>;
  /** Replaces the value of a text field by typing `text` with the engine's real keyboard. */
  fill(target: Target, text: string): Promise<void>;
  press(key: Key): Promise<void>;

  /** Runs `fn` in the page (it must be self-contained: it is sent as source). */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** Runs `fn` in the page with the target's first match as its first argument. */
  evaluateOn<A extends unknown[], R>(
    target: Target,
    fn: (el: Element, ...args: A) => R,
    ...args: A
  ): Promise<Awaited<R>>;

  problems(): Promise<Problems>;
  /**
   * Brings the page to what a visitor who scrolled through it sees: the window goes through it one
   * viewport at a time and back to the top, then the pictures seen are loaded, reveals in view done
   * and finite animations ended (`readyForCapture` in test/support/pageChecks.ts).
   */
  scrollThrough(): Promise<void>;
  /**
   * Writes a PNG of the whole page (one capture, after the page was scrolled through and its
   * pictures loaded) or of the viewport to test-results/cross/<engine>/<name>.png; returns its path.
   */
  screenshot(name: string, options?: ScreenshotOptions): Promise<string>;
  /** Closes the page (and its context); the next `open` would anyway. */
  closePage(): Promise<void>;
  /** Ends the browser (and its driver): nothing may survive. */
  quit(): Promise<void>;
}
