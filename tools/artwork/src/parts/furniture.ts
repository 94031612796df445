/** Furniture and home goods for the shop screens and illustrations (drawn from their top-left corner). */
import { palette, shade, tint } from "../core/palette.ts";
import { at, circle, ellipse, path, rect, stroke } from "../core/svg.ts";

/** A three-seat sofa, w wide (height ≈ 0.45 w). */
export function sofa(x: number, y: number, w: number, color: string): string {
  const h = w * 0.45;
  const dark = shade(color, 0.18);
  return at(
    x,
    y,
    rect(w * 0.08, 0, w * 0.84, h * 0.62, color, w * 0.06) +
      rect(w * 0.1, h * 0.5, w * 0.8, h * 0.28, tint(color, 0.15), w * 0.04) +
      stroke(`M${w * 0.37} ${h * 0.08}V${h * 0.5}M${w * 0.63} ${h * 0.08}V${h * 0.5}`, dark, w * 0.008, {
        opacity: 0.5,
      }) +
      rect(0, h * 0.3, w * 0.14, h * 0.58, dark, w * 0.05) +
      rect(w * 0.86, h * 0.3, w * 0.14, h * 0.58, dark, w * 0.05) +
      rect(w * 0.08, h * 0.72, w * 0.84, h * 0.16, dark, w * 0.02) +
      rect(w * 0.1, h * 0.86, w * 0.03, h * 0.14, palette.slate, 2) +
      rect(w * 0.87, h * 0.86, w * 0.03, h * 0.14, palette.slate, 2),
  );
}

/** A lounge chair, w wide (height ≈ w). */
export function chair(x: number, y: number, w: number, color: string): string {
  const dark = shade(color, 0.2);
  return at(
    x,
    y,
    rect(w * 0.12, 0, w * 0.76, w * 0.62, color, w * 0.2) +
      rect(0, w * 0.42, w, w * 0.3, dark, w * 0.14) +
      rect(w * 0.1, w * 0.5, w * 0.8, w * 0.16, tint(color, 0.15), w * 0.08) +
      stroke(
        `M${w * 0.18} ${w * 0.72}L${w * 0.1} ${w}M${w * 0.82} ${w * 0.72}L${w * 0.9} ${w}`,
        palette.slate,
        w * 0.04,
      ),
  );
}

/** A floor lamp, h tall. */
export function lamp(x: number, y: number, h: number, shadeColor: string): string {
  const s = h / 10;
  return at(
    x,
    y,
    path(`M${s * 1} 0h${s * 2}l${s * 1} ${s * 2.2}h${-s * 4}z`, shadeColor) +
      rect(s * 1.9, s * 2.2, s * 0.2, s * 7.6, palette.slate) +
      ellipse(s * 2, s * 9.9, s * 1.1, s * 0.22, palette.slate),
  );
}

/** A potted plant, h tall. */
export function plant(x: number, y: number, h: number, leaf = "#16a34a", pot = "#e2e8f0"): string {
  const s = h / 10;
  const leaves = [
    `M${s * 3} ${s * 6.5}C${s * 0.5} ${s * 5} ${s * 0.5} ${s * 2} ${s * 1.2} ${s * 1}C${s * 3} ${s * 2.5} ${s * 3.5} ${s * 4.5} ${s * 3} ${s * 6.5}z`,
    `M${s * 3} ${s * 6.5}C${s * 5.5} ${s * 5} ${s * 5.8} ${s * 2.2} ${s * 5} ${s * 0.8}C${s * 3} ${s * 2.3} ${s * 2.6} ${s * 4.5} ${s * 3} ${s * 6.5}z`,
    `M${s * 3} ${s * 6.5}C${s * 2.2} ${s * 4} ${s * 2.6} ${s * 1.5} ${s * 3.2} 0C${s * 4} ${s * 1.8} ${s * 3.8} ${s * 4.2} ${s * 3} ${s * 6.5}z`,
  ];
  return at(
    x,
    y,
    path(leaves[0] ?? "", leaf) +
      path(leaves[1] ?? "", shade(leaf, 0.15)) +
      path(leaves[2] ?? "", tint(leaf, 0.2)) +
      path(`M${s * 1.4} ${s * 6.4}h${s * 3.2}l${-s * 0.5} ${s * 3.6}h${-s * 2.2}z`, pot),
  );
}

/** A framed abstract picture. */
export function frame(x: number, y: number, w: number, h: number, a: string, b: string): string {
  return at(
    x,
    y,
    rect(0, 0, w, h, palette.white, 4, { stroke: palette.slate, "stroke-width": Math.max(2, w * 0.04) }) +
      circle(w * 0.38, h * 0.42, Math.min(w, h) * 0.2, a) +
      rect(w * 0.45, h * 0.45, w * 0.34, h * 0.34, b, 2, { opacity: 0.85 }),
  );
}
