/** Friendly flat head-and-shoulders portraits built from a small spec, and the round avatar cut from one. */
import { mix, palette, shade, tint } from "../core/palette.ts";
import { circle, doc, el, ellipse, g, linear, nest, path, rect, shadow, stroke, uid } from "../core/svg.ts";
import { hairBack, hairFront, scarf } from "./hair.ts";

export type HairStyle = "short" | "side" | "long" | "bun" | "curly" | "buzz" | "bald" | "hijab" | "bob" | "ponytail";

export type Outfit = "crew" | "vneck" | "collar" | "hoodie" | "blazer";

export interface Person {
  skin: string;
  hair: string;
  style: HairStyle;
  outfit: Outfit;
  shirt: string;
  bg: string;
  glasses?: boolean;
  beard?: boolean;
  earrings?: boolean;
  /** Colour of a lapel pin (blazer). */
  pin?: string;
  /** Extra finish: hair highlight. */
  detailed?: boolean;
  /** Colour of a headscarf (style "hijab"). */
  scarf?: string;
}

const headPath = (cx: number, cy: number): string =>
  `M${cx - 58} ${cy - 10}C${cx - 58} ${cy - 78} ${cx + 58} ${cy - 78} ${cx + 58} ${cy - 10}C${cx + 58} ${cy + 46} ${cx + 30} ${cy + 74} ${cx} ${cy + 74}C${cx - 30} ${cy + 74} ${cx - 58} ${cy + 46} ${cx - 58} ${cy - 10}z`;

/** Torso and clothing; `bottom` is the canvas height. */
function torso(p: Person, cx: number, top: number, bottom: number): string {
  const s = p.shirt;
  const body = `M${cx - 150} ${bottom}V${top + 80}C${cx - 150} ${top + 30} ${cx - 100} ${top} ${cx - 40} ${top}H${cx + 40}C${cx + 100} ${top} ${cx + 150} ${top + 30} ${cx + 150} ${top + 80}V${bottom}z`;
  let out = path(body, s);
  if (p.outfit === "crew")
    out += path(`M${cx - 42} ${top}C${cx - 30} ${top + 26} ${cx + 30} ${top + 26} ${cx + 42} ${top}z`, shade(s, 0.15));
  if (p.outfit === "vneck") out += path(`M${cx - 40} ${top}L${cx} ${top + 50}L${cx + 40} ${top}z`, shade(p.skin, 0.08));
  if (p.outfit === "collar")
    out +=
      path(`M${cx - 38} ${top - 6}L${cx} ${top + 34}L${cx - 14} ${top + 46}L${cx - 50} ${top + 10}z`, tint(s, 0.6)) +
      path(`M${cx + 38} ${top - 6}L${cx} ${top + 34}L${cx + 14} ${top + 46}L${cx + 50} ${top + 10}z`, tint(s, 0.6)) +
      rect(cx - 2, top + 40, 4, bottom - top, shade(s, 0.2));
  if (p.outfit === "hoodie")
    out +=
      path(
        `M${cx - 70} ${top + 4}C${cx - 60} ${top + 56} ${cx + 60} ${top + 56} ${cx + 70} ${top + 4}C${cx + 40} ${top + 26} ${cx - 40} ${top + 26} ${cx - 70} ${top + 4}z`,
        shade(s, 0.2),
      ) + stroke(`M${cx - 18} ${top + 36}v40M${cx + 18} ${top + 36}v40`, palette.white, 4, { opacity: 0.8 });
  if (p.outfit === "blazer") {
    out =
      path(body, palette.white) +
      path(`M${cx - 30} ${top - 4}L${cx} ${top + 30}L${cx + 30} ${top - 4}z`, "#e2e8f0") +
      path(
        `M${cx - 32} ${top - 8}L${cx - 2} ${top + 28}L${cx - 20} ${top + 40}L${cx - 40} ${top + 4}z`,
        palette.white,
        { stroke: "#cbd5e1", "stroke-width": 2 },
      ) +
      path(
        `M${cx + 32} ${top - 8}L${cx + 2} ${top + 28}L${cx + 20} ${top + 40}L${cx + 40} ${top + 4}z`,
        palette.white,
        { stroke: "#cbd5e1", "stroke-width": 2 },
      );
    out += path(
      `M${cx - 150} ${bottom}V${top + 80}C${cx - 150} ${top + 30} ${cx - 100} ${top} ${cx - 44} ${top - 2}L${cx - 10} ${top + 90}L${cx + 4} ${bottom}z`,
      s,
    );
    out += path(
      `M${cx + 150} ${bottom}V${top + 80}C${cx + 150} ${top + 30} ${cx + 100} ${top} ${cx + 44} ${top - 2}L${cx + 10} ${top + 90}L${cx - 4} ${bottom}z`,
      s,
    );
    out +=
      path(
        `M${cx - 44} ${top - 2}L${cx - 18} ${top + 60}L${cx - 44} ${top + 50}L${cx - 30} ${top + 30}z`,
        shade(s, 0.25),
      ) +
      path(
        `M${cx + 44} ${top - 2}L${cx + 18} ${top + 60}L${cx + 44} ${top + 50}L${cx + 30} ${top + 30}z`,
        shade(s, 0.25),
      );
  }
  return out;
}

/** Eyes, brows, nose, mouth, cheeks, glasses and beard. */
function face(p: Person, cx: number, cy: number): string {
  const ink = "#1f2937";
  const brow = p.style === "bald" || p.hair === "#9ca3af" ? shade(p.hair, 0.4) : shade(p.hair, 0.1);
  let out =
    ellipse(cx - 22, cy + 10, 5.5, 6.5, ink) +
    ellipse(cx + 22, cy + 10, 5.5, 6.5, ink) +
    circle(cx - 20, cy + 8, 1.8, palette.white) +
    circle(cx + 24, cy + 8, 1.8, palette.white) +
    stroke(`M${cx - 33} ${cy - 6}q11 -7 22 -1M${cx + 11} ${cy - 7}q11 -6 22 1`, brow, 4.5) +
    stroke(`M${cx - 2} ${cy + 16}q-6 14 2 17`, shade(p.skin, 0.22), 3.5) +
    circle(cx - 36, cy + 32, 10, palette.rose, { opacity: 0.12 }) +
    circle(cx + 36, cy + 32, 10, palette.rose, { opacity: 0.12 });
  if (p.beard)
    out += path(
      `M${cx - 57} ${cy + 22}C${cx - 56} ${cy + 56} ${cx - 30} ${cy + 80} ${cx} ${cy + 80}C${cx + 30} ${cy + 80} ${cx + 56} ${cy + 56} ${cx + 57} ${cy + 22}C${cx + 50} ${cy + 30} ${cx + 36} ${cy + 34} ${cx + 24} ${cy + 36}C${cx + 10} ${cy + 30} ${cx - 10} ${cy + 30} ${cx - 24} ${cy + 36}C${cx - 36} ${cy + 34} ${cx - 50} ${cy + 32} ${cx - 57} ${cy + 22}z`,
      mix(p.hair, p.skin, 0.2),
    );
  out += path(`M${cx - 15} ${cy + 44}q15 16 30 0z`, p.beard ? "#fecaca" : palette.white, {
    stroke: shade(p.skin, 0.45),
    "stroke-width": 3.5,
    "stroke-linejoin": "round",
  });
  if (p.glasses)
    out +=
      rect(cx - 40, cy - 2, 32, 24, "none", 9, { stroke: ink, "stroke-width": 3.5 }) +
      rect(cx + 8, cy - 2, 32, 24, "none", 9, { stroke: ink, "stroke-width": 3.5 }) +
      stroke(`M${cx - 8} ${cy + 6}q8 -5 16 0`, ink, 3.5);
  return out;
}

/** A portrait on a w × h canvas (w = 400; h = 400 square or 500 for 4:5). */
export function portrait(p: Person, w = 400, h = 400, extra = ""): string {
  const cx = w / 2;
  const cy = h - 225;
  const [gd, gf] = linear([
    [0, tint(p.bg, 0.4)],
    [1, p.bg],
  ]);
  const clip = uid("head");
  const ear = (x: number) => ellipse(x, cy + 12, 11, 16, p.skin) + ellipse(x, cy + 12, 5, 8, shade(p.skin, 0.12));
  const figure =
    hairBack(p, cx, cy) +
    rect(cx - 24, cy + 40, 48, 90, shade(p.skin, 0.12), 20) +
    torso(p, cx, cy + 112, h) +
    (p.style === "hijab" ? scarf(p, cx, cy) : ear(cx - 57) + ear(cx + 57)) +
    (p.pin ? circle(cx + 44, cy + 168, 6, p.pin, { stroke: palette.white, "stroke-width": 2 }) : "") +
    (p.earrings ? circle(cx - 58, cy + 34, 5, palette.amber) + circle(cx + 58, cy + 34, 5, palette.amber) : "") +
    path(headPath(cx, cy), p.skin) +
    el("clipPath", { id: clip }, path(headPath(cx, cy), "#000")) +
    ellipse(cx + 62, cy + 6, 34, 90, shade(p.skin, 0.5), { opacity: 0.1, "clip-path": `url(#${clip})` }) +
    hairFront(p, cx, cy) +
    (p.detailed ? stroke(`M${cx - 30} ${cy - 50}q26 -16 56 -8`, tint(p.hair, 0.3), 6, { opacity: 0.7 }) : "") +
    face(p, cx, cy);
  const body =
    gd +
    rect(0, 0, w, h, gf) +
    circle(cx, cy + 10, 170, palette.white, { opacity: 0.35 }) +
    extra +
    g(figure, { transform: `translate(${cx} ${h}) scale(1.2) translate(${-cx} ${-h})` });
  return doc(w, h, body);
}

/** Neutral placeholder silhouette. */
export function silhouette(): string {
  const c = "#94a3b8";
  return doc(
    400,
    400,
    rect(0, 0, 400, 400, "#e2e8f0") +
      circle(200, 160, 70, c) +
      path("M60 400C60 310 120 262 200 262S340 310 340 400z", c),
  );
}

/** A portrait cropped to a circle with a white ring. */
export function avatar(cx: number, cy: number, r: number, p: Person, key: string): string {
  const id = uid("av");
  return (
    circle(cx, cy, r + 5, palette.white, shadow("md")) +
    el("clipPath", { id }, circle(cx, cy, r, "#000")) +
    g(nest(portrait(p), `${key}${id}`, cx - r, cy - r, r * 2, r * 2), { "clip-path": `url(#${id})` })
  );
}
