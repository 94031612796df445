import type { ValueCard } from "../types";

/** The development process, step by step (the services overview shows it; its count is in the copy). */
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
