/** The top navigation bar shared by the website screens (WEB.w wide). */
import { icon } from "../../core/icons.ts";
import { type Theme, palette } from "../../core/palette.ts";
import { bar, rect } from "../../core/svg.ts";
import { WEB } from "../../parts/devices.ts";

const W = WEB.w;

/** Top navigation bar with a logo block, menu bars and an action button. */
export function nav(t: Theme, search = false): string {
  const menu = [0, 1, 2, 3].map((i) => bar(search ? 700 + i * 0 : 330 + i * 80, 28, 54, 8, "#cbd5e1")).join("");
  return (
    rect(0, 0, W, 64, palette.white) +
    rect(28, 18, 28, 28, t.primary, 8) +
    bar(64, 27, 80, 10, palette.ink) +
    (search
      ? rect(240, 16, 420, 32, "#f1f5f9", 16) +
        icon("search", 254, 22, 20, palette.muted) +
        bar(284, 28, 140, 8, "#cbd5e1")
      : menu) +
    icon("bell", 800, 20, 24, palette.slate) +
    icon("cart", 840, 20, 24, palette.slate) +
    rect(880, 16, 92, 32, t.primary, 16) +
    bar(900, 28, 52, 8, palette.white) +
    rect(0, 63, W, 1, palette.line)
  );
}
