import words from "virtual:content/hire";
import categoryEntries from "virtual:content/hire-services";
import type { ImageKey } from "../images.generated";
import type { Entry, Single } from "../schemas/collection";
import type { hireSchema } from "../schemas/hire";
import type { hireServiceSchema } from "../schemas/hireService";
import type { Link, Stat, ValueCard } from "../types";
import { hiringModelsFor } from "./hiringModels";

/** The hire page's words as src/content/hire.yaml writes them. */
const hire = words as Single<typeof hireSchema>;

/** One tab of the hire page's services: a service category and its offerings. */
export interface ServiceCategory {
  /** Stable id for the tab and its panel. */
  id: string;
  title: string;
  description: string;
  features: readonly string[];
  highlights: readonly { title: string; content: string }[];
  /** Technologies (Backend, Frontend) or stacks (Full Stack). */
  stacksTitle: string;
  stacks: readonly { name: string; description: string }[];
}

export const hireHero = {
  eyebrow: hire.hero.eyebrow,
  title: hire.hero.title,
  lead: hire.hero.lead,
  actions: [
    { label: hire.hero.hire, href: "#contact" },
    { label: hire.hero.compare, href: "#hiring-models" },
  ] as const,
  image: hire.hero.image,
} satisfies { actions: readonly Link[]; image: { key: ImageKey; alt: string } } & Record<string, unknown>;

export const hireValues = hire.values satisfies { cards: readonly ValueCard[] } & Record<string, unknown>;

export const hireHiringModelsSection = {
  eyebrow: hire.hiringModels.eyebrow,
  title: hire.hiringModels.title,
  lead: hire.hiringModels.lead,
  cta: { label: hire.hiringModels.cta, href: "#contact" },
};

/** The hire page's hiring models (src/content/hiring-models), with the terms for clients who hire. */
export const hireHiringModels = hiringModelsFor("hire");

export const hireServicesSection = hire.services;

/**
 * The service categories (src/content/hire-services), in tab order; `id` is the file's name. The
 * collection's rule keeps at least two (a tab list of one is no choice).
 */
export const serviceCategories = (categoryEntries as readonly Entry<typeof hireServiceSchema>[]).map(
  ({ slug, order: _order, ...category }) => ({ id: slug, ...category }),
) as readonly ServiceCategory[] as readonly [ServiceCategory, ServiceCategory, ...ServiceCategory[]];

export const hireStats = hire.stats satisfies { label: string; stats: readonly Stat[] };

export const hireContact = hire.contact;
