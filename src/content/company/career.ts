import type { ImageKey } from "../images.generated";
import { site } from "../site";
import positionEntries from "virtual:content/positions";
import type { Entry } from "../schemas/collection";
import type { positionSchema } from "../schemas/position";
import type { Link, ValueCard } from "../types";
import { hiringModelsFor } from "./hiringModels";
import { paths } from "../paths";
import { countWord } from "../count";

/** An open position (src/content/positions/<slug>.yaml): its title, experience, icon, description and slug. */
export type JobPosition = Omit<Entry<typeof positionSchema>, "order"> & { id: number };

export const careersHero = {
  eyebrow: "Careers",
  title: "Build your career with a team that ships",
  lead: "Work on real products for clients around the world, learn from senior people every day and grow at your own pace — from Surat, Noida or remotely.",
  actions: [
    { label: "View open positions", href: "#positions" },
    { label: "Apply Now", href: site.applicationFormUrl },
  ],
  image: { key: "illus-career", alt: "Illustration of a developer's desk with a growth chart and a rocket" },
} as const satisfies { actions: readonly Link[]; image: { key: ImageKey; alt: string } } & Record<string, unknown>;

export const positionsSection = {
  eyebrow: "Open positions",
  title: "Find your next role",
  get lead() {
    return `We are hiring for ${countWord(positions.length)} roles. Each needs at least a year of hands-on experience and the wish to keep learning.`;
  },
  apply: { label: "Apply Now", href: site.applicationFormUrl },
  /** Accessible name of each Apply Now button, e.g. "Apply Now for WordPress Developer". */
  applyFor: (title: string) => `for ${title}`,
} as const;

/** The open positions (src/content/positions), in list order; `id` is the position in the list. */
export const positions: readonly JobPosition[] = (positionEntries as readonly Entry<typeof positionSchema>[]).map(
  ({ order, ...position }) => ({ ...position, id: order }),
);

export const benefitsSection = {
  eyebrow: "Benefits",
  title: "Why you will enjoy working here",
  lead: "Good work comes from people who are rested, supported and learning. We make sure of all three.",
  benefits: [
    {
      title: "Learning budget",
      description: "Courses, certifications and conference tickets paid for, plus time in the week to use them.",
      icon: "graduation-cap",
    },
    {
      title: "Flexible hours",
      description: "Core hours that overlap with your team and freedom around them; remote days when you need them.",
      icon: "clock",
    },
    {
      title: "Health cover",
      description: "Medical insurance for you and your family from your first day.",
      icon: "heart",
    },
    {
      title: "Mentorship",
      description: "A senior mentor, a growth plan and regular one-to-ones with your lead.",
      icon: "users",
    },
    {
      title: "Global projects",
      description: "Work with clients in North America, Europe and Australia on products that matter to them.",
      icon: "globe",
    },
    {
      title: "Team events",
      description: "Hackathons, festivals, sports days and a yearly retreat with the whole company.",
      icon: "coffee",
    },
  ],
} as const satisfies { benefits: readonly ValueCard[] } & Record<string, unknown>;

export const careersHiringModelsSection = {
  eyebrow: "Ways to work",
  title: "Our hiring models",
  lead: "Join us full-time, part-time or by the hour — whichever fits your life right now.",
} as const;

/** The careers page's hiring models (src/content/hiring-models), with the terms for people who join. */
export const careersHiringModels = hiringModelsFor("careers");

export const careersCta = {
  title: "Don't see your role?",
  lead: "We are always glad to meet talented people. Send us your resume and tell us what you would like to work on.",
  resume: {
    label: "Send us your resume",
    href: `mailto:${site.careersEmail}?subject=${encodeURIComponent("Application: resume")}`,
  },
  contact: { label: "Contact Us", href: paths.contact },
} as const satisfies Record<"resume" | "contact", Link> & Record<string, unknown>;
