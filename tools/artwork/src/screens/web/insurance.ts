/** Website screens for the insurance projects: quote form and agent portal (WEB.w × WEB.h = 1000 × 620). */
import { icon } from "../../core/icons.ts";
import { type Theme, palette, shade, tint } from "../../core/palette.ts";
import { at, bar, circle, linear, path, rect, stroke } from "../../core/svg.ts";
import { WEB } from "../../parts/devices.ts";
import { chip, ring, sparkPath } from "../../parts/ui.ts";
import { nav } from "./nav.ts";

const W = WEB.w;

/** Insurance quote: trust message on the left, a step-by-step quote form on the right. */
export function quoteForm(t: Theme): string {
  const steps =
    [0, 1, 2]
      .map(
        (i) =>
          circle(540 + i * 150, 134, 14, i < 2 ? t.primary : palette.white, {
            stroke: i < 2 ? "none" : "#cbd5e1",
            "stroke-width": 3,
          }) + (i < 2 ? icon("check", 531 + i * 150, 125, 18, palette.white, 3.5) : ""),
      )
      .join("") +
    rect(556, 133, 118, 3, t.primary) +
    rect(706, 133, 118, 3, "#cbd5e1");
  const options = (["car", "home", "heart"] as const)
    .map((name, i) =>
      at(
        520 + i * 130,
        176,
        rect(0, 0, 116, 96, i === 0 ? tint(t.primary, 0.9) : palette.white, 12, {
          stroke: i === 0 ? t.primary : palette.line,
          "stroke-width": 2,
        }) +
          icon(name, 40, 18, 36, i === 0 ? t.primary : palette.muted) +
          bar(30, 70, 56, 7, i === 0 ? t.primary : "#cbd5e1"),
      ),
    )
    .join("");
  const field = (y: number, w: number) =>
    bar(520, y, 90, 8, palette.slate) +
    rect(520, y + 18, w, 44, palette.white, 10, { stroke: palette.line, "stroke-width": 2 }) +
    bar(536, y + 36, w * 0.4, 8, "#cbd5e1");
  return (
    rect(0, 0, W, 620, tint(t.primary, 0.94)) +
    nav(t) +
    bar(48, 120, 330, 26, palette.ink) +
    bar(48, 158, 260, 26, palette.ink) +
    bar(48, 208, 340, 10, palette.muted) +
    bar(48, 228, 300, 10, palette.muted) +
    at(
      110,
      270,
      path("M80 0l80 32v62c0 56-36 98-80 116C36 192 0 150 0 94V32z", t.primary) +
        path("M80 18l62 25v50c0 44-28 78-62 94z", shade(t.primary, 0.15)) +
        stroke("M48 100l22 22 42-46", palette.white, 14),
    ) +
    [0, 1, 2]
      .map((i) =>
        circle(70 + i * 46, 534, 18, [t.secondary, palette.amber, palette.rose][i] ?? t.secondary, {
          stroke: palette.white,
          "stroke-width": 3,
        }),
      )
      .join("") +
    bar(180, 528, 120, 10, palette.slate) +
    rect(490, 90, 470, 510, palette.white, 18, { stroke: palette.line }) +
    steps +
    options +
    field(296, 420) +
    field(382, 200) +
    bar(740, 382, 90, 8, palette.slate) +
    rect(740, 400, 200, 44, palette.white, 10, { stroke: palette.line, "stroke-width": 2 }) +
    icon("calendar", 906, 410, 22, palette.muted) +
    rect(520, 466, 420, 6, palette.line, 3) +
    rect(520, 466, 260, 6, t.secondary, 3) +
    circle(780, 469, 11, palette.white, { stroke: t.secondary, "stroke-width": 4 }) +
    rect(520, 512, 420, 56, t.primary, 14) +
    bar(660, 536, 140, 10, palette.white)
  );
}

/** Agent portal dashboard: sidebar, stat cards, area chart, donut and a policy table. */
export function dashboard(t: Theme): string {
  const side = shade(t.primary, 0.55);
  const items = [0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        (i === 1 ? rect(14, 104 + i * 46, 172, 38, t.primary, 10) : "") +
        rect(30, 115 + i * 46, 16, 16, palette.white, 4, { opacity: i === 1 ? 1 : 0.5 }) +
        bar(58, 119 + i * 46, 70 + ((i * 23) % 40), 8, palette.white, { opacity: i === 1 ? 1 : 0.5 }),
    )
    .join("");
  const statColors = [t.primary, t.secondary, palette.amber, palette.rose];
  const stats = statColors
    .map((c, i) =>
      at(
        224 + i * 188,
        84,
        rect(0, 0, 176, 100, palette.white, 14, { stroke: palette.line }) +
          circle(30, 30, 16, tint(c, 0.85)) +
          circle(30, 30, 6, c) +
          bar(56, 24, 60, 7, "#cbd5e1") +
          bar(16, 60, 72, 16, palette.ink) +
          stroke(sparkPath([0.3, 0.5, 0.4, 0.7, 0.6, 0.9], 60, 28), c, 3, { transform: "translate(100 52)" }),
      ),
    )
    .join("");
  const vals = [0.35, 0.5, 0.42, 0.62, 0.55, 0.78, 0.7, 0.88];
  const line = sparkPath(vals, 420, 160);
  const [ad, af] = linear([
    [0, t.primary, 0.35],
    [1, t.primary, 0],
  ]);
  const chart = at(
    224,
    200,
    rect(0, 0, 456, 250, palette.white, 14, { stroke: palette.line }) +
      bar(20, 20, 120, 10, palette.ink) +
      chip(330, 14, 106, t.primary) +
      [0, 1, 2, 3].map((i) => rect(18, 70 + i * 45, 420, 1, palette.line)).join("") +
      ad +
      at(
        18,
        70,
        path(`${line}V160H0z`, af) +
          stroke(line, t.primary, 4) +
          stroke(sparkPath([0.2, 0.3, 0.35, 0.3, 0.45, 0.5, 0.62, 0.6], 420, 160), t.secondary, 3, {
            "stroke-dasharray": "8 8",
          }),
      ),
  );
  const donut = at(
    696,
    200,
    rect(0, 0, 280, 250, palette.white, 14, { stroke: palette.line }) +
      bar(20, 20, 100, 10, palette.ink) +
      ring(90, 140, 56, 1, palette.line, palette.line, 22) +
      ring(90, 140, 56, 0.62, t.primary, "none", 22) +
      circle(90, 140, 56, "none", {
        stroke: t.secondary,
        "stroke-width": 22,
        "stroke-dasharray": "70 400",
        "stroke-dashoffset": "-218",
        transform: "rotate(-90 90 140)",
      }) +
      [t.primary, t.secondary, palette.line]
        .map((c, i) => circle(180, 104 + i * 32, 7, c) + bar(194, 100 + i * 32, 56, 8, "#cbd5e1"))
        .join(""),
  );
  const status = [t.secondary, palette.amber, t.secondary, palette.rose];
  const table = at(
    224,
    466,
    rect(0, 0, 752, 160, palette.white, 14, { stroke: palette.line }) +
      [0, 1, 2, 3]
        .map(
          (i) =>
            circle(34, 28 + i * 36, 12, tint(status[i] ?? t.primary, 0.6)) +
            bar(56, 24 + i * 36, 140, 8, palette.slate) +
            bar(260, 24 + i * 36, 90, 8, "#cbd5e1") +
            bar(420, 24 + i * 36, 70, 8, "#cbd5e1") +
            rect(600, 16 + i * 36, 90, 22, tint(status[i] ?? t.primary, 0.85), 11) +
            bar(616, 24 + i * 36, 58, 6, status[i] ?? t.primary),
        )
        .join(""),
  );
  return (
    rect(0, 0, W, 620, palette.surface) +
    rect(0, 0, 200, 620, side) +
    rect(20, 24, 28, 28, t.secondary, 8) +
    bar(58, 34, 90, 9, palette.white) +
    items +
    rect(200, 0, 800, 64, palette.white) +
    rect(224, 16, 300, 32, "#f1f5f9", 16) +
    icon("search", 236, 22, 20, palette.muted) +
    icon("bell", 860, 20, 24, palette.slate) +
    circle(930, 32, 18, tint(t.secondary, 0.5)) +
    rect(200, 63, 800, 1, palette.line) +
    stats +
    chart +
    donut +
    table
  );
}
