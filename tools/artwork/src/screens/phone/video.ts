/** Phone screens for the video streaming app (PHONE.w × PHONE.h = 300 × 640). */
import { icon } from "../../core/icons.ts";
import { type Theme, palette, shade, tint } from "../../core/palette.ts";
import { bar, circle, clipped, linear, path, rect, stroke } from "../../core/svg.ts";
import { PHONE } from "../../parts/devices.ts";

const W = PHONE.w;
const H = PHONE.h;

/** Video streaming home: hero title, chips, continue-watching row and posters. */
export function videoHome(t: Theme): string {
  const [d, f] = linear(
    [
      [0, t.primary],
      [1, shade(t.secondary, 0.2)],
    ],
    0,
    0,
    1,
    1,
  );
  const tiles = [0, 1, 2]
    .map((i) => {
      const c = [t.primary, palette.amber, palette.teal][i] ?? t.primary;
      const [gd, gf] = linear(
        [
          [0, tint(c, 0.2)],
          [1, shade(c, 0.45)],
        ],
        0,
        0,
        1,
        1,
      );
      return (
        gd +
        rect(20 + i * 128, 372, 116, 70, gf, 10) +
        bar(20 + i * 128, 448, 116, 4, "#334155") +
        bar(20 + i * 128, 448, 40 + i * 22, 4, t.primary)
      );
    })
    .join("");
  const posters = [0, 1, 2]
    .map((i) => {
      const c = [palette.brand, t.primary, "#0ea5e9"][i] ?? t.primary;
      const [gd, gf] = linear([
        [0, c],
        [1, shade(c, 0.6)],
      ]);
      return (
        gd + rect(20 + i * 92, 494, 82, 120, gf, 10) + circle(61 + i * 92, 540, 16, palette.white, { opacity: 0.18 })
      );
    })
    .join("");
  return (
    rect(0, 0, W, H, "#0b1120") +
    rect(20, 72, 26, 26, t.primary, 7) +
    bar(54, 80, 70, 10, palette.white) +
    circle(264, 85, 14, tint(t.primary, 0.5)) +
    d +
    clipped(
      20,
      116,
      260,
      170,
      18,
      rect(20, 116, 260, 170, f) + circle(230, 160, 70, palette.white, { opacity: 0.08 }),
    ) +
    bar(40, 210, 140, 14, palette.white) +
    bar(40, 232, 90, 8, palette.white, { opacity: 0.6 }) +
    rect(40, 250, 88, 26, palette.white, 13) +
    path("M56 256v14l11-7z", t.primary) +
    bar(74, 260, 40, 6, palette.ink) +
    [0, 1, 2]
      .map(
        (i) =>
          rect(20 + i * 86, 302, 76, 28, i === 0 ? t.primary : "#1e293b", 14) +
          bar(36 + i * 86, 313, 44, 6, palette.white, { opacity: i === 0 ? 1 : 0.6 }),
      )
      .join("") +
    bar(20, 348, 120, 9, palette.white) +
    tiles +
    bar(20, 470, 90, 9, palette.white) +
    posters
  );
}

/** Video player with episode list. */
export function videoPlayer(t: Theme): string {
  const [d, f] = linear(
    [
      [0, tint(t.primary, 0.1)],
      [1, shade(t.secondary, 0.5)],
    ],
    0,
    0,
    1,
    1,
  );
  const episodes = [0, 1, 2]
    .map((i) => {
      const [gd, gf] = linear(
        [
          [0, [palette.teal, palette.amber, palette.brand][i] ?? t.primary],
          [1, "#111827"],
        ],
        0,
        0,
        1,
        1,
      );
      return (
        gd +
        rect(20, 370 + i * 84, 110, 66, gf, 10) +
        path(`M68 ${394 + i * 84}v18l14-9z`, palette.white) +
        bar(144, 378 + i * 84, 110, 9, palette.white) +
        bar(144, 396 + i * 84, 80, 7, palette.white, { opacity: 0.45 }) +
        bar(144, 418 + i * 84, 50, 6, t.primary)
      );
    })
    .join("");
  return (
    rect(0, 0, W, H, "#0b1120") +
    d +
    rect(0, 56, W, 180, f) +
    circle(150, 146, 30, palette.white, { opacity: 0.9 }) +
    path("M142 131v30l24-15z", t.primary) +
    rect(20, 214, 260, 4, palette.white, 2, { opacity: 0.3 }) +
    rect(20, 214, 150, 4, t.primary, 2) +
    circle(170, 216, 7, palette.white) +
    bar(20, 256, 200, 14, palette.white) +
    bar(20, 280, 140, 8, palette.white, { opacity: 0.5 }) +
    (["heart", "film", "users"] as const)
      .map((n, i) => icon(n, 28 + i * 56, 308, 26, i === 0 ? t.primary : "#94a3b8"))
      .join("") +
    rect(200, 306, 80, 32, t.primary, 16) +
    bar(220, 318, 40, 7, palette.white) +
    episodes
  );
}

/** "Who's watching" profile picker. */
export function profiles(t: Theme): string {
  const colors = [t.primary, palette.amber, palette.teal, palette.brand];
  const faces = colors
    .map((c, i) => {
      const x = 46 + (i % 2) * 116;
      const y = 200 + Math.floor(i / 2) * 150;
      return (
        rect(x, y, 92, 92, c, 20) +
        circle(x + 32, y + 40, 5, palette.ink) +
        circle(x + 60, y + 40, 5, palette.ink) +
        stroke(`M${x + 30} ${y + 60}q16 14 32 0`, palette.ink, 4) +
        bar(x + 18, y + 104, 56, 8, palette.white, { opacity: 0.7 })
      );
    })
    .join("");
  return (
    rect(0, 0, W, H, "#0b1120") +
    rect(115, 90, 70, 18, t.primary, 9) +
    bar(70, 140, 160, 14, palette.white) +
    faces +
    rect(104, 510, 92, 92, "none", 20, { stroke: "#475569", "stroke-width": 3, "stroke-dasharray": "8 8" }) +
    stroke("M150 540v32M134 556h32", "#94a3b8", 4)
  );
}
