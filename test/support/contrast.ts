/**
 * WCAG 2 contrast over a background that is not one colour (a gradient, a picture): the pure maths
 * behind the pixel pass of the route sweep (test/support/pixelContrast.ts). The text colour is
 * held against every pixel behind the text; the run's ratio is the worst 5 % of them.
 */

/** An sRGB colour, channels 0–255, alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/**
 * A computed CSS colour (`rgb(…)` / `rgba(…)`, as `getComputedStyle` gives it) as numbers.
 *
 * @example parseRgb("rgba(224, 231, 255, 0.5)") // { r: 224, g: 231, b: 255, a: 0.5 }
 */
export function parseRgb(css: string): Rgba {
  const m = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(css.trim());
  if (!m) throw new Error(`not an rgb() colour: ${css}`);
  const alpha = m[4] === undefined ? 1 : m[4].endsWith("%") ? parseFloat(m[4]) / 100 : Number(m[4]);
  return { r: Number(m[1]), g: Number(m[2]), b: Number(m[3]), a: alpha };
}

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of an opaque sRGB colour (0 black … 1 white). */
export const luminance = (r: number, g: number, b: number): number =>
  0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

/** WCAG contrast ratio of two luminances (1 … 21), whichever is lighter. */
export const ratio = (l1: number, l2: number): number => (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);

/**
 * The lowest value left once the lowest share `p` (0–1) of `values` is set aside: at least
 * `1 - p` of the values reach it. `percentile(v, 0.05)` of 100 values is the sixth lowest.
 *
 * @example percentile([9, 1, 5, 7], 0.25) // 5: one value in four (1) set aside
 */
export function percentile(values: ArrayLike<number>, p: number): number {
  if (values.length === 0) throw new Error("percentile of no values");
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.floor(p * sorted.length)))]!;
}

/** WCAG AA for text: 4.5:1, or 3:1 for large text (≥ 24 px, or ≥ 18.66 px (14 pt) bold). */
export function requiredRatio(fontSizePx: number, fontWeight: number): number {
  const large = fontSizePx >= 24 || (fontSizePx >= 18.66 && fontWeight >= 700);
  return large ? 3 : 4.5;
}

/** Which share of the pixels behind a text run counts as its worst: 5 %. */
export const WORST_SHARE = 0.05;

/**
 * The contrast of text in `text` (alpha blended over each pixel, as the browser paints it) against
 * the background pixels `rgba` (RGBA bytes, as a decoded screenshot holds them, the text itself made
 * transparent): the ratio that all but the worst 5 % of the pixels reach.
 * A pixel where the text is painted at all weighs the same as any other.
 */
export function backgroundContrast(text: Rgba, rgba: Uint8Array): number {
  const count = Math.floor(rgba.length / 4);
  if (count === 0) throw new Error("no pixels behind the text");
  const ratios = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const [r, g, b] = [rgba[i * 4]!, rgba[i * 4 + 1]!, rgba[i * 4 + 2]!];
    const mix = (fg: number, bg: number) => text.a * fg + (1 - text.a) * bg;
    ratios[i] = ratio(luminance(mix(text.r, r), mix(text.g, g), mix(text.b, b)), luminance(r, g, b));
  }
  return percentile(ratios, WORST_SHARE);
}
