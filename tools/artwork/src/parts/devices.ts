/** Device frames (browser window, phone, design tool, monitor, laptop) and floating cards, drawn in fixed logical units and scaled. */
import { palette, tint } from "../core/palette.ts";
import { at, bar, circle, clipped, el, g, path, rect, shadow, uid } from "../core/svg.ts";

/** Logical size of a browser's content area. */
export const WEB = { w: 1000, h: 620, bar: 44 } as const;

/** Logical size of a phone screen. */
export const PHONE = { w: 300, h: 640, bezel: 12 } as const;

/** Logical size of the design tool's canvas. */
export const BOARD = { w: 820, h: 640 } as const;

/** A browser window whose top-left corner is at (x, y); `content` is drawn in a WEB.w × WEB.h box. */
export function browser(x: number, y: number, scale: number, content: string, accent: string = palette.brand): string {
  const w = WEB.w;
  const h = WEB.h + WEB.bar;
  const chrome =
    rect(0, 0, w, h, palette.white, 16, shadow("lg")) +
    clipped(0, 0, w, h, 16, rect(0, 0, w, WEB.bar, "#f1f5f9") + at(0, WEB.bar, content)) +
    circle(24, 22, 6, "#fb7185") +
    circle(44, 22, 6, "#fbbf24") +
    circle(64, 22, 6, "#34d399") +
    bar(330, 12, 340, 20, palette.white) +
    circle(346, 22, 4, tint(accent, 0.3)) +
    bar(358, 19, 120, 6, palette.line) +
    rect(0, WEB.bar - 1, w, 1, palette.line);
  return at(x, y, chrome, scale);
}

interface PhoneOptions {
  body?: string;
  /** Status bar glyph colour: dark on light screens, light on dark screens. */
  status?: string;
  rot?: number;
  /** Outline the frame (for dark backgrounds). */
  edge?: string;
}

/** A phone whose top-left is at (x, y); `content` is drawn in a PHONE.w × PHONE.h box. */
export function phone(x: number, y: number, scale: number, content: string, o: PhoneOptions = {}): string {
  const b = PHONE.bezel;
  const w = PHONE.w + b * 2;
  const h = PHONE.h + b * 2;
  const status = o.status ?? palette.ink;
  const frame =
    rect(0, 0, w, h, o.body ?? palette.ink, 52, shadow("lg")) +
    (o.edge ? rect(1.5, 1.5, w - 3, h - 3, "none", 51, { stroke: o.edge, "stroke-width": 3 }) : "") +
    rect(w - 1, 150, 4, 60, o.body ?? palette.ink, 2) +
    rect(b - 2, b - 2, PHONE.w + 4, PHONE.h + 4, "#000", 44, { opacity: 0.35 }) +
    clipped(b, b, PHONE.w, PHONE.h, 42, at(b, b, content)) +
    bar(w / 2 - 46, b + 12, 92, 26, "#020617") +
    bar(b + 30, b + 21, 30, 8, status, { opacity: 0.8 }) +
    rect(w - b - 56, b + 20, 24, 11, "none", 3, { stroke: status, "stroke-width": 1.6, opacity: 0.8 }) +
    rect(w - b - 54, b + 22, 16, 7, status, 1.5, { opacity: 0.8 });
  return g(frame, {
    transform: `translate(${x} ${y}) scale(${scale})${o.rot ? ` rotate(${o.rot} ${w / 2} ${h / 2})` : ""}`,
  });
}

/** Outer size of a phone in logical units (multiply by scale). */
export const phoneSize = { w: PHONE.w + PHONE.bezel * 2, h: PHONE.h + PHONE.bezel * 2 } as const;

/** A design-tool window (1240 × 720 logical); `content` is drawn on a dotted BOARD.w × BOARD.h canvas. */
export function board(x: number, y: number, scale: number, content: string, accent: string): string {
  const pid = uid("dots");
  const tools = [0, 1, 2, 3, 4, 5].map((i) => rect(200 + i * 44, 12, 28, 24, i === 1 ? accent : "#334155", 6)).join("");
  const layers = [0, 1, 2, 3, 4, 5, 6, 7, 8]
    .map(
      (i) =>
        rect(16, 76 + i * 34, 14, 14, i === 2 ? accent : "#cbd5e1", 3) +
        bar(38, 80 + i * 34, 70 + ((i * 37) % 60), 7, i === 2 ? tint(accent, 0.4) : "#cbd5e1"),
    )
    .join("");
  const props = [0, 1, 2, 3, 4]
    .map((i) => bar(1060, 80 + i * 60, 60, 7, "#cbd5e1") + rect(1060, 96 + i * 60, 160, 26, "#f1f5f9", 6))
    .join("");
  const win =
    rect(0, 0, 1240, 720, palette.white, 16, shadow("lg")) +
    clipped(
      0,
      0,
      1240,
      720,
      16,
      rect(0, 0, 1240, 48, palette.ink) +
        el(
          "pattern",
          { id: pid, width: 20, height: 20, patternUnits: "userSpaceOnUse" },
          circle(10, 10, 1.3, "#cbd5e1"),
        ) +
        rect(200, 48, 840, 672, "#f1f5f9") +
        rect(200, 48, 840, 672, `url(#${pid})`) +
        rect(1040, 48, 200, 672, palette.white) +
        rect(1040, 48, 1, 672, palette.line) +
        rect(199, 48, 1, 672, palette.line),
    ) +
    circle(24, 24, 6, "#fb7185") +
    circle(44, 24, 6, "#fbbf24") +
    circle(64, 24, 6, "#34d399") +
    tools +
    circle(1130, 24, 12, "#f59e0b") +
    circle(1150, 24, 12, "#14b8a6", { stroke: palette.ink, "stroke-width": 3 }) +
    rect(1172, 12, 52, 24, accent, 8) +
    layers +
    props +
    at(210, 64, content);
  return at(x, y, win, scale);
}

/** A white floating card with a soft shadow; `body` is drawn in card-local coordinates. */
export function card(
  x: number,
  y: number,
  w: number,
  h: number,
  body: string,
  rx = 18,
  fill: string = palette.white,
): string {
  return at(x, y, rect(0, 0, w, h, fill, rx, shadow("md")) + body);
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
