import { motion } from "../content/motion";
import { imageFallbacks } from "./imageFallback";
import { afterShown } from "./shown";

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Header turns translucent with a shadow once the page is scrolled past the threshold. An
 * observer watches an empty marker at the top of the document, with the viewport stretched up by
 * the threshold: the marker leaves it exactly when the scroll passes the threshold. No scroll
 * listener, and no reading of the scroll position, which would force a layout while the page boots.
 */
function headerScrollState(header: HTMLElement) {
  const marker = document.createElement("div");
  marker.className = "scroll-marker";
  marker.setAttribute("aria-hidden", "true");
  document.body.prepend(marker);
  new IntersectionObserver(([entry]) => header.classList.toggle("is-scrolled", !entry?.isIntersecting), {
    rootMargin: `${motion.headerScrollThresholdPx}px 0px 0px 0px`,
  }).observe(marker);
}

function setExpanded(button: HTMLElement, open: boolean) {
  button.setAttribute("aria-expanded", String(open));
  const target = document.getElementById(button.getAttribute("aria-controls") ?? "");
  target?.classList.toggle("is-open", open);
}

/** Disclosure buttons (mobile menu, services sub-menu): toggle on click, close on Escape. */
function disclosures(root: HTMLElement) {
  const buttons = [...root.querySelectorAll<HTMLElement>("[data-disclosure]")];
  for (const button of buttons) {
    setExpanded(button, false);
    button.addEventListener("click", () => setExpanded(button, button.getAttribute("aria-expanded") !== "true"));
  }
  const isOpen = (b: HTMLElement) => b.getAttribute("aria-expanded") === "true";
  // Only open ones are closed: a click anywhere on the page must not restyle the header.
  const closeAll = () => buttons.filter(isOpen).forEach((b) => setExpanded(b, false));
  root.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const open = buttons.filter(isOpen);
    if (!open.length) return;
    closeAll();
    open.at(-1)?.focus();
  });
  // Close the desktop dropdown when focus or a click leaves it.
  document.addEventListener("click", (event) => {
    for (const b of buttons.filter(isOpen)) {
      const group = b.closest("[data-disclosure-group]");
      if (group && !group.contains(event.target as Node)) setExpanded(b, false);
    }
  });
  root.addEventListener("focusout", (event) => {
    for (const b of buttons.filter(isOpen)) {
      const group = b.closest("[data-disclosure-group]");
      if (group && !group.contains(event.relatedTarget as Node | null)) setExpanded(b, false);
    }
  });
  // Menus close on every route change, including a page restored from the back/forward cache.
  window.addEventListener("pageshow", closeAll);
}

const VISIT_KEY = "vertexa:visit";

/**
 * Whether this is the first page of the visit (this tab's browser session), remembering that the
 * visit has begun. Without session storage the answer is "no": better no splash than one on every page.
 */
function firstPageOfVisit(): boolean {
  try {
    if (sessionStorage.getItem(VISIT_KEY)) return false;
    sessionStorage.setItem(VISIT_KEY, "1");
    return true;
  } catch {
    return false;
  }
}

/**
 * Intro overlay: shown for its duration over the content (dimmed to 70 %) on the first page of a
 * visit only (a veil on every navigation would cost the visitor 2–3 s a click). Never with reduced motion; without JavaScript it stays hidden.
 */
function introOverlay(firstPage: boolean) {
  const overlay = document.querySelector<HTMLElement>("[data-intro-overlay]");
  if (!overlay) return;
  const duration = Number(overlay.dataset.duration);
  if (!firstPage || reducedMotion() || !duration) {
    overlay.remove();
    return;
  }
  overlay.hidden = false;
  window.setTimeout(() => {
    overlay.classList.add("is-leaving");
    overlay.addEventListener("animationend", () => overlay.remove(), { once: true });
    window.setTimeout(() => overlay.remove(), 400);
  }, duration);
}

/**
 * Scroll reveal: elements below the fold fade in once 10 % of them is visible; items of one
 * group are staggered 100 ms apart. Elements already on screen are never hidden.
 *
 * Nothing here reads layout: which elements start below the fold is the observer's first report
 * (computed in the browser's own next frame), so booting forces no synchronous style and layout
 * pass — measuring each element here cost a forced layout per element on long pages.
 * `reveal-pending` hides without a transition (motion.css), so the hiding is never seen.
 */
function scrollReveal() {
  const elements = [...document.querySelectorAll<HTMLElement>("[data-reveal]")];
  if (!elements.length || reducedMotion() || !("IntersectionObserver" in window)) return;
  const reported = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, intersectionRatio } of entries) {
        if (!reported.has(target)) {
          // The first report: any part on screen (threshold 0) means it stays as it is.
          reported.add(target);
          if (isIntersecting) observer.unobserve(target);
          else target.classList.add("reveal-pending");
        } else if (intersectionRatio >= motion.revealThreshold) {
          (target as HTMLElement).style.transitionDelay = `${staggerIndex(target) * motion.revealStaggerMs}ms`;
          target.classList.remove("reveal-pending");
          observer.unobserve(target);
        }
      }
    },
    { threshold: [0, motion.revealThreshold] },
  );
  for (const element of elements) observer.observe(element);
}

/** The element's position among the reveal items of its group (0 outside a group). */
function staggerIndex(element: Element): number {
  const group = element.closest("[data-reveal-group]");
  return group ? [...group.querySelectorAll("[data-reveal]")].indexOf(element) : 0;
}

/**
 * A view transition the browser skips rejects its promises. WebKit skips one when the visitor
 * goes back (seen in the cross-engine suite) and leaves the rejection unhandled: an error in the
 * console for a transition nobody asked to watch. Handled here: a skipped transition is fine.
 */
function quietSkippedTransitions() {
  for (const type of ["pageswap", "pagereveal"]) {
    addEventListener(type, (event) => {
      const transition = (event as Event & { viewTransition?: ViewTransition | null }).viewTransition;
      for (const settled of [transition?.ready, transition?.finished, transition?.updateCallbackDone]) {
        settled?.catch(() => undefined);
      }
    });
  }
}

/** Progressive enhancement of the server-rendered shell: no framework needed. */
export function enhanceShell() {
  const header = document.querySelector<HTMLElement>("[data-site-header]");
  if (header) {
    headerScrollState(header);
    disclosures(header);
  }
  // Every page marks the visit as begun, so a first page without an overlay also counts. A
  // prerendered page decides when it is shown (after its first frame: the overlay is hidden until
  // then): the page it was prerendered from may have begun the visit since, and a page never shown
  // begins nothing.
  afterShown(() => introOverlay(firstPageOfVisit()));
  scrollReveal();
  imageFallbacks();
  quietSkippedTransitions();
}
