/** What every section illustration shares: the brand colour, its theme and the 1200 × 900 scene with the backdrop. */
import { type Theme, palette } from "../core/palette.ts";
import { doc } from "../core/svg.ts";
import { backdrop } from "../parts/backdrop.ts";

/** The brand colour, the main colour of every section illustration. */
export const B = palette.brand;

/** The brand's theme with a second colour of the illustration's choosing. */
export const brandTheme = (secondary: string = palette.teal): Theme => ({
  primary: B,
  secondary,
  bg: palette.brandLight,
});

/** Wrap an illustration body with the shared backdrop. */
export const scene = (seed: string, secondary: string, body: string): string =>
  doc(1200, 900, backdrop(1200, 900, brandTheme(secondary), seed) + body);
