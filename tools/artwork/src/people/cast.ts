/** The people drawn for the team grid, testimonials and the founder portrait. */
import { palette } from "../core/palette.ts";
import { circle, rect } from "../core/svg.ts";
import { type Person, portrait } from "./portrait.ts";

const skin = {
  fair: "#f7dcc8",
  light: "#f1c7a5",
  tan: "#e0ac80",
  medium: "#c98b5a",
  brown: "#a66a3f",
  deep: "#7b4a2e",
  darkest: "#5c3a21",
} as const;
const hair = {
  black: "#1c1917",
  brown: "#4a2e1f",
  auburn: "#9a4a22",
  blond: "#d4a056",
  grey: "#9ca3af",
  darkGrey: "#4b5563",
} as const;

export const team: readonly Person[] = [
  { skin: skin.light, hair: hair.brown, style: "long", outfit: "crew", shirt: palette.brand, bg: "#c7d2fe" },
  {
    skin: skin.deep,
    hair: hair.black,
    style: "buzz",
    outfit: "collar",
    shirt: palette.teal,
    bg: "#99f6e4",
    beard: true,
  },
  {
    skin: skin.medium,
    hair: hair.black,
    style: "bun",
    outfit: "vneck",
    shirt: palette.amber,
    bg: "#fde68a",
    earrings: true,
  },
  {
    skin: skin.fair,
    hair: hair.blond,
    style: "side",
    outfit: "collar",
    shirt: palette.slate,
    bg: "#bae6fd",
    glasses: true,
  },
  { skin: skin.darkest, hair: hair.black, style: "curly", outfit: "crew", shirt: palette.rose, bg: "#fecdd3" },
  {
    skin: skin.tan,
    hair: hair.black,
    style: "short",
    outfit: "hoodie",
    shirt: palette.brandDark,
    bg: "#ddd6fe",
    beard: true,
  },
  {
    skin: skin.medium,
    hair: hair.black,
    style: "hijab",
    outfit: "crew",
    shirt: "#115e59",
    bg: "#a7f3d0",
    scarf: "#0d9488",
  },
  { skin: skin.light, hair: hair.auburn, style: "short", outfit: "vneck", shirt: "#ea580c", bg: "#fed7aa" },
  {
    skin: skin.light,
    hair: hair.grey,
    style: "bob",
    outfit: "blazer",
    shirt: palette.ink,
    bg: "#cbd5e1",
    glasses: true,
  },
  {
    skin: skin.brown,
    hair: hair.darkGrey,
    style: "bald",
    outfit: "crew",
    shirt: "#16a34a",
    bg: "#bbf7d0",
    beard: true,
  },
];

export const avatars: readonly Person[] = [
  {
    skin: skin.fair,
    hair: hair.auburn,
    style: "long",
    outfit: "vneck",
    shirt: palette.brand,
    bg: "#c7d2fe",
    earrings: true,
  },
  { skin: skin.deep, hair: hair.black, style: "buzz", outfit: "blazer", shirt: "#1e3a8a", bg: "#99f6e4" },
  {
    skin: skin.medium,
    hair: hair.black,
    style: "ponytail",
    outfit: "crew",
    shirt: palette.rose,
    bg: "#fecdd3",
    earrings: true,
  },
  {
    skin: skin.light,
    hair: hair.brown,
    style: "side",
    outfit: "collar",
    shirt: palette.slate,
    bg: "#bae6fd",
    glasses: true,
  },
  { skin: skin.fair, hair: hair.black, style: "bob", outfit: "crew", shirt: palette.amber, bg: "#fde68a" },
  { skin: skin.tan, hair: hair.brown, style: "curly", outfit: "hoodie", shirt: palette.brand, bg: "#ddd6fe" },
  { skin: skin.darkest, hair: hair.black, style: "bun", outfit: "vneck", shirt: palette.teal, bg: "#a7f3d0" },
  { skin: skin.light, hair: hair.grey, style: "short", outfit: "collar", shirt: "#1e293b", bg: "#e2e8f0", beard: true },
];

const founderPerson: Person = {
  skin: skin.brown,
  hair: hair.black,
  style: "side",
  outfit: "blazer",
  shirt: "#1e293b",
  bg: "#c7d2fe",
  beard: true,
  pin: palette.amber,
  detailed: true,
};

/** The founder: 4:5, with a few geometric shapes behind. */
export function founder(): string {
  const deco =
    circle(330, 90, 46, "none", { stroke: palette.brand, "stroke-width": 6, opacity: 0.25 }) +
    rect(36, 60, 70, 70, palette.teal, 18, { opacity: 0.16, transform: "rotate(14 71 95)" }) +
    circle(70, 330, 10, palette.amber, { opacity: 0.6 }) +
    circle(350, 300, 6, palette.rose, { opacity: 0.5 });
  return portrait(founderPerson, 400, 500, deco);
}

/** The i-th team member, counting round. */
export const teamAt = (i: number): Person => team[i % team.length] ?? avatars[0]!;
/** The i-th client avatar, counting round. */
export const avatarAt = (i: number): Person => avatars[i % avatars.length] ?? team[0]!;
