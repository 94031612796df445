import aboutWords from "virtual:content/about";
import teamTestimonialEntries from "virtual:content/team-testimonials";
import type { ImageKey } from "../images.generated";
import type { aboutSchema } from "../schemas/about";
import type { Entry, Single } from "../schemas/collection";
import type { teamTestimonialSchema } from "../schemas/teamTestimonial";
import { site } from "../site";
import type { IconName, Link, ValueCard } from "../types";
import { paths } from "../paths";
import { countWord } from "../count";
import { fill } from "../fill";

/** The about page's words as src/content/about.md writes them (its text, the founder's message, as `html`). */
const about = aboutWords as Single<typeof aboutSchema>;

export const aboutHero = {
  eyebrow: about.hero.eyebrow,
  title: fill(about.hero.title, { foundedYear: site.foundedYear }),
  lead: fill(about.hero.lead, { name: site.name }),
  actions: [
    { label: about.hero.primary, href: "#team" },
    { label: about.hero.secondary, href: paths.contact },
  ],
  image: { key: about.hero.image.key, alt: about.hero.image.alt },
} satisfies { actions: readonly Link[]; image: { key: ImageKey; alt: string } } & Record<string, unknown>;

export const whyChooseUs = {
  eyebrow: about.whyUs.eyebrow,
  title: fill(about.whyUs.title, { Count: countWord(about.whyUs.reasons.length, "Capital") }),
  lead: about.whyUs.lead,
  reasons: about.whyUs.reasons satisfies readonly ValueCard[],
};

export interface PurposeCard {
  title: string;
  text: string;
  image: ImageKey;
  icon: IconName;
}

export const missionVision = {
  eyebrow: about.missionVision.eyebrow,
  title: about.missionVision.title,
  cards: about.missionVision.cards satisfies readonly PurposeCard[],
};

export interface FounderLink extends Link {
  icon: IconName;
}

const founder = { name: site.founder.name, role: site.founder.role };

export const founderMessage = {
  eyebrow: about.founder.eyebrow,
  title: about.founder.title,
  name: site.founder.name,
  role: site.founder.role,
  portrait: { key: about.founder.portrait.key, alt: fill(about.founder.portrait.alt, founder) },
  /** The message, rendered from src/content/about.md's text at build, the company's facts filled in. */
  html: fill(about.html, { shortName: site.shortName, foundedYear: site.foundedYear }),
  links: [
    { label: about.founder.links.linkedin, href: site.founder.linkedin, icon: "link" },
    { label: about.founder.links.email, href: `mailto:${site.founder.email}`, icon: "mail" },
    { label: about.founder.links.meeting, href: site.founder.meeting, icon: "video" },
    { label: about.founder.links.chat, href: site.founder.chat, icon: "message-circle" },
  ],
} satisfies { links: readonly FounderLink[]; portrait: { key: ImageKey; alt: string } } & Record<string, unknown>;

export const teamSection = about.team;

/** What a member of the team says (src/content/team-testimonials/<slug>.yaml), with their drawn avatar. */
export type TeamTestimonial = Omit<Entry<typeof teamTestimonialSchema>, "avatar" | "order"> & { image: ImageKey };

export const teamTestimonialsSection = {
  eyebrow: fill(about.teamTestimonials.eyebrow, { shortName: site.shortName }),
  title: about.teamTestimonials.title,
};

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
  label: fill(about.counters.label, { shortName: site.shortName }),
  items: about.counters.items,
} satisfies { label: string; items: readonly Counter[] };

export const aboutCta = {
  title: about.cta.title,
  lead: about.cta.lead,
  actions: [
    { label: about.cta.primary, href: paths.contact },
    { label: about.cta.secondary, href: paths.portfolio },
  ],
} satisfies { actions: readonly Link[] } & Record<string, unknown>;
