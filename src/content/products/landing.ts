import { contactWithSubject, paths } from "../paths";
import type { Chip, ImageKey, Link, ValueCard } from "../types";
import { countWord } from "../count";

/** Anchor of the product grid: 'Explore Products' scrolls to it. */
export const productSuiteId = "product-suite";

interface SectionCopy {
  eyebrow: string;
  title: string;
  lead: string;
}

export interface ProductsLandingCopy {
  hero: SectionCopy & { actions: readonly Link[]; image: { key: ImageKey; alt: string } };
  whyChoose: SectionCopy & { cards: readonly ValueCard[] };
  suite: SectionCopy & {
    featuresTitle: string;
    statsLabel: (name: string) => string;
    learnMore: string;
    learnMoreAbout: (name: string) => string;
  };
  approach: SectionCopy & { cards: readonly ValueCard[]; cta: Link };
  purpose: SectionCopy & { badges: readonly Chip[] };
  closing: { title: string; lead: string; actions: readonly Link[] };
}

/**
 * Copy of the products landing page (/products; its head is its record in pages.ts). Product cards
 * come from `products.ts`.
 */
export const productsLanding = {
  hero: {
    eyebrow: "Our products",
    title: "Powering Positive Change",
    lead: "Beyond client work, we build our own products: intelligent platforms that help companies hire better and help communities respond faster to those in need.",
    actions: [
      { label: "Explore Products", href: `#${productSuiteId}` },
      { label: "Request Demo", href: paths.contact },
    ],
    image: { key: "illus-products", alt: "" },
  },
  whyChoose: {
    eyebrow: "Why our products",
    title: "Why Choose Our Solutions?",
    lead: "Products shaped by a decade of building software for clients — and by the people who use them every day.",
    cards: [
      {
        title: "Fast implementation",
        description:
          "Guided onboarding and ready-made workflows take you from sign-up to first results in days, not months.",
        icon: "rocket",
      },
      {
        title: "Social impact focus",
        description:
          "We build technology that makes hiring fairer and helps communities care for people and animals in need.",
        icon: "heart",
      },
      {
        title: "Customizable solutions",
        description:
          "Configurable workflows, integrations and an open API adapt each product to the way your organisation works.",
        icon: "settings",
      },
    ],
  },
  suite: {
    eyebrow: "Product suite",
    title: "Our Product Suite",
    lead: "Two platforms, one goal: technology that makes a measurable difference.",
    featuresTitle: "Key Features",
    statsLabel: (name: string) => `${name} results`,
    learnMore: "Learn More",
    /** Appended for screen readers so each 'Learn More' link names its product. */
    learnMoreAbout: (name: string) => ` about ${name}`,
  },
  approach: {
    eyebrow: "How we build",
    title: "Our Unique Approach",
    lead: "The same engineering discipline we bring to client projects goes into every product we ship.",
    cards: [
      {
        title: "Human-centred design",
        description:
          "We research with real recruiters, NGOs and volunteers, and test every flow with them before it ships.",
        icon: "users",
      },
      {
        title: "Responsible AI",
        description: "Our models are explainable, audited for bias and always leave the final decision with a person.",
        icon: "lightbulb",
      },
      {
        title: "Continuous improvement",
        description:
          "Frequent releases driven by usage data and feedback keep each product getting better every month.",
        icon: "refresh",
      },
    ],
    cta: { label: "Learn More About Our Company", href: paths.about },
  },
  purpose: {
    eyebrow: "Technology with intent",
    title: "Built With Purpose",
    get lead() {
      return `Every product rests on the same ${countWord(this.badges.length)} foundations.`;
    },
    badges: [
      { label: "AI for Good", icon: "sparkles" },
      { label: "Mobile Accessibility", icon: "smartphone" },
      { label: "Cloud Scalability", icon: "cloud" },
      { label: "Secure Infrastructure", icon: "lock" },
    ],
  },
  closing: {
    title: "Ready to make an impact?",
    lead: "Talk to us about bringing BackdoorHire or HelpWave to your organisation, or see them in a live demo.",
    actions: [
      { label: "Get Started Today", href: paths.contact },
      { label: "Schedule a Demo", href: contactWithSubject("Product demo request") },
    ],
  },
} as const satisfies ProductsLandingCopy;
