/**
 * Page-side checks shared by the Chromium suite (test/e2e, playwright's `page.evaluate`) and the
 * cross-engine suite (test/cross, `driver.evaluate`): each is a self-contained function sent to the
 * page as source, so both suites check the same thing the same way.
 */

/**
 * Page-side: makes the page ready for a capture. With `scrollThrough`, the window goes through
 * the page one viewport at a time (two frames each, so scroll reveals, lazy pictures and islands
 * near the viewport see it), then to each element still waiting for its reveal, and back to the
 * top. Then it waits, at most 5 s in all, for the
 * pictures seen to finish loading and for reveals in view, then for the running finite animations
 * and transitions to end (at most 1.5 s), then two frames, so the capture shows what was painted.
 */
export async function readyForCapture(scrollThrough: boolean): Promise<void> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const inView = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth;
  };
  const seen = new Set<HTMLImageElement>();
  const look = () => {
    for (const img of document.images)
      if (inView(img) && img.checkVisibility({ visibilityProperty: true })) seen.add(img);
  };
  if (scrollThrough) {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: "instant" });
      await frame();
      await frame();
      look();
    }
    // The page can get shorter during the scan: an island that woke on the way (the /hire tabs)
    // replaces its no-JavaScript layout, every panel, with one panel, and what was below moves up
    // past the scan. A visitor scrolling on would still see it; the scan brings each element still
    // waiting for its reveal into view once.
    for (const pending of document.querySelectorAll(".reveal-pending")) {
      pending.scrollIntoView({ block: "center", behavior: "instant" });
      await frame();
      await frame();
      look();
    }
    window.scrollTo({ top: 0, behavior: "instant" });
  }
  await frame();
  look();
  const deadline = Date.now() + 5000;
  const waiting = () =>
    [...seen].some((img) => !img.complete) || [...document.querySelectorAll(".reveal-pending")].some(inView);
  while (waiting() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  const remaining = document.getAnimations().map((a) => {
    const timing = a.effect?.getComputedTiming();
    if (a.playState !== "running" || !timing || timing.iterations === Infinity) return 0;
    return Number(timing.endTime ?? 0) - Number(timing.localTime ?? 0) / (a.playbackRate || 1);
  });
  const longest = Math.min(1500, Math.max(0, ...remaining));
  if (longest > 0) await new Promise((resolve) => setTimeout(resolve, longest));
  await frame();
  await frame();
}

/**
 * Page-side: the pictures that did not load. Every rendered <img> is brought into view (the window
 * scrolls to it) and must then be complete with a natural width. An image that stays outside the
 * visible area even then — a carousel slide clipped by its track, a team page not shown — is lazy
 * and not asked for yet, which is right; one that failed (complete with no picture) is always broken.
 */
export async function findBrokenImages(): Promise<string[]> {
  const seen = (img: HTMLImageElement) =>
    new Promise<boolean>((resolve) => {
      const observer = new IntersectionObserver((entries) => {
        observer.disconnect();
        resolve(entries.some((e) => e.isIntersecting));
      });
      observer.observe(img);
    });
  const broken: string[] = [];
  for (const img of [...document.images]) {
    const name = () => `${img.currentSrc || img.src} (complete: ${img.complete}, width: ${img.naturalWidth})`;
    if (img.complete) {
      if (img.naturalWidth === 0) broken.push(name());
      continue;
    }
    if (!img.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const rect = img.getBoundingClientRect();
    window.scrollTo({ top: window.scrollY + rect.top - window.innerHeight / 3, behavior: "instant" });
    if (!(await seen(img))) continue;
    const deadline = Date.now() + 5000;
    while (!img.complete && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    if (!img.complete || img.naturalWidth === 0) broken.push(name());
  }
  window.scrollTo({ top: 0, behavior: "instant" });
  return broken;
}

/** Page-side: the page's state as the route sweeps check it, read in one round trip. */
export function routeState() {
  return {
    h1: document.querySelectorAll("h1").length,
    reducedMotion: matchMedia("(prefers-reduced-motion: reduce)").matches,
    overlay: document.querySelectorAll("[data-intro-overlay]").length,
    revealPending: document.querySelectorAll(".reveal-pending").length,
    endlessAnimations: document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations === Infinity)
      .length,
    sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
  };
}

/** A text run the pixel contrast pass judges, as `markTextRuns` describes it. */
export interface TextRun {
  /** The element and the start of its text, for a person to find it. */
  label: string;
  /** The computed text colour (`rgb(…)`/`rgba(…)`). */
  color: string;
  /** The product of the opacities of the element and its ancestors: it fades the text too. */
  opacity: number;
  fontSize: number;
  fontWeight: number;
}

/**
 * Page-side: finds the text runs (text nodes) painted over something other than one solid colour —
 * an element with a background image or gradient under the text before any opaque background
 * colour — plus the text of the elements `extra` names (CSS selectors, e.g. the nodes axe left
 * "incomplete"). Visible text only (not clipped away as screen-reader-only text). Keeps them on the
 * page for `hideTextRuns` and `textRunRects`, and describes them in the same order.
 */
export function markTextRuns(extra: string[]): TextRun[] {
  const opaque = (colour: string) => /^rgb\(/.test(colour) || /^rgba\(.*,\s*1\)$/.test(colour);
  // Memoised per element: a page has thousands of text nodes and few distinct ancestors.
  const memo = new Map<Element, { image: boolean; hidden: boolean }>();
  const look = (el: Element | null): { image: boolean; hidden: boolean } => {
    if (!el) return { image: true, hidden: false };
    const known = memo.get(el);
    if (known) return known;
    const style = getComputedStyle(el);
    const hidden = style.clip !== "auto" || style.clipPath !== "none" || look(el.parentElement).hidden;
    const image = style.backgroundImage !== "none" || (!opaque(style.backgroundColor) && look(el.parentElement).image);
    const found = { image, hidden };
    memo.set(el, found);
    return found;
  };
  const extraElements = new Set(extra.flatMap((selector) => [...document.querySelectorAll(selector)]));
  const runs: Text[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    const el = text.parentElement;
    if (!el || !text.data.trim() || el.closest("script, style, noscript, template, option")) continue;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(text);
    const rect = range.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1) continue;
    const { image, hidden } = look(el);
    if (!hidden && (image || extraElements.has(el))) runs.push(text);
  }
  (globalThis as unknown as { __textRuns: Text[] }).__textRuns = runs;
  return runs.map((text) => {
    const el = text.parentElement!;
    const style = getComputedStyle(el);
    let opacity = 1;
    for (let a: Element | null = el; a; a = a.parentElement) opacity *= Number(getComputedStyle(a).opacity);
    const name = `${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? `.${el.className.trim().split(/\s+/).join(".")}` : ""}`;
    return {
      label: `${name} "${text.data.trim().slice(0, 40)}"`,
      color: style.color,
      opacity,
      fontSize: parseFloat(style.fontSize),
      fontWeight: Number(style.fontWeight),
    };
  });
}

/**
 * Page-side: makes the text of the runs `markTextRuns` found transparent (through the CSSOM, which
 * the Content-Security-Policy allows), so a screenshot shows what is behind it; `false` puts back
 * each element's own colour declaration as it was. Resolves after two frames, once painted.
 */
export async function hideTextRuns(hide: boolean): Promise<void> {
  const state = globalThis as unknown as { __textRuns: Text[]; __textRunColours?: Map<HTMLElement, [string, string]> };
  const elements = new Set(state.__textRuns.map((text) => text.parentElement!));
  if (hide) {
    state.__textRunColours = new Map(
      [...elements].map((el) => [el, [el.style.getPropertyValue("color"), el.style.getPropertyPriority("color")]]),
    );
    for (const el of elements) el.style.setProperty("color", "transparent", "important");
  } else {
    for (const [el, [value, priority]] of state.__textRunColours ?? []) {
      if (value) el.style.setProperty("color", value, priority);
      else el.style.removeProperty("color");
    }
  }
  for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
}

/**
 * Page-side: where each marked run's text is in the viewport now (a Range's box: the glyphs' line
 * boxes, no padding or border), the bottom of the fixed header (nothing under it is seen), the
 * viewport and the scroll position.
 */
export function textRunRects() {
  const rects = (globalThis as unknown as { __textRuns: Text[] }).__textRuns.map((text) => {
    const range = document.createRange();
    range.selectNodeContents(text);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { x, y, width, height };
  });
  const header = document.querySelector("body > header, .site-header")?.getBoundingClientRect().bottom ?? 0;
  return { rects, header, width: innerWidth, height: innerHeight, scrollY };
}
