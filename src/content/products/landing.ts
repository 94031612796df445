import landing from "virtual:content/products-landing";
import type { Single } from "../schemas/collection";
import type { productsLandingSchema } from "../schemas/productsLanding";
import { actionLink } from "../actionLinks";
import { countWord } from "../count";
import { fill } from "../fill";
import type { ImageKey } from "../types";

/** Anchor of the product grid: 'Explore Products' scrolls to it. */
export const productSuiteId = "product-suite";

const words = landing as Single<typeof productsLandingSchema>;

/**
 * Copy of the products landing page (/products; its head is its record in the page registry), from
 * src/content/products-landing.yaml. Product cards come from `products.ts`.
 */
export const productsLanding = {
  hero: {
    ...words.hero,
    actions: words.hero.actions.map(actionLink),
    image: { key: words.hero.image as ImageKey, alt: "" },
  },
  whyChoose: words.whyChoose,
  suite: {
    ...words.suite,
    statsLabel: (name: string) => fill(words.suite.statsLabel, { name }),
    /** Appended for screen readers so each 'Learn More' link names its product. */
    learnMoreAbout: (name: string) => fill(words.suite.learnMoreAbout, { name }),
  },
  approach: { ...words.approach, cta: actionLink(words.approach.cta) },
  purpose: { ...words.purpose, lead: fill(words.purpose.lead, { count: countWord(words.purpose.badges.length) }) },
  closing: { ...words.closing, actions: words.closing.actions.map(actionLink) },
};
