import { brandColors } from "./brand";

/**
 * The Vertexa mark: a bold two-tone "V" (a vertex) with an amber node, on an indigo rounded square.
 * Plain data so a server component can draw it inline; tools/artwork draws the favicons from it.
 */
export const logoMarkPaths = {
  viewBox: "0 0 64 64",
  /** The rounded-square tile. */
  tile: {
    d: "M14 0h36a14 14 0 0 1 14 14v36a14 14 0 0 1-14 14H14A14 14 0 0 1 0 50V14A14 14 0 0 1 14 0z",
    fill: brandColors.brand,
  },
  /** The "V" and its node, drawn on the tile (or alone on a light background with `fill` swapped to indigo). */
  paths: [
    { d: "M11 15h12l9 25v10h-5.5z", fill: "#ffffff" },
    { d: "M53 15H41l-9 25v10h5.5z", fill: "#c7d2fe" },
    { d: "M27.6 19.5a4.4 4.4 0 1 0 8.8 0a4.4 4.4 0 1 0-8.8 0z", fill: "#f59e0b" },
  ],
} as const;

/** The full mark as a standalone SVG string. */
export const logoMarkSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${logoMarkPaths.viewBox}"><path d="${logoMarkPaths.tile.d}" fill="${logoMarkPaths.tile.fill}"/>${logoMarkPaths.paths.map((p) => `<path d="${p.d}" fill="${p.fill}"/>`).join("")}</svg>`;
