/** Building blocks for the illustrations: screens, avatars, charts and objects. */
import { palette, tint } from "./palette.ts";
import { icon, type IconName } from "./icons.ts";
import { at, bar, circle, clipped, el, g, nest, path, rect, shadow, stroke, uid } from "./svg.ts";
import { portrait, type Person } from "./people.ts";
import { photo, sparkPath } from "./scene.ts";

/** A portrait cropped to a circle with a white ring. */
export function avatar(cx: number, cy: number, r: number, p: Person, key: string): string {
  const id = uid("av");
  return (
    circle(cx, cy, r + 5, palette.white, shadow("md")) +
    el("clipPath", { id }, circle(cx, cy, r, "#000")) +
    g(nest(portrait(p), `${key}${id}`, cx - r, cy - r, r * 2, r * 2), { "clip-path": `url(#${id})` })
  );
}

/** A rounded tile with an icon. */
export const iconTile = (x: number, y: number, s: number, name: IconName, c: string, filled = false): string =>
  rect(x, y, s, s, filled ? c : palette.white, s * 0.26, shadow("md")) +
  icon(name, x + s * 0.22, y + s * 0.22, s * 0.56, filled ? palette.white : c);

/** A dark code editor with coloured token bars. */
export function codeWindow(x: number, y: number, w: number, h: number, accent: string): string {
  const colors = [accent, palette.teal, palette.amber, "#f472b6", "#94a3b8"];
  const rows = Math.floor((h - 60) / 26);
  let lines = "";
  for (let i = 0; i < rows; i++) {
    const indent = [0, 1, 2, 2, 1, 2, 3, 2, 1, 0][i % 10] ?? 0;
    lines += bar(20, 52 + i * 26, 14, 6, "#475569");
    let cx = 50 + indent * 22;
    for (let k = 0; k < 1 + ((i * 7) % 3); k++) {
      const bw = 30 + ((i * 37 + k * 53) % 70);
      if (cx + bw > w - 20) break;
      lines += bar(cx, 52 + i * 26, bw, 7, colors[(i + k * 2) % colors.length] ?? accent);
      cx += bw + 10;
    }
  }
  return at(
    x,
    y,
    rect(0, 0, w, h, "#1e1b4b", 16, shadow("lg")) +
      rect(0, 0, w, 34, "#312e81", 16) +
      rect(0, 20, w, 14, "#312e81") +
      circle(20, 17, 5, "#fb7185") +
      circle(38, 17, 5, "#fbbf24") +
      circle(56, 17, 5, "#34d399") +
      lines,
  );
}

/** A desktop monitor with a stand; `screen` drawn in a (w - 24) × (0.6w - 24) box. */
export function monitor(x: number, y: number, w: number, screen: string): string {
  const h = w * 0.6;
  return at(
    x,
    y,
    path(`M${w * 0.42} ${h}h${w * 0.16}l${w * 0.03} ${w * 0.1}h${-w * 0.22}z`, "#cbd5e1") +
      rect(w * 0.3, h + w * 0.095, w * 0.4, w * 0.025, "#94a3b8", 6) +
      rect(0, 0, w, h, palette.ink, 18, shadow("lg")) +
      clipped(12, 12, w - 24, h - 24, 8, rect(12, 12, w - 24, h - 24, palette.white) + at(12, 12, screen)),
  );
}

/** A laptop; `screen` drawn in a (w*0.8 - 16) × (w*0.5 - 16) box. */
export function laptop(x: number, y: number, w: number, screen: string): string {
  const sw = w * 0.8;
  const sh = w * 0.5;
  return at(
    x,
    y,
    rect(w * 0.1, 0, sw, sh, palette.ink, 14, shadow("lg")) +
      clipped(
        w * 0.1 + 8,
        8,
        sw - 16,
        sh - 16,
        6,
        rect(w * 0.1 + 8, 8, sw - 16, sh - 16, palette.white) + at(w * 0.1 + 8, 8, screen),
      ) +
      path(`M0 ${sh + 4}h${w}l-${w * 0.05} ${w * 0.04}H${w * 0.05}z`, "#cbd5e1") +
      rect(w * 0.4, sh + 4, w * 0.2, w * 0.012, "#94a3b8", 3),
  );
}

/** A generic web page in w × h: nav, hero and cards; stacks into a single column when taller than wide. */
export function pageLayout(w: number, h: number, c: string, c2: string): string {
  const s = Math.min(w, 400) / 400;
  const nav =
    rect(0, 0, w, 28 * s + 6, tint(c, 0.92)) +
    rect(12 * s, 9 * s, 12 * s + 2, 12 * s + 2, c, 3 * s) +
    [0, 1, 2].map((i) => bar(w - (100 - i * 30) * s, 13 * s, 20 * s, 4 * s + 1, "#94a3b8")).join("");
  const tile = (x: number, y: number, tw: number, th: number, k: number) =>
    rect(x, y, tw, th, palette.white, 8 * s, { stroke: palette.line }) +
    photo(x + 6 * s, y + 6 * s, tw - 12 * s, th * 0.55, [c, c2, palette.amber][k % 3] ?? c, c2, 6 * s) +
    bar(x + 8 * s, y + th * 0.55 + 16 * s, tw * 0.6, 6 * s + 1, palette.ink) +
    bar(x + 8 * s, y + th * 0.55 + 28 * s, tw * 0.4, 4 * s + 1, "#cbd5e1");
  if (h > w) {
    const u = w / 100;
    return (
      nav +
      photo(6 * u, 14 * u, 88 * u, 46 * u, c, c2, 5 * u) +
      bar(6 * u, 66 * u, 70 * u, 6 * u, palette.ink) +
      bar(6 * u, 75 * u, 50 * u, 6 * u, palette.ink) +
      rect(6 * u, 86 * u, 34 * u, 10 * u, c, 5 * u) +
      tile(6 * u, 102 * u, 88 * u, 70 * u, 1) +
      tile(6 * u, 178 * u, 88 * u, 70 * u, 2)
    );
  }
  const cw = (w - 32 * s - 24 * s) / 3;
  return (
    nav +
    bar(16 * s, 50 * s, w * 0.36, 12 * s, palette.ink) +
    bar(16 * s, 70 * s, w * 0.26, 12 * s, palette.ink) +
    bar(16 * s, 94 * s, w * 0.34, 5 * s, "#94a3b8") +
    bar(16 * s, 104 * s, w * 0.28, 5 * s, "#94a3b8") +
    rect(16 * s, 118 * s, 64 * s, 18 * s, c, 9 * s) +
    photo(w * 0.53, 42 * s, w * 0.44, 100 * s, c2, c, 8 * s) +
    [0, 1, 2].map((i) => tile(16 * s + i * (cw + 12 * s), 158 * s, cw, Math.max(60 * s, h - 168 * s), i)).join("")
  );
}

/** A card with a rising bar chart and a trend line. */
export function chartCard(x: number, y: number, w: number, h: number, c: string, c2: string = palette.teal): string {
  const vals = [0.3, 0.45, 0.4, 0.62, 0.58, 0.8, 0.95];
  const bw = (w - 48) / vals.length;
  const bars = vals
    .map((v, i) =>
      rect(
        24 + i * bw + bw * 0.18,
        h - 20 - v * (h - 70),
        bw * 0.64,
        v * (h - 70),
        i === vals.length - 1 ? c : tint(c, 0.6),
        5,
      ),
    )
    .join("");
  return at(
    x,
    y,
    rect(0, 0, w, h, palette.white, 20, shadow("md")) +
      bar(24, 22, w * 0.35, 10, palette.ink) +
      bars +
      at(
        24,
        44,
        stroke(
          sparkPath(
            vals.map((v) => v * 0.85),
            w - 48,
            h - 70,
          ),
          c2,
          4,
        ),
      ),
  );
}
