import type { ImageKey } from "../images.generated";
import { site } from "../site";
import type { HiringModel, IconName, Link, ValueCard } from "../types";
import { paths } from "../paths";
import { countWord } from "../count";

/** An open position: title, location, type and the résumé link. */
export interface JobPosition {
  id: number;
  title: string;
  experience: string;
  icon: IconName;
  description: string;
  slug: string;
}

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

export const positions = [
  {
    id: 1,
    title: "WordPress Developer",
    experience: "1+ Years Exp",
    icon: "globe",
    description: "Build fast, secure WordPress sites and custom themes and plugins for clients' marketing teams.",
    slug: "wordpress-developer",
  },
  {
    id: 2,
    title: "WIX Developer",
    experience: "1+ Years Exp",
    icon: "layout",
    description:
      "Design and build Wix sites with Velo, custom interactions and integrations with booking and store apps.",
    slug: "wix-developer",
  },
  {
    id: 3,
    title: "Web Designer",
    experience: "1+ Years Exp",
    icon: "palette",
    description: "Turn brand guidelines into responsive page designs, design systems and hand-off-ready prototypes.",
    slug: "web-designer",
  },
  {
    id: 4,
    title: "React JS Developer",
    experience: "1+ Years Exp",
    icon: "code",
    description:
      "Build accessible, well-tested React interfaces with TypeScript for web apps used by thousands of people.",
    slug: "react-js-developer",
  },
  {
    id: 5,
    title: "Node JS Developer",
    experience: "1+ Years Exp",
    icon: "server",
    description: "Design APIs and services with Node.js, databases and queues, and keep them healthy in production.",
    slug: "node-js-developer",
  },
  {
    id: 6,
    title: "UI/UX Designer",
    experience: "1+ Years Exp",
    icon: "pen-tool",
    description: "Research, sketch, prototype and test interfaces for web and mobile products with our clients' users.",
    slug: "ui-ux-designer",
  },
] as const satisfies readonly JobPosition[];

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

/** The careers page. */
export const careersHiringModels = [
  {
    title: "Full-Time",
    duration: "40 hours/week",
    communication: "E-mail, Slack, Microsoft Teams",
    hiringPeriod: "12 months minimum",
    icon: "briefcase",
  },
  {
    title: "Part-Time",
    duration: "20-30 hours/week",
    communication: "E-mail, Slack, Microsoft Teams",
    hiringPeriod: "6 months minimum",
    icon: "calendar",
  },
  {
    title: "Hourly",
    duration: "As needed",
    communication: "E-mail, Slack, Microsoft Teams",
    hiringPeriod: "2 weeks minimum",
    icon: "clock",
  },
] as const satisfies readonly HiringModel[];

export const careersCta = {
  title: "Don't see your role?",
  lead: "We are always glad to meet talented people. Send us your resume and tell us what you would like to work on.",
  resume: {
    label: "Send us your resume",
    href: `mailto:${site.careersEmail}?subject=${encodeURIComponent("Application: resume")}`,
  },
  contact: { label: "Contact Us", href: paths.contact },
} as const satisfies Record<"resume" | "contact", Link> & Record<string, unknown>;
