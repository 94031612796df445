import teamTestimonialEntries from "virtual:content/team-testimonials";
import type { ImageKey } from "../images.generated";
import type { Entry } from "../schemas/collection";
import type { teamTestimonialSchema } from "../schemas/teamTestimonial";
import { site } from "../site";
import type { IconName, Link, ValueCard } from "../types";
import { paths } from "../paths";
import { countWord } from "../count";

export const aboutHero = {
  eyebrow: "About us",
  title: `An award-winning offshore development company since ${site.foundedYear}`,
  lead: `${site.name} is a team of engineers, designers and strategists who build software for start-ups and enterprises across four continents — with the care of an in-house team and the reach of an offshore partner.`,
  actions: [
    { label: "Meet the team", href: "#team" },
    { label: "Work with us", href: paths.contact },
  ],
  image: { key: "illus-about", alt: "Illustration of a distributed team collaborating around a shared product board" },
} as const satisfies { actions: readonly Link[]; image: { key: ImageKey; alt: string } } & Record<string, unknown>;

export const whyChooseUs = {
  eyebrow: "Why choose us",
  get title() {
    return `${countWord(this.reasons.length, "Capital")} reasons clients stay with us`;
  },
  lead: "Most of our work comes from clients who have been with us for years. Here is why.",
  reasons: [
    {
      title: "A decade of experience",
      description: "Over 10 years of shipping products across retail, healthcare, insurance, media and logistics.",
      icon: "award",
    },
    {
      title: "Skilled team",
      description: "Senior engineers, designers and testers who own their work from the first sketch to production.",
      icon: "users",
    },
    {
      title: "Quality assurance",
      description: "Automated tests, code review and manual QA on every release, with results you can see.",
      icon: "shield-check",
    },
    {
      title: "Transparent collaboration",
      description: "Shared boards, weekly demos and direct access to the people who write your code.",
      icon: "handshake",
    },
    {
      title: "Productivity",
      description: "Lean rituals, reusable building blocks and overlapping time zones keep work moving every day.",
      icon: "zap",
    },
  ],
} as const satisfies { reasons: readonly ValueCard[] } & Record<string, unknown>;

export interface PurposeCard {
  title: string;
  text: string;
  image: ImageKey;
  icon: IconName;
}

export const missionVision = {
  eyebrow: "What drives us",
  title: "Our mission and vision",
  cards: [
    {
      title: "Our mission",
      text: "To turn our clients' ideas into dependable software — delivered on time, built to last and easy to change — while growing the careers of the people who build it.",
      image: "illus-mission",
      icon: "target",
    },
    {
      title: "Our vision",
      text: "To be the offshore partner teams recommend first: known for honest estimates, craft in every detail and products that make a measurable difference.",
      image: "illus-vision",
      icon: "eye",
    },
  ],
} as const satisfies { cards: readonly PurposeCard[] } & Record<string, unknown>;

export interface FounderLink extends Link {
  icon: IconName;
}

export const founderMessage = {
  eyebrow: "A message from our founder",
  title: "We build software the way we would want it built for us",
  name: site.founder.name,
  role: site.founder.role,
  portrait: { key: "founder", alt: `Portrait of ${site.founder.name}, ${site.founder.role}` },
  paragraphs: [
    `When I started ${site.shortName} in ${site.foundedYear}, I wanted an offshore company that clients never had to chase: one that answers quickly, says what it thinks and finishes what it starts.`,
    "Years later, that is still how we work. Every project has a senior lead you can call, every estimate comes with its assumptions, and every release is tested before you see it. If you are thinking about a new product, I would be glad to talk.",
  ],
  links: [
    { label: "Connect on LinkedIn", href: site.founder.linkedin, icon: "link" },
    { label: "Send an e-mail", href: `mailto:${site.founder.email}`, icon: "mail" },
    { label: "Book a video meeting", href: site.founder.meeting, icon: "video" },
    { label: "Chat on WhatsApp", href: site.founder.chat, icon: "message-circle" },
  ],
} as const satisfies { links: readonly FounderLink[]; portrait: { key: ImageKey; alt: string } } & Record<
  string,
  unknown
>;

export const teamSection = {
  eyebrow: "Our team",
  title: "The people behind your product",
  lead: "Engineers, designers and strategists who care about your product as much as you do. Select a photo to open a professional profile.",
  label: "Team members",
  pageLabel: "Show team page",
  pauseLabel: "Pause animation",
  profileLabel: "LinkedIn profile",
  centerTitle: "10+",
  centerText: "specialists, one team",
} as const;

/** What a member of the team says (src/content/team-testimonials/<slug>.yaml), with their drawn avatar. */
export type TeamTestimonial = Omit<Entry<typeof teamTestimonialSchema>, "avatar" | "order"> & { image: ImageKey };

export const teamTestimonialsSection = {
  eyebrow: `Life at ${site.shortName}`,
  title: "What our team says",
} as const;

/** The team's testimonials (src/content/team-testimonials), in carousel order. */
export const teamTestimonials: readonly TeamTestimonial[] = (
  teamTestimonialEntries as readonly Entry<typeof teamTestimonialSchema>[]
).map(({ avatar, order: _order, ...testimonial }) => ({ ...testimonial, image: avatar as ImageKey }));

export interface Counter {
  value: number;
  suffix: string;
  label: string;
}

export const aboutCounters = {
  label: `${site.shortName} in numbers`,
  items: [
    { value: 100, suffix: "+", label: "Software Delivered" },
    { value: 50, suffix: "+", label: "Happy Clients" },
    { value: 10, suffix: "+", label: "Companies Clients" },
    { value: 7, suffix: "+", label: "Years of Experience" },
  ],
} as const satisfies { label: string; items: readonly Counter[] };

export const aboutCta = {
  title: "Let's build something great together",
  lead: "Tell us about your idea and get a plan, a team and an estimate within a week.",
  actions: [
    { label: "Start a project", href: paths.contact },
    { label: "See our work", href: paths.portfolio },
  ],
} as const satisfies { actions: readonly Link[] } & Record<string, unknown>;
