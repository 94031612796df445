/** Project compositions: the wide banner, the close-up "about" view and the feature call-out view. */
import { palette, tint } from "./palette.ts";
import { icon, type IconName } from "./icons.ts";
import { at, bar, circle, doc, rect, stroke } from "./svg.ts";
import { backdrop, groundShadow, sparkPath } from "./scene.ts";
import { board, browser, card, phone, phoneSize } from "./devices.ts";
import { featureIcons, type ProjectArt } from "./projects.ts";

const screen = (p: ProjectArt, i: number): string =>
  (p.screens[i % p.screens.length] ?? p.screens[0] ?? (() => ""))(p.theme);
const phoneOf = (p: ProjectArt, x: number, y: number, s: number, i: number, rot = 0): string =>
  phone(x, y, s, screen(p, i), {
    status: p.status ?? palette.ink,
    rot,
    body: p.theme.dark ? "#020617" : palette.ink,
    edge: p.theme.dark ? "#475569" : undefined,
  });

/** A metric card: icon, two lines and a sparkline. */
function statCard(x: number, y: number, p: ProjectArt, name: IconName): string {
  const c = p.theme.primary;
  return card(
    x,
    y,
    300,
    132,
    circle(44, 44, 24, tint(c, 0.85)) +
      icon(name, 30, 30, 28, c) +
      bar(82, 32, 110, 10, palette.ink) +
      bar(82, 52, 70, 8, "#cbd5e1") +
      at(24, 84, stroke(sparkPath([0.2, 0.45, 0.35, 0.6, 0.5, 0.85, 0.75, 1], 252, 30), p.theme.secondary, 4)),
    20,
  );
}

/** A toast: coloured icon, two lines and a check. */
function toastCard(x: number, y: number, p: ProjectArt, name: IconName): string {
  const c = p.theme.secondary;
  return card(
    x,
    y,
    300,
    84,
    circle(42, 42, 24, c) +
      icon(name, 29, 29, 26, palette.white) +
      bar(80, 30, 130, 10, palette.ink) +
      bar(80, 50, 90, 8, "#cbd5e1") +
      circle(262, 42, 14, tint(palette.teal, 0.85)) +
      icon("check", 252, 32, 20, palette.teal, 3),
    20,
  );
}

/** A rating card with stacked avatars. */
function ratingCard(x: number, y: number, p: ProjectArt): string {
  const faces = [p.theme.primary, p.theme.secondary, palette.amber]
    .map((c, i) => circle(36 + i * 26, 40, 18, tint(c, 0.4), { stroke: palette.white, "stroke-width": 4 }))
    .join("");
  return card(
    x,
    y,
    240,
    110,
    faces +
      [0, 1, 2, 3, 4].map((i) => icon("starFill", 20 + i * 24, 68, 20, palette.amber)).join("") +
      bar(124, 34, 90, 10, palette.ink),
    20,
  );
}

/** A colour inspector panel: swatch rows with value bars. */
function inspectorCard(x: number, y: number, p: ProjectArt): string {
  const rows = [p.theme.primary, p.theme.secondary, palette.ink]
    .map(
      (c, i) =>
        rect(24, 64 + i * 52, 36, 36, c, 10) +
        bar(74, 72 + i * 52, 110, 8, palette.slate) +
        bar(74, 88 + i * 52, 70, 6, "#cbd5e1") +
        (i === 0 ? icon("check", 244, 70 + i * 52, 24, p.theme.primary, 3) : ""),
    )
    .join("");
  return card(x, y, 300, 230, bar(24, 26, 120, 10, palette.ink) + icon("pen", 250, 18, 26, palette.muted) + rows, 22);
}

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

/** One feature call-out. */
function callout(x: number, y: number, p: ProjectArt, name: IconName, hi: boolean): string {
  const c = p.theme.primary;
  return card(
    x,
    y,
    250,
    92,
    circle(46, 46, 28, hi ? palette.white : tint(c, 0.85), hi ? { opacity: 0.2 } : {}) +
      icon(name, 30, 30, 32, hi ? palette.white : c) +
      bar(88, 32, 120, 10, hi ? palette.white : palette.ink) +
      bar(88, 54, 84, 8, hi ? palette.white : "#cbd5e1", hi ? { opacity: 0.7 } : {}),
    22,
    hi ? c : palette.white,
  );
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
