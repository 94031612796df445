import "./styles/main.css";
import { freshSubmissionIds } from "./islands/submissionId";
import { enhanceShell } from "./shell";
import { afterShown } from "./shown";
import { nextTask } from "./tasks";
import { themeControl } from "./theme";
import { wakeIslands } from "./wake";

/**
 * The module is `async`: it may run before the parser has finished. The shell waits for the whole
 * document, then for a task of its own, so its work never joins the parser's last task (the load
 * event and the first full layout), and that task never waits on this file.
 */
async function start() {
  if (document.readyState === "loading") {
    await new Promise((resolve) => document.addEventListener("DOMContentLoaded", resolve, { once: true }));
  }
  await nextTask();
  // The page's script has run: a hook for tests (and styles). No rule uses it, so it restyles nothing.
  document.documentElement.classList.add("js");
  enhanceShell();
  themeControl();
  afterShown(() => {
    freshSubmissionIds();
    // Islands wake on demand (visible, idle, interaction): React and each island's chunk are
    // requested only when the first island is about to hydrate, never on the critical path. A
    // prerendered page wakes none until it is shown (and painted), so nothing moves or counts unseen.
    wakeIslands();
  });
}

void start();
