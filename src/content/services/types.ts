/** Shapes of the services area: a service page is a hero plus a list of typed sections. */
import type { ImageKey } from "../images.generated";
import type { RoutedRecord } from "../pageRecord";
import type { Entry } from "../schemas/collection";
import type { planSchema } from "../schemas/plan";
import type { Chip, FaqItem, IconName, Link, Stat, ValueCard } from "../types";

/** A piece of self-hosted artwork with its text alternative. */
export interface Art {
  key: ImageKey;
  alt: string;
}

/** A plan of src/content/plans, with its period and where 'Choose Plan' goes (the contact form with this plan prefilled). */
export type PricingPlan = Entry<typeof planSchema> & { period: string; href: string };

/** The opening band: the page's h1, lead, calls to action and artwork. */
export interface ServiceHero {
  eyebrow: string;
  title: string;
  lead: string;
  actions: readonly Link[];
  image: Art;
}

/** Visual side of an image/text section: artwork, or a panel listing highlights. */
export type SplitVisual = { image: Art } | { panel: { icon: IconName; title: string; items: readonly string[] } };

interface Heading {
  /** Anchor of the section (also the id of its heading: `${id}-title`). */
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
}

/** One section of a service page. Pages are lists of these; `ServicePage` renders each kind. */
export type ServiceSection =
  | (Heading & {
      kind: "split";
      paragraphs: readonly string[];
      points?: readonly string[];
      action?: Link;
      visual: SplitVisual;
    })
  | (Heading & { kind: "cards"; columns: 2 | 3 | 4; cards: readonly ValueCard[] })
  | (Heading & { kind: "steps"; steps: readonly ValueCard[] })
  | (Heading & { kind: "chips"; chips: readonly Chip[] })
  | (Heading & { kind: "stats"; stats: readonly Stat[] })
  | (Heading & { kind: "faq"; items: readonly FaqItem[] })
  | (Heading & { kind: "pricing"; cta: string; featuredLabel: string; plans: readonly PricingPlan[] })
  | (Heading & {
      kind: "intro";
      points: readonly ValueCard[];
      services: readonly (ValueCard & { href: string; image: Art })[];
      carouselLabel: string;
      moreLabel: string;
      bulletLabel: string;
      carouselBelowPx: number;
    })
  | (Heading & { kind: "note"; icon: IconName; paragraphs: readonly string[] })
  | { kind: "cta"; title: string; lead: string; actions: readonly Link[] };

/** A whole service page: its record in the page registry, and its content. */
export interface ServicePageContent extends RoutedRecord {
  hero: ServiceHero;
  sections: readonly ServiceSection[];
}
