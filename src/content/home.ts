import { site } from "./site";
import type { ClientLogo, ClientTestimonial, ServiceTile, ValueCard } from "./types";
import { pages, type PageKey } from "./registry";
import { paths } from "./paths";

export const homeHero = {
  eyebrow: `Offshore software development since ${site.foundedYear}`,
  headline: "Projects that speak about our versatility",
  lead: "We design, build and scale web apps, mobile apps and digital products for ambitious teams worldwide — with senior engineers, transparent processes and delivery you can plan around.",
  primary: { label: "Hire Us", href: paths.hire },
  secondary: { label: "View Our Work", href: paths.portfolio },
} as const;

/** The home hero lists the six services in its own order (web before mobile). */
const tileOrder = [
  "customDev",
  "webDevelopment",
  "mobileApp",
  "uiux",
  "seoSmm",
  "network",
] as const satisfies readonly PageKey[];

/** The six service tiles of the home hero, from the services' records in the page registry. */
export const serviceTiles: readonly ServiceTile[] = tileOrder.map((key) => {
  const { path, service } = pages[key];
  return { ...service.tile, href: path, icon: service.icon };
});

export const homeAbout = {
  eyebrow: "About us",
  title: "A partner that delivers, release after release",
  lead: "For over 10 years our people have shipped software for start-ups and enterprises alike. We work as an extension of your team: the same tools, the same rituals, the same goals.",
  cta: { label: "Learn More About Us", href: paths.about },
  values: [
    {
      title: "A decade of experience",
      description: "Over 10 years of building and maintaining products across industries.",
      icon: "award",
    },
    {
      title: "Skilled professional team",
      description: "Senior engineers, designers and testers who own their work end to end.",
      icon: "users",
    },
    {
      title: "Quality assurance",
      description: "Automated tests, code review and QA on every release, not just the last one.",
      icon: "shield-check",
    },
    {
      title: "Transparent collaboration",
      description: "Shared boards, weekly demos and direct access to the people doing the work.",
      icon: "handshake",
    },
  ],
} as const satisfies { values: readonly ValueCard[] } & Record<string, unknown>;

export const featuredProjectsSection = {
  eyebrow: "Portfolio",
  title: "Featured projects",
  lead: "A few of the products we have designed, built and launched with our clients.",
  cta: { label: "View All Projects", href: paths.portfolio },
} as const;

export const clientTestimonialsSection = {
  eyebrow: "Testimonials",
  title: "What our clients say",
} as const;

export const clientTestimonials = [
  {
    name: "Sarah Thompson",
    designation: "Product Director, Northwind Retail",
    message: `${site.shortName} rebuilt our storefront in twelve weeks and conversion went up the month we launched. Their team felt like ours: honest estimates, weekly demos and no surprises.`,
  },
  {
    name: "Daniel Okafor",
    designation: "CTO, Helix Health",
    message:
      "We needed a partner who understood healthcare data and accessibility. The app they delivered passed our audit on the first try, and they still support it today.",
  },
  {
    name: "Priya Raman",
    designation: "Founder, Lumen Learning",
    message:
      "From the first workshop to launch, they asked the right questions. Our mobile app went live on both stores on schedule, and our users love it.",
  },
] as const satisfies readonly ClientTestimonial[];

export const clientsSection = {
  eyebrow: "Clients & partners",
  title: "Trusted by teams around the world",
} as const;

export const clientLogos = [
  { name: "Northwind", src: "/images/clients/northwind.svg" },
  { name: "Helix Health", src: "/images/clients/helix.svg" },
  { name: "Lumen Learning", src: "/images/clients/lumen.svg" },
  { name: "Orbital", src: "/images/clients/orbital.svg" },
  { name: "Kestrel Insurance", src: "/images/clients/kestrel.svg" },
  { name: "Pinecrest", src: "/images/clients/pinecrest.svg" },
] as const satisfies readonly ClientLogo[];
