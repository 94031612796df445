/** Interface pieces drawn without text: picture placeholders, chips, charts, icon tiles, a code editor, a page layout. */
import { type IconName, icon } from "../core/icons.ts";
import { palette, tint } from "../core/palette.ts";
import { at, bar, circle, el, g, linear, path, rect, shadow, stroke, uid } from "../core/svg.ts";

/** A generic image placeholder: a gradient tile with a sun and hills. */
export function photo(x: number, y: number, w: number, h: number, a: string, b: string, rx = 10): string {
  const [d, fill] = linear(
    [
      [0, tint(a, 0.55)],
      [1, tint(b, 0.35)],
    ],
    0,
    0,
    1,
    1,
  );
  const hills =
    path(
      `M0 ${h}V${h * 0.7}C${w * 0.25} ${h * 0.45} ${w * 0.45} ${h * 0.5} ${w * 0.6} ${h * 0.68}S${w * 0.85} ${h * 0.55} ${w} ${h * 0.62}V${h}z`,
      a,
      { opacity: 0.55 },
    ) +
    path(`M0 ${h}V${h * 0.85}C${w * 0.3} ${h * 0.7} ${w * 0.6} ${h * 0.78} ${w} ${h * 0.8}V${h}z`, b, { opacity: 0.6 });
  const clip = uid("ph");
  return at(
    x,
    y,
    d +
      el("clipPath", { id: clip }, rect(0, 0, w, h, "#000", rx)) +
      g(
        rect(0, 0, w, h, fill) +
          circle(w * 0.72, h * 0.32, Math.min(w, h) * 0.12, palette.white, { opacity: 0.8 }) +
          hills,
        {
          "clip-path": `url(#${clip})`,
        },
      ),
  );
}

/** A pill "tag" with a coloured dot, used as a label without text. */
export function chip(x: number, y: number, w: number, color: string, filled = false): string {
  return (
    rect(x, y, w, 28, filled ? color : tint(color, 0.85), 14) +
    circle(x + 14, y + 14, 5, filled ? palette.white : color) +
    rect(x + 26, y + 11, w - 40, 6, filled ? palette.white : tint(color, 0.3), 3, { opacity: filled ? 0.85 : 1 })
  );
}

/** Sparkline path through `values` (0..1) inside a w × h box. */
export function sparkPath(values: readonly number[], w: number, h: number): string {
  const step = w / (values.length - 1);
  const pts = values.map((v, i) => [i * step, h - v * h] as const);
  let d = `M${pts[0]?.[0] ?? 0} ${pts[0]?.[1] ?? 0}`;
  for (let i = 1; i < pts.length; i++) {
    const [px, py] = pts[i - 1] ?? [0, 0];
    const [x, y] = pts[i] ?? [0, 0];
    const cx = (px + x) / 2;
    d += `C${cx} ${py} ${cx} ${y} ${x} ${y}`;
  }
  return d;
}

/** A donut ring showing `share` (0..1) of a circle. */
export function ring(
  cx: number,
  cy: number,
  r: number,
  share: number,
  color: string,
  track: string,
  width: number,
): string {
  const c = 2 * Math.PI * r;
  return (
    circle(cx, cy, r, "none", { stroke: track, "stroke-width": width }) +
    circle(cx, cy, r, "none", {
      stroke: color,
      "stroke-width": width,
      "stroke-linecap": "round",
      "stroke-dasharray": `${(c * share).toFixed(1)} ${c.toFixed(1)}`,
      transform: `rotate(-90 ${cx} ${cy})`,
    })
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
    rect(0, 0, w, h, palette.brandDarker, 16, shadow("lg")) +
      rect(0, 0, w, 34, "#312e81", 16) +
      rect(0, 20, w, 14, "#312e81") +
      circle(20, 17, 5, "#fb7185") +
      circle(38, 17, 5, "#fbbf24") +
      circle(56, 17, 5, "#34d399") +
      lines,
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
