/** Every raster image the site uses: key, design size, output widths and how to draw it. */
import { avatars, founder, team } from "./people/cast.ts";
import { portrait, silhouette } from "./people/portrait.ts";
import { about as projectAbout, banner, features } from "./projects/compositions.ts";
import { projectArt } from "./projects/looks.ts";
import { about, career, hire, mission, vision } from "./illustrations/company.ts";
import { contact } from "./illustrations/contact.ts";
import { homeHero } from "./illustrations/home.ts";
import { seo, seoSmm, smm } from "./illustrations/marketing.ts";
import { productHeroes, productsOverview } from "./illustrations/products.ts";
import { products } from "./facts.ts";
import { customDev, mobileApp, network, services, uiux, webDev } from "./illustrations/services.ts";

export interface Artwork {
  key: string;
  /** Design (viewBox) size; output keeps this aspect ratio. */
  w: number;
  h: number;
  widths: readonly number[];
  draw: () => string;
}

/** Section illustrations, in manifest order (the key becomes `illus-<key>`). */
const illus: readonly (readonly [string, () => string])[] = [
  ["home-hero", homeHero],
  ["about", about],
  ["career", career],
  ["hire", hire],
  ["services", services],
  ["custom-dev", customDev],
  ["mobile-app", mobileApp],
  ["uiux", uiux],
  ["web-dev", webDev],
  ["seo-smm", seoSmm],
  ["seo", seo],
  ["smm", smm],
  ["network", network],
  ["products", productsOverview],
  ["contact", contact],
  ["mission", mission],
  ["vision", vision],
];

export const catalog: readonly Artwork[] = [
  ...projectArt.flatMap((p): Artwork[] => [
    { key: `project-${p.slug}-banner`, w: 1600, h: 900, widths: [480, 960, 1152, 1440], draw: () => banner(p) },
    { key: `project-${p.slug}-about`, w: 1200, h: 900, widths: [480, 960], draw: () => projectAbout(p) },
    { key: `project-${p.slug}-features`, w: 1200, h: 900, widths: [480, 960], draw: () => features(p) },
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
  // A product with a drawn hero (by its slug); a product added as a file without one has none yet.
  ...products.flatMap((p): Artwork[] => {
    const draw = productHeroes[p.slug];
    return draw ? [{ key: `product-${p.slug}`, w: 1200, h: 900, widths: [480, 640, 960], draw }] : [];
  }),
  ...illus.map(([key, draw]): Artwork => ({
    key: `illus-${key}`,
    w: 1200,
    h: 900,
    widths: [480, 640, 960, 1280],
    draw,
  })),
];
