import type { ImageKey } from "../images.generated";
import type { Link, ValueCard } from "../types";
import { hiringModelsFor } from "./hiringModels";

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
  eyebrow: "Hire developers",
  title: "Hire dedicated developers who work as part of your team",
  lead: "Senior backend, frontend and full stack engineers, ready to join your rituals and your tools within a week — full-time, part-time or by the hour.",
  actions: [
    { label: "Hire developers", href: "#contact" },
    { label: "Compare hiring models", href: "#hiring-models" },
  ],
  image: { key: "illus-hire", alt: "Illustration of developer profiles being matched to a project board" },
} as const satisfies { actions: readonly Link[]; image: { key: ImageKey; alt: string } } & Record<string, unknown>;

export const hireValues = {
  eyebrow: "Why hire with us",
  title: "A team you can rely on from day one",
  cards: [
    {
      title: "Vetted talent",
      description: "Every developer passes technical interviews, a paid trial task and a communication check.",
      icon: "shield-check",
    },
    {
      title: "Fast onboarding",
      description: "Profiles in 48 hours and a developer in your stand-up within a week.",
      icon: "rocket",
    },
    {
      title: "Flexible engagement",
      description: "Scale up, scale down or switch models with two weeks' notice.",
      icon: "refresh",
    },
    {
      title: "Full transparency",
      description: "Daily updates, shared boards and time reports you can check at any time.",
      icon: "eye",
    },
  ],
} as const satisfies { cards: readonly ValueCard[] } & Record<string, unknown>;

export const hireHiringModelsSection = {
  eyebrow: "Hiring models",
  title: "Choose how you work with us",
  lead: "Start small and grow, or bring in a full team. Every model includes a project manager at no extra cost.",
  cta: { label: "Get a quote", href: "#contact" },
} as const;

/** The hire page's hiring models (src/content/hiring-models), with the terms for clients who hire. */
export const hireHiringModels = hiringModelsFor("hire");

export const hireServicesSection = {
  eyebrow: "Our services",
  title: "Developers for every layer of your product",
  lead: "Choose a discipline to see what our developers build and the technologies they use.",
  tabsLabel: "Developer services",
} as const;

export const serviceCategories = [
  {
    id: "backend",
    title: "Backend",
    description: "APIs, services and data layers that stay fast and secure as your product grows.",
    features: [
      "REST and GraphQL APIs",
      "Microservices and serverless",
      "Database design and tuning",
      "Payment and third-party integrations",
    ],
    highlights: [
      {
        title: "Scalable architecture",
        content: "Systems designed for ten times today's traffic, with load tests to prove it.",
      },
      { title: "Security first", content: "OWASP practices, audits and encrypted data at rest and in transit." },
    ],
    stacksTitle: "Technologies",
    stacks: [
      { name: "Node.js", description: "Event-driven APIs and real-time services." },
      { name: "Python", description: "Django and FastAPI services, data pipelines." },
      { name: "PHP", description: "Laravel applications and APIs." },
      { name: ".NET", description: "Enterprise services with ASP.NET Core." },
    ],
  },
  {
    id: "frontend",
    title: "Frontend",
    description: "Interfaces that load fast, work for everyone and feel good to use on any screen.",
    features: [
      "Single-page and server-rendered apps",
      "Design systems and component libraries",
      "Accessibility to WCAG 2.2 AA",
      "Performance budgets and Core Web Vitals",
    ],
    highlights: [
      { title: "Pixel-perfect delivery", content: "We build what your designers drew, down to spacing and motion." },
      { title: "Tested interfaces", content: "Unit, visual and end-to-end tests on every pull request." },
    ],
    stacksTitle: "Technologies",
    stacks: [
      { name: "React", description: "Next.js and React apps with TypeScript." },
      { name: "Angular", description: "Large, structured enterprise front ends." },
      { name: "Vue.js", description: "Nuxt and Vue apps that are quick to evolve." },
      { name: "HTML & CSS", description: "Semantic, responsive markup and modern CSS." },
    ],
  },
  {
    id: "full-stack",
    title: "Full Stack",
    description: "End-to-end developers who own a feature from the database to the button your customers press.",
    features: [
      "MVPs from idea to launch",
      "Feature teams for existing products",
      "Cloud deployment and CI/CD",
      "Maintenance and support",
    ],
    highlights: [
      { title: "One owner per feature", content: "Fewer hand-offs, faster delivery and clear accountability." },
      { title: "Proven stacks", content: "Mature combinations we have shipped many times." },
    ],
    stacksTitle: "Stacks",
    stacks: [
      { name: "MEAN", description: "MongoDB, Express, Angular and Node.js." },
      { name: "MERN", description: "MongoDB, Express, React and Node.js." },
      { name: "Laravel/PHP", description: "Laravel with Vue or Blade on MySQL." },
      { name: ".Net", description: "ASP.NET Core with React or Angular on SQL Server." },
    ],
  },
] as const satisfies readonly ServiceCategory[];

export const hireStats = {
  label: "Our track record",
  stats: [
    { value: "50+", label: "Projects delivered" },
    { value: "100%", label: "Client satisfaction" },
    { value: "5+", label: "Years of experience" },
    { value: "20+", label: "Expert developers" },
  ],
} as const satisfies { label: string; stats: readonly { value: string; label: string }[] };

export const hireContact = {
  title: "Tell us who you need",
  lead: "Share a few details about your project and the skills you are looking for. We will reply within one business day with matching profiles.",
  subject: "Hire developers",
} as const;
