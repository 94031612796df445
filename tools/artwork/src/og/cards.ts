/** Which Open Graph cards to make: file name (public/og/<file>.png), title and the artwork shown. */
import { products } from "../facts.ts";
import { projectArt } from "../projects/looks.ts";

export interface OgCardSpec {
  file: string;
  title: string;
  kicker?: string;
  /** Key of an artwork in the catalog. */
  art: string;
}

const sections: readonly OgCardSpec[] = [
  { file: "default", title: "Offshore software teams that deliver", art: "illus-home-hero" },
  { file: "home", title: "Web, mobile and custom software, built offshore", art: "illus-home-hero" },
  { file: "about", title: "About us — Our story and our team", art: "illus-about" },
  { file: "portfolio", title: "Portfolio — Case studies", art: "project-jdp-music-banner" },
  { file: "career", title: "Careers — Grow with us", art: "illus-career" },
  { file: "hire", title: "Hire dedicated developers", art: "illus-hire" },
  { file: "services", title: "Services — What we build", art: "illus-services" },
  { file: "products", title: `Products — ${products.map((p) => p.name).join(" and ")}`, art: "product-backdoorhire" },
  { file: "contact", title: "Contact us — Let's talk", art: "illus-contact" },
  { file: "seo", title: "Search engine optimisation", art: "illus-seo" },
  { file: "smm", title: "Social media marketing", art: "illus-smm" },
  { file: "network", title: "Network and cloud infrastructure", art: "illus-network" },
  { file: "uiux", title: "UI/UX design", art: "illus-uiux" },
  { file: "mobile", title: "Mobile app development", art: "illus-mobile-app" },
  { file: "web", title: "Website development", art: "illus-web-dev" },
  { file: "custom", title: "Custom software development", art: "illus-custom-dev" },
];

export const ogCards: readonly OgCardSpec[] = [
  ...sections,
  ...projectArt.map((p) => ({
    file: `project-${p.slug}`,
    title: p.title,
    kicker: `Case study · ${p.category}`,
    art: `project-${p.slug}-banner`,
  })),
];
