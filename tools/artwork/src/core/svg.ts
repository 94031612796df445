/** Tiny string builders for SVG markup. Numbers are rounded so output is compact and stable. */
import { n, palette } from "./palette.ts";

export type Attrs = Record<string, string | number | undefined>;

let counter = 0;
/** Restart the id counter; called before each artwork so ids (and hashes) do not depend on build order. */
export function resetIds(): void {
  counter = 0;
}
/** A fresh id for a gradient or clip path within the current artwork. */
export function uid(prefix = "u"): string {
  counter += 1;
  return `${prefix}${counter}`;
}

function attrs(a: Attrs): string {
  let out = "";
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    out += ` ${k}="${typeof v === "number" ? n(v) : v}"`;
  }
  return out;
}

export const el = (tag: string, a: Attrs = {}, children?: string): string =>
  children === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children}</${tag}>`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, a: Attrs = {}): string =>
  el("rect", { x, y, width: w, height: h, rx: rx || undefined, fill, ...a });

export const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}): string =>
  el("circle", { cx, cy, r, fill, ...a });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, a: Attrs = {}): string =>
  el("ellipse", { cx, cy, rx, ry, fill, ...a });

export const path = (d: string, fill: string, a: Attrs = {}): string => el("path", { d, fill, ...a });

export const stroke = (d: string, color: string, width = 2, a: Attrs = {}): string =>
  el("path", {
    d,
    fill: "none",
    stroke: color,
    "stroke-width": width,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    ...a,
  });

export const g = (body: string, a: Attrs = {}): string => el("g", a, body);

/** A group translated (and optionally scaled / rotated) into place. */
export const at = (x: number, y: number, body: string, s = 1, rot = 0): string =>
  g(body, {
    transform: `translate(${n(x)} ${n(y)})${s === 1 ? "" : ` scale(${n(s)})`}${rot === 0 ? "" : ` rotate(${n(rot)})`}`,
  });

/** A placeholder line of text: a fully rounded bar. */
export const bar = (x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}): string =>
  rect(x, y, w, h, fill, h / 2, a);

const escape = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export const text = (x: number, y: number, s: string, size: number, fill: string, a: Attrs = {}): string =>
  el("text", { x, y, "font-size": size, fill, ...a }, escape(s));

type Stop = readonly [offset: number, color: string, opacity?: number];
const stops = (list: readonly Stop[]): string =>
  list.map(([o, c, op]) => el("stop", { offset: o, "stop-color": c, "stop-opacity": op })).join("");

/** Emit a linear gradient and return `[markup, "url(#id)"]`; direction given in bounding-box units. */
export function linear(list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): [string, string] {
  const id = uid("lg");
  return [el("linearGradient", { id, x1, y1, x2, y2 }, stops(list)), `url(#${id})`];
}

export function radial(list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): [string, string] {
  const id = uid("rg");
  return [el("radialGradient", { id, cx, cy, r }, stops(list)), `url(#${id})`];
}

/** Clip `body` to a rounded rectangle. */
export function clipped(x: number, y: number, w: number, h: number, rx: number, body: string): string {
  const id = uid("cp");
  return el("clipPath", { id }, rect(x, y, w, h, "#000", rx)) + g(body, { "clip-path": `url(#${id})` });
}

/** Shared soft shadows: `filter="url(#sh-lg)"` etc. */
const shadowDefs = [
  ["sh-lg", 24, 28, 0.16],
  ["sh-md", 12, 16, 0.12],
  ["sh-sm", 4, 6, 0.1],
]
  .map(([id, dy, blur, op]) =>
    el(
      "filter",
      { id: String(id), x: "-30%", y: "-30%", width: "160%", height: "170%" },
      el("feDropShadow", {
        dx: 0,
        dy: Number(dy),
        stdDeviation: Number(blur) / 2,
        "flood-color": palette.ink,
        "flood-opacity": Number(op),
      }),
    ),
  )
  .join("");

export const shadow = (size: "lg" | "md" | "sm"): Attrs => ({ filter: `url(#sh-${size})` });

/** A complete SVG document with the shared defs. */
export const doc = (w: number, h: number, body: string, a: Attrs = {}): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}"${attrs(a)}><defs>${shadowDefs}</defs>${body}</svg>`;

/** Embed a complete document at a position and size, prefixing its ids so they cannot clash. */
export function nest(source: string, prefix: string, x: number, y: number, w: number, h: number): string {
  const body = source
    .replace(/id="([^"]+)"/g, `id="${prefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`)
    .replace(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/,
      `<svg x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"`,
    );
  return body;
}

/** Font stack of the little real text in the artwork (wrap() in og/image.ts measures DejaVu Sans Bold). */
export const FONT = "DejaVu Sans, system-ui, sans-serif";
/** Attributes of bold text in that font. */
export const bold: Attrs = { "font-family": FONT, "font-weight": 700 };
