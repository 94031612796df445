import { pages, services } from "../registry";
import { paths } from "../paths";
import type { ValueCard } from "../types";
import type { ServicePageContent } from "./types";
import { developmentProcess } from "./process";
import { countWord } from "../count";

/** The services' cards, in navigation order, from their records in the page registry. */
export const serviceCatalog: readonly (ValueCard & { href: string })[] = services.map(({ path, service }) => ({
  icon: service.icon,
  ...service.card,
  href: path,
}));

export const servicesOverview = {
  ...pages.services,
  hero: {
    eyebrow: "Our services",
    title: "Everything you need to design, build and grow digital products",
    lead: "One offshore team for software, apps, design, marketing and infrastructure. Senior people, a process you can follow and results you can measure.",
    actions: [
      { label: "Start Your Project", href: paths.hire },
      { label: "Talk to Us", href: paths.contact },
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
      title: `${countWord(serviceCatalog.length, "Capital")} services, one accountable team`,
      lead: "Pick one service or combine several: the same team carries your product from the first sketch to its next release.",
      columns: 3,
      cards: serviceCatalog,
    },
    {
      kind: "steps",
      id: "process",
      eyebrow: "How we work",
      title: "Our development process",
      lead: `${countWord(developmentProcess.length, "Capital")} steps, the same on every project, so you always know what happens next and what it costs.`,
      steps: developmentProcess,
    },
    {
      kind: "cta",
      title: "Have a project in mind?",
      lead: "Tell us what you want to build. We will come back within one business day with questions, a team and a plan.",
      actions: [
        { label: "Start Your Project", href: paths.hire },
        { label: "Contact Us", href: paths.contact },
      ],
    },
  ],
} as const satisfies ServicePageContent;
