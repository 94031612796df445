import { motion } from "../../content/motion";
import type { Overlay } from "../../content/types";
import { Logo } from "./Logo";

/**
 * The intro splash (once per visit: see `introOverlay` in src/client/shell.ts). Rendered hidden: the shell script shows it only with JavaScript
 * and without reduced motion, so it never hides content and never delays the first paint.
 */
export function IntroOverlay({ kind }: { kind: Overlay }) {
  if (kind === "none") return null;
  const duration = kind === "home" ? motion.overlayHomeMs : motion.overlayDefaultMs;
  return (
    <div className="intro-overlay" data-intro-overlay data-duration={duration} hidden aria-hidden="true">
      <div className="intro-badge">
        <Logo />
      </div>
    </div>
  );
}
