/** The artwork's colours (the site's design tokens), colour mixing and a seeded random generator. */
import { brandColors } from "../facts.ts";

/** The colours every piece of artwork draws with; the brand colours come from src/content/brand.ts. */
export const palette = {
  ink: "#0f172a",
  slate: "#334155",
  muted: "#64748b",
  line: "#e2e8f0",
  surface: "#f8fafc",
  white: "#ffffff",
  ...brandColors,
  teal: "#0d9488",
  amber: "#f59e0b",
  rose: "#e11d48",
} as const;

function parse(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Linear mix of two hex colours: t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const ca = parse(a);
  const cb = parse(b);
  const out = ca.map((v, i) => Math.round(v + ((cb[i] ?? 0) - v) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

/** Lighter version of a colour (t = share of white). */
export const tint = (c: string, t: number): string => mix(c, "#ffffff", t);

/** Darker version of a colour (t = share of black). */
export const shade = (c: string, t: number): string => mix(c, "#000000", t);

/** The colours of one composition: a project's, a product's or the brand's. */
export interface Theme {
  primary: string;
  secondary: string;
  /** Page background tint. */
  bg: string;
  /** Dark backdrop instead of a light one. */
  dark?: boolean;
}

/** Deterministic pseudo-random generator (mulberry32 seeded by an FNV-1a hash of the seed string). */
export function rng(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Round to two decimals so SVG output stays compact and stable. */
export const n = (v: number): string => String(Math.round(v * 100) / 100);
