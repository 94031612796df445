import "./styles/main.css";
import { enhanceShell } from "./shell";
import { wakeIslands } from "./wake";

document.documentElement.classList.add("js");
enhanceShell();
// Islands wake on demand (visible, idle, interaction): React and each island's chunk are
// requested only when the first island is about to hydrate, never on the critical path.
wakeIslands();
