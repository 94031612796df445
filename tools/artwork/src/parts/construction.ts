/** Building-site objects and a building facade (drawn from their top-left corner). */
import { palette, shade } from "../core/palette.ts";
import { at, path, rect, stroke } from "../core/svg.ts";

/** A traffic cone, w wide. */
export const cone = (x: number, y: number, w: number): string =>
  at(
    x,
    y,
    path(`M${w * 0.38} 0h${w * 0.24}l${w * 0.26} ${w * 0.95}h${-w * 0.76}z`, "#f97316") +
      path(`M${w * 0.31} ${w * 0.3}h${w * 0.38}l${w * 0.05} ${w * 0.18}h${-w * 0.48}z`, palette.white) +
      path(`M${w * 0.25} ${w * 0.6}h${w * 0.5}l${w * 0.05} ${w * 0.16}h${-w * 0.6}z`, palette.white) +
      rect(0, w * 0.92, w, w * 0.1, shade("#f97316", 0.2), 3),
  );

/** A stack of bricks, w wide. */
export function bricks(x: number, y: number, w: number, color = "#c2410c"): string {
  const bw = w / 3;
  const bh = w * 0.16;
  let out = "";
  for (let row = 0; row < 4; row++) {
    const off = row % 2 === 0 ? 0 : -bw / 2;
    for (let i = 0; i < 4; i++) {
      const bx = off + i * bw;
      const x0 = Math.max(0, bx);
      const x1 = Math.min(w, bx + bw);
      if (x1 - x0 > 4) out += rect(x0 + 1.5, row * (bh + 3), x1 - x0 - 3, bh, row % 2 ? color : shade(color, 0.1), 3);
    }
  }
  return at(x, y, out);
}

/** A hard hat, w wide. */
export const hardHat = (x: number, y: number, w: number, color = "#f59e0b"): string =>
  at(
    x,
    y,
    path(`M${w * 0.1} ${w * 0.55}C${w * 0.1} ${w * 0.15} ${w * 0.9} ${w * 0.15} ${w * 0.9} ${w * 0.55}z`, color) +
      rect(w * 0.44, w * 0.12, w * 0.12, w * 0.43, shade(color, 0.12), 4) +
      rect(0, w * 0.52, w, w * 0.1, shade(color, 0.2), w * 0.05),
  );

/** A paint bucket, w wide. */
export const bucket = (x: number, y: number, w: number, color: string): string =>
  at(
    x,
    y,
    stroke(
      `M${w * 0.12} ${w * 0.3}C${w * 0.12} ${-w * 0.1} ${w * 0.88} ${-w * 0.1} ${w * 0.88} ${w * 0.3}`,
      palette.slate,
      w * 0.04,
    ) +
      path(`M${w * 0.05} ${w * 0.25}h${w * 0.9}l${-w * 0.08} ${w * 0.7}h${-w * 0.74}z`, "#cbd5e1") +
      rect(w * 0.05, w * 0.22, w * 0.9, w * 0.1, color, 4) +
      rect(w * 0.14, w * 0.46, w * 0.72, w * 0.2, color, 3, { opacity: 0.85 }),
  );

/** A simple building facade, w × h, with a grid of windows. */
export function building(x: number, y: number, w: number, h: number, color: string, win: string): string {
  let windows = "";
  const cols = Math.max(2, Math.round(w / 40));
  const rows = Math.max(2, Math.round(h / 50));
  const cw = w / cols;
  const rh = (h - 30) / rows;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      windows += rect(c * cw + cw * 0.22, 18 + r * rh + rh * 0.18, cw * 0.56, rh * 0.5, win, 2);
  return at(x, y, rect(0, 0, w, h, color, 4) + windows);
}
