import "./styles/main.css";
import { enhanceShell } from "./shell";

document.documentElement.classList.add("js");
enhanceShell();

// React is only loaded on pages that have an interactive widget.
if (document.querySelector("[data-island]")) {
  void import("./hydrate").then(({ hydrateIslands }) => hydrateIslands());
}
