import { pages } from "../registry";
import { paths } from "../paths";
import { site } from "../site";
import type { ServicePageContent } from "./types";

/** Below this width the two service cards are a swipe carousel; from it up, a grid. */
export const cardCarouselBelowPx = 768;

export const seoSmmPage = {
  ...pages.seoSmm,
  hero: {
    eyebrow: "SEO & SMM",
    title: "Get found on search, get followed on social",
    lead: "Search engine optimisation and social media marketing that work together: more of the right visitors, a stronger brand and sales you can trace back to each campaign.",
    actions: [
      { label: "Get a Free Audit", href: paths.contact },
      { label: "See SMM Pricing", href: `${paths.smm}#pricing` },
    ],
    image: { key: "illus-seo-smm", alt: "Illustration of a rising search ranking chart next to social media posts" },
  },
  sections: [
    {
      kind: "intro",
      id: "who-we-are",
      eyebrow: "About our marketing team",
      title: "Who We Are",
      lead: `We are strategists, writers, analysts and designers who have grown brands online since ${site.foundedYear}. We treat your marketing budget like our own and show you exactly where it goes.`,
      points: [
        {
          icon: "target",
          title: "Goal-driven",
          description: "Every campaign starts from a business goal — leads, sales or reach — not vanity metrics.",
        },
        {
          icon: "bar-chart",
          title: "Data-led",
          description: "We measure, test and report, then double down on what works.",
        },
        {
          icon: "users",
          title: "Certified specialists",
          description: "Google- and Meta-certified people run your account from day one.",
        },
        {
          icon: "handshake",
          title: "Transparent",
          description: "Monthly reports in plain language and no long-term lock-in.",
        },
      ],
      carouselLabel: "Our marketing services",
      moreLabel: "Learn more",
      bulletLabel: "Show service {{index}}",
      carouselBelowPx: cardCarouselBelowPx,
      services: [
        {
          icon: "search",
          title: "Search Engine Optimization",
          description:
            "Audits, keyword strategy, on-page and off-page work that lifts your rankings and organic traffic.",
          href: paths.seo,
          image: { key: "illus-seo", alt: "" },
        },
        {
          icon: "megaphone",
          title: "Social Media Marketing",
          description: "Content, community and paid social that build an audience and turn followers into customers.",
          href: paths.smm,
          image: { key: "illus-smm", alt: "" },
        },
      ],
    },
    {
      kind: "cta",
      title: "Not sure where to start?",
      lead: "Ask for a free audit of your website and social profiles. We will show you the quickest wins.",
      actions: [
        { label: "Get a Free Audit", href: paths.contact },
        { label: "All Services", href: paths.services },
      ],
    },
  ],
} as const satisfies ServicePageContent;
