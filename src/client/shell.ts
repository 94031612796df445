import { motion } from "../content/constants";
import { imageFallbacks } from "./imageFallback";

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Header turns translucent with a shadow once the page is scrolled past the threshold. */
function headerScrollState(header: HTMLElement) {
  const update = () => header.classList.toggle("is-scrolled", window.scrollY > motion.headerScrollThresholdPx);
  update();
  window.addEventListener("scroll", update, { passive: true });
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
  const closeAll = () => buttons.forEach((b) => setExpanded(b, false));
  root.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const open = buttons.filter((b) => b.getAttribute("aria-expanded") === "true");
    if (!open.length) return;
    closeAll();
    open.at(-1)?.focus();
  });
  // Close the desktop dropdown when focus or a click leaves it.
  document.addEventListener("click", (event) => {
    for (const b of buttons) {
      const group = b.closest("[data-disclosure-group]");
      if (group && !group.contains(event.target as Node)) setExpanded(b, false);
    }
  });
  root.addEventListener("focusout", (event) => {
    for (const b of buttons) {
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
 */
function scrollReveal() {
  const elements = [...document.querySelectorAll<HTMLElement>("[data-reveal]")];
  if (!elements.length || reducedMotion() || !("IntersectionObserver" in window)) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.classList.remove("reveal-pending");
        observer.unobserve(entry.target);
      }
    },
    { threshold: motion.revealThreshold },
  );
  for (const element of elements) {
    const rect = element.getBoundingClientRect();
    if (rect.top < window.innerHeight && rect.bottom > 0) continue;
    const group = element.closest("[data-reveal-group]");
    if (group) {
      const index = [...group.querySelectorAll("[data-reveal]")].indexOf(element);
      element.style.transitionDelay = `${index * motion.revealStaggerMs}ms`;
    }
    element.classList.add("reveal-pending");
    observer.observe(element);
  }
}

/** Progressive enhancement of the server-rendered shell: no framework needed. */
export function enhanceShell() {
  const header = document.querySelector<HTMLElement>("[data-site-header]");
  if (header) {
    headerScrollState(header);
    disclosures(header);
  }
  // Every page marks the visit as begun, so a first page without an overlay also counts.
  introOverlay(firstPageOfVisit());
  scrollReveal();
  imageFallbacks();
}
