import "./styles/main.css";
import { islandsUnavailable } from "./islandsUnavailable";
import { enhanceShell } from "./shell";

document.documentElement.classList.add("js");
enhanceShell();

/** Runs `task` once the first contentful paint is on screen (or after 2 s at the latest). */
function afterFirstPaint(task: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    task();
  };
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
  }
  setTimeout(start, 2000);
}

// React is only loaded on pages that have an interactive widget, and only after the page has
// painted from HTML and CSS alone: the critical path carries no framework bytes.
if (document.querySelector("[data-island]")) {
  afterFirstPaint(
    () => void import("./hydrate").then(({ hydrateIslands }) => hydrateIslands()).catch(islandsUnavailable),
  );
}
