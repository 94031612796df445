// TEMPORARY stub until scripts/generate-images.ts runs (it overwrites this file).
export interface GeneratedImage { width: number; height: number; widths: readonly number[]; base: string }
const stub = (key: string) => ({ width: 1440, height: 810, widths: [480, 960, 1440], base: `/images/gen/${key}` });
export const images = Object.fromEntries(
  Array.from({ length: 12 }, (_, i) => ["banner", "about", "features"].map((k) => [`project-${i + 1}-${k}`, stub(`project-${i + 1}-${k}`)])).flat(),
) as Record<string, GeneratedImage>;
export type ImageKey = string;
