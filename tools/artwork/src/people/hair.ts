/** Hair styles and headscarf for the portraits, drawn around a head centred at (cx, cy). */
import { palette, shade } from "../core/palette.ts";
import { circle, path } from "../core/svg.ts";
import type { Person } from "./portrait.ts";

/** Hair drawn behind the head. */
export function hairBack(p: Person, cx: number, cy: number): string {
  const h = p.hair;
  switch (p.style) {
    case "long":
      return path(
        `M${cx - 70} ${cy - 20}C${cx - 78} ${cy - 100} ${cx + 78} ${cy - 100} ${cx + 70} ${cy - 20}L${cx + 76} ${cy + 120}C${cx + 40} ${cy + 136} ${cx - 40} ${cy + 136} ${cx - 76} ${cy + 120}z`,
        h,
      );
    case "bob":
      return path(
        `M${cx - 72} ${cy - 20}C${cx - 80} ${cy - 100} ${cx + 80} ${cy - 100} ${cx + 72} ${cy - 20}L${cx + 76} ${cy + 58}C${cx + 50} ${cy + 70} ${cx - 50} ${cy + 70} ${cx - 76} ${cy + 58}z`,
        h,
      );
    case "bun":
      return circle(cx, cy - 68, 25, h);
    case "ponytail":
      return path(
        `M${cx + 40} ${cy - 50}C${cx + 110} ${cy - 40} ${cx + 100} ${cy + 60} ${cx + 70} ${cy + 110}C${cx + 90} ${cy + 40} ${cx + 70} ${cy - 10} ${cx + 30} ${cy - 20}z`,
        h,
      );
    case "curly":
      return [-1, 1]
        .flatMap((sd) => [0, 1, 2].map((i) => circle(cx + sd * (64 - i * 2), cy - 30 + i * 30, 24, h)))
        .join("");
    default:
      return "";
  }
}

/** A headscarf drape, drawn over the neck and shoulders but under the face. */
export function scarf(p: Person, cx: number, cy: number): string {
  const s = p.scarf ?? palette.teal;
  return path(
    `M${cx - 84} ${cy}C${cx - 90} ${cy - 120} ${cx + 90} ${cy - 120} ${cx + 84} ${cy}C${cx + 84} ${cy + 60} ${cx + 110} ${cy + 110} ${cx + 120} ${cy + 150}Q${cx} ${cy + 196} ${cx - 120} ${cy + 150}C${cx - 110} ${cy + 110} ${cx - 84} ${cy + 60} ${cx - 84} ${cy}z`,
    s,
  );
}

/** Hair drawn over the head (fringe, cap, curls). */
export function hairFront(p: Person, cx: number, cy: number): string {
  const h = p.hair;
  const cap = (lift: number) =>
    `M${cx - 60} ${cy + 4}C${cx - 68} ${cy - 96} ${cx + 68} ${cy - 96} ${cx + 60} ${cy + 4}C${cx + 56} ${cy - 24 - lift} ${cx + 30} ${cy - 38 - lift} ${cx} ${cy - 38 - lift}C${cx - 30} ${cy - 38 - lift} ${cx - 54} ${cy - 24 - lift} ${cx - 60} ${cy + 4}z`;
  switch (p.style) {
    case "short":
      return path(cap(0), h);
    case "buzz":
      return path(cap(6), h, { opacity: 0.9 });
    case "side":
      return path(
        `M${cx - 60} ${cy + 6}C${cx - 70} ${cy - 104} ${cx + 70} ${cy - 104} ${cx + 60} ${cy + 2}C${cx + 52} ${cy - 30} ${cx + 10} ${cy - 30} ${cx - 18} ${cy - 44}C${cx - 36} ${cy - 30} ${cx - 52} ${cy - 20} ${cx - 60} ${cy + 6}z`,
        h,
      );
    case "long":
    case "bob":
    case "ponytail":
      return path(
        `M${cx - 62} ${cy + 30}C${cx - 74} ${cy - 110} ${cx + 74} ${cy - 110} ${cx + 62} ${cy + 30}C${cx + 56} ${cy - 10} ${cx + 40} ${cy - 34} ${cx + 6} ${cy - 42}C${cx - 10} ${cy - 24} ${cx - 40} ${cy - 14} ${cx - 62} ${cy + 30}z`,
        h,
      );
    case "bun":
      return path(cap(-4), h);
    case "curly":
      return [-50, -28, -4, 20, 44]
        .map((dx, i) => circle(cx + dx, cy - 50 - (i % 2) * 8 + Math.abs(dx) * 0.25, 26, h))
        .join("");
    case "hijab":
      return path(
        `M${cx - 62} ${cy + 10}C${cx - 66} ${cy - 104} ${cx + 66} ${cy - 104} ${cx + 62} ${cy + 10}C${cx + 54} ${cy - 34} ${cx + 30} ${cy - 44} ${cx} ${cy - 44}C${cx - 30} ${cy - 44} ${cx - 54} ${cy - 34} ${cx - 62} ${cy + 10}z`,
        shade(p.scarf ?? palette.teal, 0.08),
      );
    default:
      return "";
  }
}
