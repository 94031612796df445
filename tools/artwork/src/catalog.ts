/** Every raster image the site uses: key, design size, output widths and how to draw it. */
import { projectArt } from "./projects.ts";
import { about as projectAbout, banner, features } from "./showcase.ts";
import { portrait, silhouette } from "./people.ts";
import { avatars, founder, team } from "./team.ts";
import { backdoorHire, helpWave } from "./products.ts";
import * as one from "./illustrations.ts";
import * as two from "./illustrations2.ts";
import * as three from "./illustrations3.ts";
import * as four from "./illustrations4.ts";
import * as five from "./illustrations5.ts";

export interface Artwork {
  key: string;
  /** Design (viewBox) size; output keeps this aspect ratio. */
  w: number;
  h: number;
  widths: readonly number[];
  draw: () => string;
}

const illus: readonly (readonly [string, () => string])[] = [
  ["home-hero", one.homeHero],
  ["about", one.about],
  ["career", one.career],
  ["hire", one.hire],
  ["services", two.services],
  ["custom-dev", two.customDev],
  ["mobile-app", two.mobileApp],
  ["uiux", five.uiux],
  ["web-dev", two.webDev],
  ["seo-smm", three.seoSmm],
  ["seo", three.seo],
  ["smm", three.smm],
  ["network", three.network],
  ["products", four.products],
  ["contact", four.contact],
  ["mission", four.mission],
  ["vision", four.vision],
];

export const catalog: readonly Artwork[] = [
  ...projectArt.flatMap((p): Artwork[] => [
    { key: `project-${p.id}-banner`, w: 1600, h: 900, widths: [480, 960, 1440], draw: () => banner(p) },
    { key: `project-${p.id}-about`, w: 1200, h: 900, widths: [480, 960], draw: () => projectAbout(p) },
    { key: `project-${p.id}-features`, w: 1200, h: 900, widths: [480, 960], draw: () => features(p) },
  ]),
  ...team.map((p, i): Artwork => ({
    key: `team-${i + 1}`,
    w: 400,
    h: 400,
    widths: [192, 384],
    draw: () => portrait(p),
  })),
  { key: "team-default", w: 400, h: 400, widths: [192, 384], draw: silhouette },
  ...avatars.map((p, i): Artwork => ({
    key: `avatar-${i + 1}`,
    w: 400,
    h: 400,
    widths: [96, 192],
    draw: () => portrait(p),
  })),
  { key: "founder", w: 400, h: 500, widths: [384, 768], draw: founder },
  { key: "product-backdoorhire", w: 1200, h: 900, widths: [480, 960], draw: backdoorHire },
  { key: "product-helpwave", w: 1200, h: 900, widths: [480, 960], draw: helpWave },
  ...illus.map(([key, draw]): Artwork => ({ key: `illus-${key}`, w: 1200, h: 900, widths: [480, 960, 1280], draw })),
];
