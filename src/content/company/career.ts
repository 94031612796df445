import type { ImageKey } from "../images.generated";
import { site } from "../site";
import positionEntries from "virtual:content/positions";
import words from "virtual:content/career";
import type { Entry, Single } from "../schemas/collection";
import type { careerSchema } from "../schemas/career";
import type { positionSchema } from "../schemas/position";
import type { Link, ValueCard } from "../types";
import { hiringModelsFor } from "./hiringModels";
import { paths } from "../paths";
import { countWord } from "../count";
import { fill } from "../fill";

/** The careers page's words as src/content/career.yaml writes them. */
const career = words as Single<typeof careerSchema>;

/** An open position (src/content/positions/<slug>.yaml): its title, experience, icon, description and slug. */
export type JobPosition = Omit<Entry<typeof positionSchema>, "order"> & { id: number };

export const careersHero = {
  eyebrow: career.hero.eyebrow,
  title: career.hero.title,
  lead: career.hero.lead,
  actions: [
    { label: career.hero.positions, href: "#positions" },
    { label: career.hero.apply, href: site.applicationFormUrl },
  ] as const,
  image: career.hero.image,
} satisfies { actions: readonly Link[]; image: { key: ImageKey; alt: string } } & Record<string, unknown>;

export const positionsSection = {
  eyebrow: career.positions.eyebrow,
  title: career.positions.title,
  get lead() {
    return fill(career.positions.lead, { count: countWord(positions.length) });
  },
  apply: { label: career.positions.apply, href: site.applicationFormUrl },
  /** Accessible name of each Apply Now button, e.g. "Apply Now for WordPress Developer". */
  applyFor: (title: string) => fill(career.positions.applyFor, { title }),
};

/** The open positions (src/content/positions), in list order; `id` is the position in the list. */
export const positions: readonly JobPosition[] = (positionEntries as readonly Entry<typeof positionSchema>[]).map(
  ({ order, ...position }) => ({ ...position, id: order }),
);

export const benefitsSection = {
  eyebrow: career.benefits.eyebrow,
  title: career.benefits.title,
  lead: career.benefits.lead,
  benefits: career.benefits.benefits,
} satisfies { benefits: readonly ValueCard[] } & Record<string, unknown>;

export const careersHiringModelsSection = career.hiringModels;

/** The careers page's hiring models (src/content/hiring-models), with the terms for people who join. */
export const careersHiringModels = hiringModelsFor("careers");

export const careersCta = {
  title: career.closing.title,
  lead: career.closing.lead,
  resume: {
    label: career.closing.resume,
    href: `mailto:${site.careersEmail}?subject=${encodeURIComponent(career.closing.resumeSubject)}`,
  },
  contact: { label: career.closing.contact, href: paths.contact },
} satisfies Record<"resume" | "contact", Link> & Record<string, unknown>;
