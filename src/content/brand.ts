/**
 * The brand colours (indigo), written once. The logo (logo.ts) and the generated artwork
 * (tools/artwork) and the theme-color meta take them from here; the keys are the names of the CSS
 * custom properties, whose values test/unit/content/brand.test.ts holds to these
 * (`--brand`, `--brand-dark`, `--brand-darker`, `--brand-light`).
 */
export const brandColors = {
  brand: "#4f46e5",
  brandDark: "#3730a3",
  brandDarker: "#1e1b4b",
  brandLight: "#eef2ff",
} as const;
