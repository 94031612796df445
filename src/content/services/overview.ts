import { pages, services } from "../pages";
import type { ValueCard } from "../types";
import { contactPath, hirePath } from "./paths";
import type { ServicePageContent } from "./types";

/** The six services' cards, in navigation order, from their records in the page registry. */
export const serviceCatalog: readonly (ValueCard & { href: string })[] = services.map(({ path, service }) => ({
  icon: service.icon,
  ...service.card,
  href: path,
}));

/** The six-step development process. */
export const developmentProcess = [
  {
    icon: "search",
    title: "Discovery & Requirements",
    description: "Workshops with your stakeholders to agree goals, users, scope and what success looks like.",
  },
  {
    icon: "pen-tool",
    title: "Planning & Design",
    description: "Architecture, milestones and clickable prototypes, so you see the product before it is built.",
  },
  {
    icon: "code",
    title: "Development",
    description: "Two-week sprints with demos, code review and a shared board you can follow day by day.",
  },
  {
    icon: "shield-check",
    title: "Testing & QA",
    description: "Automated and manual testing on real devices and browsers, with accessibility and security checks.",
  },
  {
    icon: "rocket",
    title: "Deployment",
    description: "Repeatable, zero-downtime releases to your cloud or ours, with monitoring from day one.",
  },
  {
    icon: "life-buoy",
    title: "Support & Maintenance",
    description: "Updates, performance tuning and new features after launch, on a plan that suits you.",
  },
] as const satisfies readonly ValueCard[];

export const servicesOverview = {
  ...pages.services,
  hero: {
    eyebrow: "Our services",
    title: "Everything you need to design, build and grow digital products",
    lead: "One offshore team for software, apps, design, marketing and infrastructure. Senior people, a process you can follow and results you can measure.",
    actions: [
      { label: "Start Your Project", href: hirePath },
      { label: "Talk to Us", href: contactPath },
    ],
    image: {
      key: "illus-services",
      alt: "Illustration of a team assembling a web app, a mobile app and a cloud network",
    },
  },
  sections: [
    {
      kind: "cards",
      id: "services",
      eyebrow: "What we do",
      title: "Six services, one accountable team",
      lead: "Pick one service or combine several: the same team carries your product from the first sketch to its next release.",
      columns: 3,
      cards: serviceCatalog,
    },
    {
      kind: "steps",
      id: "process",
      eyebrow: "How we work",
      title: "Our development process",
      lead: "Six steps, the same on every project, so you always know what happens next and what it costs.",
      steps: developmentProcess,
    },
    {
      kind: "cta",
      title: "Have a project in mind?",
      lead: "Tell us what you want to build. We will come back within one business day with questions, a team and a plan.",
      actions: [
        { label: "Start Your Project", href: hirePath },
        { label: "Contact Us", href: contactPath },
      ],
    },
  ],
} as const satisfies ServicePageContent;
