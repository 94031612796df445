/** Project compositions: the wide banner, the close-up "about" view and the feature call-out view. */
import { palette } from "../core/palette.ts";
import { circle, doc, stroke } from "../core/svg.ts";
import { backdrop, groundShadow } from "../parts/backdrop.ts";
import { board, browser, phone, phoneSize } from "../parts/devices.ts";
import { callout, inspectorCard, ratingCard, statCard, toastCard } from "./cards.ts";
import { type ProjectArt, featureIcons } from "./looks.ts";

const screen = (p: ProjectArt, i: number): string =>
  (p.screens[i % p.screens.length] ?? p.screens[0] ?? (() => ""))(p.theme);

const phoneOf = (p: ProjectArt, x: number, y: number, s: number, i: number, rot = 0): string =>
  phone(x, y, s, screen(p, i), {
    status: p.status ?? palette.ink,
    rot,
    body: p.theme.dark ? "#020617" : palette.ink,
    edge: p.theme.dark ? "#475569" : undefined,
  });

/** 1600 × 900 hero composition. */
export function banner(p: ProjectArt): string {
  const t = p.theme;
  const [m1, m2] = p.motifs;
  let body = backdrop(1600, 900, t, `banner-${p.id}`);
  if (p.category === "Web Development") {
    const flip = p.id % 2 === 0;
    const bx = flip ? 420 : 150;
    body += groundShadow(bx + 500, 800, 520, 40) + browser(bx, 118, 1, screen(p, 0), t.primary);
    body += flip
      ? statCard(150, 170, p, m1) + toastCard(110, 560, p, m2) + ratingCard(1240, 640, p)
      : statCard(1150, 190, p, m1) + toastCard(1190, 560, p, m2) + ratingCard(90, 660, p);
  } else if (p.category === "Mobile App") {
    const w = phoneSize.w;
    body += groundShadow(800, 830, 460, 36);
    body +=
      phoneOf(p, 800 - (w * 0.85) / 2 - 300, 200, 0.85, 1, -6) +
      phoneOf(p, 800 - (w * 0.85) / 2 + 300, 200, 0.85, 2, 6) +
      phoneOf(p, 800 - w / 2, 110, 1, 0);
    body += toastCard(1150, 150, p, m1) + ratingCard(180, 640, p) + statCard(1160, 620, p, m2);
  } else {
    body += groundShadow(800, 840, 640, 40) + board(180, 110, 1, screen(p, 0), t.primary);
    body += toastCard(1180, 70, p, m1) + ratingCard(90, 650, p);
  }
  return doc(1600, 900, body);
}

/** 1200 × 900 close-up. */
export function about(p: ProjectArt): string {
  const t = p.theme;
  const [m1, m2] = p.motifs;
  let body = backdrop(1200, 900, t, `about-${p.id}`);
  if (p.category === "Web Development") {
    body += browser(110, 120, 1.32, screen(p, 0), t.primary) + toastCard(50, 700, p, m2) + statCard(60, 80, p, m1);
  } else if (p.category === "Mobile App") {
    body += groundShadow(560, 860, 380, 30) + phoneOf(p, 640, 150, 0.95, 2, 5) + phoneOf(p, 250, 70, 1.15, 1, -3);
    body += toastCard(760, 110, p, m1) + statCard(800, 700, p, m2);
  } else {
    body += board(-130, 60, 1.55, screen(p, 0), t.primary) + inspectorCard(840, 600, p);
  }
  return doc(1200, 900, body);
}

/** 1200 × 900 feature view: the product in the middle, feature call-outs around it. */
export function features(p: ProjectArt): string {
  const t = p.theme;
  let body = backdrop(1200, 900, t, `features-${p.id}`);
  const spots: readonly (readonly [number, number, number, number])[] = [
    [40, 150, 330, 260],
    [910, 180, 860, 300],
    [30, 440, 330, 460],
    [920, 470, 860, 520],
    [60, 720, 380, 650],
    [890, 740, 820, 680],
  ];
  if (p.category === "Web Development")
    body += groundShadow(600, 800, 420, 30) + browser(190, 200, 0.82, screen(p, 0), t.primary);
  else if (p.category === "Mobile App")
    body += groundShadow(600, 850, 260, 26) + phoneOf(p, 600 - phoneSize.w * 0.58, 90, 1.16, p.id % 3);
  else body += groundShadow(600, 790, 460, 30) + board(170, 200, 0.69, screen(p, 0), t.primary);
  const dots = spots
    .map(([x, y, tx0, ty], i) => {
      const tx = p.category === "Mobile App" ? Math.min(750, Math.max(450, tx0)) : tx0;
      const sx = x < 600 ? x + 250 : x;
      const sy = y + 46;
      return (
        stroke(`M${sx} ${sy}L${tx} ${ty}`, i === 1 ? t.primary : palette.muted, 2.5, {
          "stroke-dasharray": "4 8",
          opacity: 0.8,
        }) + circle(tx, ty, 9, palette.white, { stroke: i === 1 ? t.primary : palette.slate, "stroke-width": 4 })
      );
    })
    .join("");
  const cards = spots
    .map(([x, y], i) => callout(x, y, p, featureIcons[(i + p.id) % featureIcons.length] ?? "check", i === 1))
    .join("");
  return doc(1200, 900, body + dots + cards);
}
