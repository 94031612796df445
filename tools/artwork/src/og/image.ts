/** Open Graph cards (1200 × 630): brand mark, company name, a section title and a piece of artwork. */
import { logoMarkSvg, site } from "../facts.ts";
import { palette } from "../core/palette.ts";
import { FONT, bold, circle, clipped, doc, el, linear, nest, radial, rect, shadow, text, uid } from "../core/svg.ts";

/** Greedy word wrap using an average glyph width for DejaVu Sans Bold. */
export function wrap(title: string, size: number, maxWidth: number): string[] {
  const perLine = Math.floor(maxWidth / (size * 0.63));
  const lines: string[] = [];
  let line = "";
  for (const word of title.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (next.length > perLine && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export interface OgCard {
  title: string;
  /** Small line above the title. */
  kicker?: string;
  /** Artwork source (a complete SVG) and its aspect ratio (width / height). */
  art: string;
  aspect: number;
}

export function ogImage(c: OgCard): string {
  const [bgd, bg] = linear(
    [
      [0, palette.ink],
      [0.6, palette.brandDarker],
      [1, palette.brandDark],
    ],
    0,
    0,
    1,
    1,
  );
  const [g1d, g1] = radial([
    [0, palette.brand, 0.55],
    [1, palette.brand, 0],
  ]);
  const [g2d, g2] = radial([
    [0, palette.teal, 0.35],
    [1, palette.teal, 0],
  ]);
  const pid = uid("ogdots");
  let size = 60;
  let lines = wrap(c.title, size, 560);
  if (lines.length > 3) {
    size = 48;
    lines = wrap(c.title, size, 560);
  }
  const lh = size * 1.18;
  const top = 330 - ((lines.length - 1) * lh) / 2;
  const title = lines.map((l, i) => text(72, top + i * lh, l, size, palette.white, bold)).join("");
  const kicker = c.kicker ? text(72, top - size - 10, c.kicker, 24, "#5eead4", bold) : "";
  const aw = 480;
  const ah = aw / c.aspect;
  const ax = 660;
  const ay = 315 - ah / 2;
  const art =
    rect(ax - 10, ay - 10, aw + 20, ah + 20, palette.white, 26, shadow("lg")) +
    clipped(ax, ay, aw, ah, 18, nest(c.art, "art", ax, ay, aw, ah));
  const body =
    bgd +
    g1d +
    g2d +
    el(
      "pattern",
      { id: pid, width: 32, height: 32, patternUnits: "userSpaceOnUse" },
      circle(16, 16, 1.6, palette.white, { opacity: 0.12 }),
    ) +
    rect(0, 0, 1200, 630, bg) +
    rect(0, 0, 1200, 630, `url(#${pid})`) +
    circle(1050, 80, 420, g1) +
    circle(120, 620, 380, g2) +
    nest(logoMarkSvg, "mark", 72, 60, 60, 60) +
    text(148, 101, site.name, 30, palette.white, bold) +
    kicker +
    title +
    rect(72, 540, 56, 6, palette.teal, 3) +
    text(144, 549, site.tagline, 21, "#cbd5e1", { "font-family": FONT }) +
    art;
  return doc(1200, 630, body);
}
