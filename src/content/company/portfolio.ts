import type { Link } from "../types";
import { paths } from "../paths";
import { countWord } from "../count";

/** Copy of the portfolio listing and of the project detail screen. */
export const portfolioHero = {
  eyebrow: "Portfolio",
  title: "Projects that speak about our versatility",
  lead: (count: number) =>
    `${countWord(count, "Capital")} case studies from web platforms, mobile apps and product design — built with clients in retail, insurance, health, media and food delivery.`,
} as const;

export const portfolioFilter = {
  /** Accessible name of the group of filter buttons. */
  label: "Filter projects by category",
  /** Live status after filtering, e.g. "Showing 4 projects". */
  status: (count: number) => `Showing ${count} project${count === 1 ? "" : "s"}`,
  gridLabel: "Projects",
} as const;

export const projectDetail = {
  aboutTitle: "About the project",
  featuresTitle: "Features",
  featuresLead: "What we built into the product.",
  visit: "Visit project",
  back: "All projects",
  moreLabel: "More projects",
  previous: "Previous project",
  next: "Next project",
  bannerAlt: (title: string) => `${title}: product overview`,
  aboutAlt: (title: string) => `${title}: key screens of the product`,
  featuresAlt: (title: string) => `${title}: feature highlights`,
} as const;

export const portfolioCta = {
  title: "Have a project in mind?",
  lead: "Tell us what you want to build. We will come back within one business day with questions, a plan and a team.",
  actions: [
    { label: "Talk to us", href: paths.contact },
    { label: "Hire developers", href: paths.hire },
  ],
} as const satisfies { actions: readonly Link[] } & Record<string, unknown>;
