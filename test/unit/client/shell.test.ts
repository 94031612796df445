// @vitest-environment jsdom
/**
 * The shell's progressive enhancement on the real server markup (Header, IntroOverlay rendered
 * to HTML): disclosures, the header's scroll state, the intro overlay, scroll reveal and image
 * fallbacks.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { enhanceShell } from "../../../src/client/shell";
import { Header } from "../../../src/components/shell/Header";
import { IntroOverlay } from "../../../src/components/shell/IntroOverlay";
import { motion } from "../../../src/content/motion";
import type { FakeIntersectionObserver } from "../../support/dom";
import { fakeIntersectionObserver, getByRole } from "../../support/dom";

let reduceMotion = false;
let Observer: typeof FakeIntersectionObserver;

/** Lays out a page (header, overlay of `overlay`, `main`) and runs the shell on it. */
function page({ overlay = "none", main = "" }: { overlay?: "home" | "default" | "none"; main?: string } = {}) {
  document.body.innerHTML =
    renderToStaticMarkup(createElement(Header, { path: "/about" })) +
    renderToStaticMarkup(createElement(IntroOverlay, { kind: overlay })) +
    `<main>${main}</main>`;
  enhanceShell();
}

const header = () => document.querySelector("header") as HTMLElement;
/** A frame (requestAnimationFrame), then a task: what `afterShown` waits for on activation. */
const afterFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))).then(
    () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
  );
const menuButton = () => getByRole("button", "Menu");
const submenuButton = () => getByRole("button", /show the service pages/);
const expanded = (button: HTMLElement) => button.getAttribute("aria-expanded");
const panel = (button: HTMLElement) =>
  document.getElementById(button.getAttribute("aria-controls") ?? "") as HTMLElement;
const key = (target: Element, name: string) =>
  target.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true }));

// A browser runs the shell once per document; these tests run it once per test on one document,
// so the listeners each run added to the document and the window are removed after it.
const added: [EventTarget, string, EventListenerOrEventListenerObject, unknown][] = [];
const addEventListener = EventTarget.prototype.addEventListener;

beforeEach(() => {
  vi.spyOn(EventTarget.prototype, "addEventListener").mockImplementation(function (
    this: EventTarget,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) {
    if (listener && (this === document || this === window)) added.push([this, type, listener, options]);
    addEventListener.call(this, type, listener, options);
  });
  sessionStorage.clear();
  reduceMotion = false;
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === "(prefers-reduced-motion: reduce)" && reduceMotion,
    media: query,
  }));
  Observer = fakeIntersectionObserver();
});

afterEach(() => {
  for (const [target, type, listener, options] of added.splice(0)) {
    target.removeEventListener(type, listener, options as EventListenerOptions);
  }
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("disclosures", () => {
  it("start closed, and toggle aria-expanded and their panel on click", () => {
    page();
    const menu = menuButton();
    expect(expanded(menu)).toBe("false");
    expect(panel(menu).getAttribute("aria-label")).toBe("Main");
    expect(panel(menu).classList.contains("is-open")).toBe(false);
    menu.click();
    expect(expanded(menu)).toBe("true");
    expect(panel(menu).classList.contains("is-open")).toBe(true);
    menu.click();
    expect(expanded(menu)).toBe("false");
    expect(panel(menu).classList.contains("is-open")).toBe(false);
  });

  it("each button opens its own panel only", () => {
    page();
    submenuButton().click();
    expect(expanded(submenuButton())).toBe("true");
    expect(panel(submenuButton()).classList.contains("is-open")).toBe(true);
    expect(expanded(menuButton())).toBe("false");
    expect(panel(menuButton()).classList.contains("is-open")).toBe(false);
  });

  it("Escape closes every open one and returns focus to the innermost button", () => {
    page();
    menuButton().click();
    submenuButton().click();
    const link = panel(submenuButton()).querySelector("a") as HTMLElement;
    link.focus();
    key(link, "Escape");
    expect(expanded(menuButton())).toBe("false");
    expect(expanded(submenuButton())).toBe("false");
    expect(document.activeElement).toBe(submenuButton());
  });

  it("Escape returns focus to the menu button when only the menu was open", () => {
    page();
    menuButton().click();
    const link = getByRole("link", "Contact Us");
    link.focus();
    key(link, "Escape");
    expect(expanded(menuButton())).toBe("false");
    expect(document.activeElement).toBe(menuButton());
  });

  it("Escape with nothing open leaves focus where it is; other keys close nothing", () => {
    page();
    const link = getByRole("link", "Contact Us");
    link.focus();
    key(link, "Escape");
    expect(document.activeElement).toBe(link);
    menuButton().click();
    key(link, "Enter");
    expect(expanded(menuButton())).toBe("true");
  });

  it("a click outside the services group closes its sub-menu; a click inside does not", () => {
    page({ main: "<p>Body text</p>" });
    submenuButton().click();
    (panel(submenuButton()).querySelector("li") as HTMLElement).click();
    expect(expanded(submenuButton())).toBe("true");
    (document.querySelector("main p") as HTMLElement).click();
    expect(expanded(submenuButton())).toBe("false");
    expect(panel(submenuButton()).classList.contains("is-open")).toBe(false);
  });

  it("focus leaving the services group closes its sub-menu; focus moving within it does not", () => {
    page();
    submenuButton().click();
    const [first, second] = [...panel(submenuButton()).querySelectorAll("a")] as HTMLElement[];
    first?.focus();
    second?.focus();
    expect(expanded(submenuButton())).toBe("true");
    getByRole("link", "Contact Us").focus();
    expect(expanded(submenuButton())).toBe("false");
  });

  it("every menu closes when the page is shown again (back/forward cache)", () => {
    page();
    menuButton().click();
    submenuButton().click();
    window.dispatchEvent(new Event("pageshow"));
    expect(expanded(menuButton())).toBe("false");
    expect(expanded(submenuButton())).toBe("false");
  });
});

describe("header scroll state", () => {
  it("turns the header scrolled once a marker at the top leaves a viewport stretched by the threshold", () => {
    page();
    const observer = Observer.instances.find((o) =>
      o.options.rootMargin?.startsWith(`${motion.headerScrollThresholdPx}px`),
    );
    expect(observer?.options.rootMargin).toBe(`${motion.headerScrollThresholdPx}px 0px 0px 0px`);
    const [marker] = [...(observer as FakeIntersectionObserver).observed];
    expect(marker).toBe(document.body.firstElementChild);
    expect(marker?.getAttribute("aria-hidden")).toBe("true");
    expect(header().classList.contains("is-scrolled")).toBe(false);

    observer?.report([marker as Element], { isIntersecting: false });
    expect(header().classList.contains("is-scrolled")).toBe(true);
    observer?.report([marker as Element], { isIntersecting: true });
    expect(header().classList.contains("is-scrolled")).toBe(false);
  });

  it("a page without the header gets no marker", () => {
    document.body.innerHTML = "<main><p>Bare</p></main>";
    enhanceShell();
    expect(document.body.firstElementChild?.tagName).toBe("MAIN");
  });
});

describe("intro overlay", () => {
  const overlay = () => document.querySelector<HTMLElement>("[data-intro-overlay]");

  it("on the first page of a visit, shows for its duration, then leaves", () => {
    vi.useFakeTimers();
    page({ overlay: "home" });
    const shown = overlay() as HTMLElement;
    const duration = Number(shown.dataset.duration);
    expect(duration).toBeGreaterThan(0);
    expect(shown.hidden).toBe(false);
    vi.advanceTimersByTime(duration - 1);
    expect(overlay()).toBe(shown);
    expect(shown.classList.contains("is-leaving")).toBe(false);
    vi.advanceTimersByTime(1);
    expect(shown.classList.contains("is-leaving")).toBe(true);
    shown.dispatchEvent(new Event("animationend"));
    expect(overlay()).toBeNull();
  });

  it("leaves 400 ms after its time even if its animation never ends", () => {
    vi.useFakeTimers();
    page({ overlay: "default" });
    const duration = Number(overlay()?.dataset.duration);
    vi.advanceTimersByTime(duration + 399);
    expect(overlay()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(overlay()).toBeNull();
  });

  it("is removed at once on the next page of the visit", () => {
    page({ overlay: "none" });
    page({ overlay: "home" });
    expect(overlay()).toBeNull();
  });

  it("is removed at once with reduced motion, and that page still begins the visit", () => {
    reduceMotion = true;
    page({ overlay: "home" });
    expect(overlay()).toBeNull();
    reduceMotion = false;
    page({ overlay: "home" });
    expect(overlay()).toBeNull();
  });

  it("on a prerendered page, waits for it to be shown and painted, and asks the visit then", async () => {
    Object.defineProperty(document, "prerendering", { value: true, configurable: true });
    try {
      page({ overlay: "home" });
      // Nothing decided while prerendered: the overlay stays hidden and the visit is not begun.
      expect(overlay()?.hidden).toBe(true);
      expect(sessionStorage.length).toBe(0);
      // Shown as the second page of the visit (the page it was prerendered from began it).
      sessionStorage.setItem("vertexa:visit", "1");
      Object.defineProperty(document, "prerendering", { value: false, configurable: true });
      document.dispatchEvent(new Event("prerenderingchange"));
      // Not before the page's first frame: the activation leaves the overlay (hidden) as it is.
      expect(overlay()?.hidden).toBe(true);
      await afterFrame();
      expect(overlay()).toBeNull();
    } finally {
      delete (document as { prerendering?: boolean }).prerendering;
    }
  });

  it("is removed at once when session storage is unavailable", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    page({ overlay: "home" });
    expect(overlay()).toBeNull();
  });
});

describe("scroll reveal", () => {
  const REVEAL = `
    <h2 data-reveal>Above the fold</h2>
    <ul data-reveal-group><li data-reveal>One</li><li data-reveal>Two</li><li data-reveal>Three</li></ul>`;
  const revealObserver = () =>
    Observer.instances.find((o) => Array.isArray(o.options.threshold)) as FakeIntersectionObserver;
  const byText = (text: string) =>
    [...document.querySelectorAll<HTMLElement>("[data-reveal]")].find((e) => e.textContent === text) as HTMLElement;
  const pending = (text: string) => byText(text).classList.contains("reveal-pending");

  it("hides only what starts off screen, and shows it, staggered in its group, once 10 % is in view", () => {
    page({ main: REVEAL });
    const observer = revealObserver();
    expect(observer.options.threshold).toEqual([0, 0.1]);
    // Nothing is hidden before the observer's first report.
    expect(document.querySelectorAll(".reveal-pending")).toHaveLength(0);
    observer.report([byText("Above the fold")], { isIntersecting: true, intersectionRatio: 0.5 });
    observer.report([byText("One"), byText("Two"), byText("Three")], { isIntersecting: false });
    expect(pending("Above the fold")).toBe(false);
    expect(observer.observed.has(byText("Above the fold"))).toBe(false);
    expect(["One", "Two", "Three"].map(pending)).toEqual([true, true, true]);

    observer.report([byText("Three")], { isIntersecting: true, intersectionRatio: 0.05 });
    expect(pending("Three")).toBe(true);
    observer.report([byText("Three"), byText("Two")], { isIntersecting: true, intersectionRatio: 0.1 });
    expect(["One", "Two", "Three"].map(pending)).toEqual([true, false, false]);
    expect(byText("Two").style.transitionDelay).toBe("100ms");
    expect(byText("Three").style.transitionDelay).toBe("200ms");
    expect(observer.observed.has(byText("Three"))).toBe(false);
  });

  it("does nothing with reduced motion", () => {
    reduceMotion = true;
    page({ main: REVEAL });
    expect(revealObserver()).toBeUndefined();
    expect(document.querySelectorAll(".reveal-pending")).toHaveLength(0);
  });
});

describe("image fallbacks", () => {
  it("show the placeholder of an image that fails to load, and hide it again once one loads", () => {
    page({
      main: '<figure data-image-frame><img src="/images/x.webp" alt="A photo"><div data-image-fallback hidden>No photo</div></figure>',
    });
    const img = document.querySelector("img") as HTMLImageElement;
    const fallback = document.querySelector<HTMLElement>("[data-image-fallback]") as HTMLElement;
    expect(fallback.hidden).toBe(true);
    // jsdom loads no images: set what a browser reports for a broken one.
    Object.defineProperties(img, {
      complete: { value: true, configurable: true },
      currentSrc: { value: "http://localhost/images/x.webp", configurable: true },
      naturalWidth: { value: 0, configurable: true },
    });
    img.dispatchEvent(new Event("error"));
    expect(fallback.hidden).toBe(false);
    Object.defineProperty(img, "naturalWidth", { value: 640, configurable: true });
    img.dispatchEvent(new Event("load"));
    expect(fallback.hidden).toBe(true);
  });
});
