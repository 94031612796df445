import words from "virtual:content/portfolio";
import type { Single } from "../schemas/collection";
import type { portfolioSchema } from "../schemas/portfolio";
import type { Link } from "../types";
import { paths } from "../paths";
import { countWord } from "../count";
import { fill } from "../fill";
import { filterStatus } from "./filterStatus";

/** Copy of the portfolio listing and of the project detail screen, as src/content/portfolio.yaml writes it. */
const portfolio = words as Single<typeof portfolioSchema>;

export const portfolioHero = {
  eyebrow: portfolio.hero.eyebrow,
  title: portfolio.hero.title,
  lead: (count: number) => fill(portfolio.hero.lead, { Count: countWord(count, "Capital") }),
};

export const portfolioFilter = {
  /** Accessible name of the group of filter buttons. */
  label: portfolio.filter.label,
  /** Live status after filtering, e.g. "Showing 4 projects". */
  status: (count: number) => filterStatus(portfolio.filter, count),
  gridLabel: portfolio.filter.gridLabel,
  /** All of them, for the island's props. */
  words: portfolio.filter,
};

const { bannerAlt, aboutAlt, featuresAlt, ...detail } = portfolio.detail;

export const projectDetail = {
  ...detail,
  bannerAlt: (title: string) => fill(bannerAlt, { title }),
  aboutAlt: (title: string) => fill(aboutAlt, { title }),
  featuresAlt: (title: string) => fill(featuresAlt, { title }),
};

export const portfolioCta = {
  title: portfolio.cta.title,
  lead: portfolio.cta.lead,
  actions: [
    { label: portfolio.cta.primary, href: paths.contact },
    { label: portfolio.cta.secondary, href: paths.hire },
  ],
} satisfies { actions: readonly Link[] } & Record<string, unknown>;
