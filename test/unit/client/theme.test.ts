// @vitest-environment jsdom
/**
 * The theme control with JavaScript, on the real header markup: a choice applies at once (the
 * mark on <html>, the theme-color metas, the pressed button), is stored in the cookie the Worker
 * reads, never posts the form, and a page restored from the back/forward cache shows the cookie's
 * choice.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { themeControl } from "../../../src/client/theme";
import { Header } from "../../../src/components/shell/Header";
import { getByRole } from "../../support/dom";

const html = document.documentElement;
const pressed = () =>
  [...document.querySelectorAll('button[name="theme"]')]
    .filter((b) => b.getAttribute("aria-pressed") === "true")
    .map((b) => b.textContent);
const bars = () => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((m) => m.content);
let posted: number;

/** The attributes written anywhere in the document from its creation on (MutationObserver records). */
class MutationRecorder {
  private observer = new MutationObserver(() => undefined);
  constructor() {
    this.observer.observe(document, { attributes: true, subtree: true });
  }
  taken(): string[] {
    const records = this.observer.takeRecords();
    this.observer.disconnect();
    return records.map((r) => r.attributeName ?? "");
  }
}

/** Clicks a choice the way a browser does: a click on a submit button submits its form. */
function choose(name: "Light" | "Dark" | "System") {
  const button = getByRole("button", name) as HTMLButtonElement;
  const form = button.form!;
  const event = new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: button });
  if (form.dispatchEvent(event)) posted++;
}

// A browser runs the control once per document; these tests run it once per test (or more) on one
// document, so the listeners each run added to the window and the document are removed after it.
// (The window's own method is spied on: the test environment binds it to the window.)
const added: [EventTarget, string, EventListenerOrEventListenerObject][] = [];
function recordListeners(target: EventTarget) {
  const add = target.addEventListener.bind(target);
  vi.spyOn(target, "addEventListener").mockImplementation((type, listener, options) => {
    if (listener) added.push([target, type, listener]);
    add(type, listener, options);
  });
}
beforeEach(() => {
  recordListeners(window);
  recordListeners(document);
  posted = 0;
  document.head.innerHTML =
    '<meta name="color-scheme" content="light dark">' +
    '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#4f46e5">' +
    '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#0b1120">';
  document.body.innerHTML = renderToStaticMarkup(createElement(Header, { path: "/about", returnTo: "/about" }));
  themeControl();
});

afterEach(() => {
  for (const [target, type, listener] of added.splice(0)) target.removeEventListener(type, listener);
  vi.restoreAllMocks();
  document.cookie = "theme=; Path=/; Max-Age=0";
  html.removeAttribute("data-theme");
});

describe("the theme control with JavaScript", () => {
  it("Dark marks the page, the bars and the button at once, stores a year-long cookie, and posts nothing", () => {
    choose("Dark");
    expect(html.getAttribute("data-theme")).toBe("dark");
    expect(bars()).toEqual(["#0b1120", "#0b1120"]);
    expect(document.querySelector('meta[name="color-scheme"]')?.getAttribute("content")).toBe("dark");
    expect(pressed()).toEqual(["Dark"]);
    expect(document.cookie).toBe("theme=dark");
    expect(posted).toBe(0);
  });

  it("Light pins the light scheme", () => {
    choose("Light");
    expect(html.getAttribute("data-theme")).toBe("light");
    expect(bars()).toEqual(["#4f46e5", "#4f46e5"]);
    expect(document.cookie).toBe("theme=light");
  });

  it("System removes the mark and the cookie and gives each scheme its own bar again", () => {
    choose("Dark");
    choose("System");
    expect(html.hasAttribute("data-theme")).toBe(false);
    expect(bars()).toEqual(["#4f46e5", "#0b1120"]);
    expect(document.querySelector('meta[name="color-scheme"]')?.getAttribute("content")).toBe("light dark");
    expect(pressed()).toEqual(["System"]);
    expect(document.cookie).toBe("");
  });

  it("a page restored from the back/forward cache shows the choice made since on another page", () => {
    document.cookie = "theme=dark; Path=/";
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(html.getAttribute("data-theme")).toBe("dark");
    expect(pressed()).toEqual(["Dark"]);
  });

  it("a page restored with the choice it shows changes nothing: no write restyles it", () => {
    html.setAttribute("data-theme", "dark");
    document.cookie = "theme=dark; Path=/";
    const writes = new MutationRecorder();
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(writes.taken()).toEqual([]);
  });

  it("a fresh page load leaves the Worker's mark alone", () => {
    html.setAttribute("data-theme", "light");
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false }));
    expect(html.getAttribute("data-theme")).toBe("light");
  });
});

describe("a prerendered page, when it is shown", () => {
  /** Runs the control on a page being prerendered, then shows it with `cookie` set meanwhile. */
  function prerenderThenShow(rendered: "dark" | undefined, cookie: string) {
    if (rendered) html.setAttribute("data-theme", rendered);
    Object.defineProperty(document, "prerendering", { value: true, configurable: true });
    try {
      themeControl();
      document.cookie = cookie;
      const writes = new MutationRecorder();
      Object.defineProperty(document, "prerendering", { value: false, configurable: true });
      document.dispatchEvent(new Event("prerenderingchange"));
      return writes.taken();
    } finally {
      delete (document as { prerendering?: boolean }).prerendering;
    }
  }

  it("shows a choice made since the prerender began", () => {
    const writes = prerenderThenShow(undefined, "theme=dark; Path=/");
    expect(writes).toContain("data-theme");
    expect(html.getAttribute("data-theme")).toBe("dark");
    expect(pressed()).toEqual(["Dark"]);
  });

  it("writes nothing when the choice is the one it was rendered with (each write restyles the page)", () => {
    expect(prerenderThenShow("dark", "theme=dark; Path=/")).toEqual([]);
    expect(html.getAttribute("data-theme")).toBe("dark");
  });

  it("writes nothing for the system setting either", () => {
    expect(prerenderThenShow(undefined, "theme=; Path=/; Max-Age=0")).toEqual([]);
    expect(html.hasAttribute("data-theme")).toBe(false);
  });
});
