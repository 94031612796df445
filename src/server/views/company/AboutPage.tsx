import { CtaBand } from "../../../components/CtaBand";
import { FeatureCardGrid } from "../../../components/FeatureCardGrid";
import { Island } from "../../../components/Island";
import { PageHero } from "../../../components/PageHero";
import { Section } from "../../../components/Section";
import { StatsBand } from "../../../components/Stats";
import CountUp from "../../../client/islands/CountUp";
import TeamShowcase from "../../../client/islands/TeamShowcase";
import TestimonialCarousel from "../../../client/islands/TestimonialCarousel";
import {
  aboutCounters,
  aboutCta,
  aboutHero,
  founderMessage,
  missionVision,
  teamSection,
  teamTestimonials,
  teamTestimonialsSection,
  whyChooseUs,
} from "../../../content/company/about";
import { carousel } from "../../../content/motion";
import { rolesOf, team, teamDefaultImage } from "../../../content/company/team";
import { FounderMessage } from "./FounderMessage";
import { PurposeCards } from "./PurposeCards";
import { portraitUrl } from "./portraitUrl";

/** About (/about): who we are, why clients choose us, the founder, the team and the numbers. */
export function AboutPage() {
  return (
    <>
      <PageHero {...aboutHero} />

      <Section id="why-us" eyebrow={whyChooseUs.eyebrow} title={whyChooseUs.title} lead={whyChooseUs.lead}>
        <FeatureCardGrid cards={whyChooseUs.reasons} className="reasons-grid" />
      </Section>

      <Section id="mission" tone="muted" eyebrow={missionVision.eyebrow} title={missionVision.title}>
        <PurposeCards cards={missionVision.cards} />
      </Section>

      <Section id="founder" eyebrow={founderMessage.eyebrow} title={founderMessage.title}>
        <FounderMessage {...founderMessage} />
      </Section>

      <Section id="team" tone="muted" eyebrow={teamSection.eyebrow} title={teamSection.title} lead={teamSection.lead}>
        <Island
          component={TeamShowcase}
          props={{
            label: teamSection.label,
            members: team.map((member) => ({
              name: member.name,
              roles: rolesOf(member.role),
              image: portraitUrl(member.image),
              profile: member.linkedin ?? null,
            })),
            fallbackImage: portraitUrl(teamDefaultImage),
            pageLabel: teamSection.pageLabel,
            pauseLabel: teamSection.pauseLabel,
            profileLabel: teamSection.profileLabel,
            centerTitle: teamSection.centerTitle,
            centerText: teamSection.centerText,
          }}
        />
      </Section>

      <Section id="team-testimonials" eyebrow={teamTestimonialsSection.eyebrow} title={teamTestimonialsSection.title}>
        <Island
          component={TestimonialCarousel}
          props={{
            label: teamTestimonialsSection.title,
            autoplayMs: carousel.testimonialAutoplayMs,
            items: teamTestimonials.map((t) => ({
              name: t.name,
              role: t.role,
              message: t.feedback,
              image: portraitUrl(t.image),
            })),
          }}
        />
      </Section>

      <StatsBand
        label={aboutCounters.label}
        stats={aboutCounters.items.map((counter) => ({
          label: counter.label,
          value: <Island component={CountUp} props={{ value: counter.value, suffix: counter.suffix }} />,
        }))}
      />

      <CtaBand title={aboutCta.title} lead={aboutCta.lead} actions={aboutCta.actions} />
    </>
  );
}
