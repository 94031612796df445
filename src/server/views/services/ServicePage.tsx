import { ChipStrip } from "../../../components/ChipStrip";
import { CtaBand } from "../../../components/CtaBand";
import { Faq } from "../../../components/Faq";
import { FeatureCardGrid } from "../../../components/FeatureCardGrid";
import { PageHero } from "../../../components/PageHero";
import { Section } from "../../../components/Section";
import { Stats } from "../../../components/Stats";
import { Steps } from "../../../components/Steps";
import type { ServicePageContent, ServiceSection } from "../../../content/services/types";
import { IntroWithServices } from "./sections/IntroWithServices";
import { NoteCard } from "./sections/NoteCard";
import { PricingPlans } from "./sections/PricingPlans";
import { ServiceSplit } from "./sections/ServiceSplit";

/** How a section sits on the page: its background, and for image/text sections, which side the image is on. */
interface Layout {
  tone: "default" | "muted";
  reverse: boolean;
}

/** Backgrounds alternate between sections that take one; image/text sections alternate sides. */
function layouts(sections: readonly ServiceSection[]): Layout[] {
  let toned = 0;
  let splits = 0;
  return sections.map((section) => {
    const layout = {
      tone: toned % 2 === 0 ? "default" : "muted",
      reverse: section.kind === "split" && splits % 2 === 1,
    } as const;
    if (section.kind !== "cta" && section.kind !== "stats") toned += 1;
    if (section.kind === "split") splits += 1;
    return layout;
  });
}

function ServiceSectionView({ section, layout }: { section: ServiceSection; layout: Layout }) {
  if (section.kind === "cta") return <CtaBand title={section.title} lead={section.lead} actions={section.actions} />;
  if (section.kind === "split") return <ServiceSplit {...section} tone={layout.tone} reverse={layout.reverse} />;
  if (section.kind === "note") {
    return (
      <Section id={section.id} tone={layout.tone} labelledBy={`${section.id}-title`}>
        <NoteCard {...section} />
      </Section>
    );
  }
  const tone = section.kind === "stats" ? "dark" : layout.tone;
  return (
    <Section
      id={section.id}
      eyebrow={section.eyebrow}
      title={section.title}
      lead={section.lead}
      tone={tone}
      className={`service-${section.kind}`}
    >
      {section.kind === "cards" ? (
        <FeatureCardGrid cards={section.cards} columns={section.columns} />
      ) : section.kind === "steps" ? (
        <Steps look="process" steps={section.steps} />
      ) : section.kind === "chips" ? (
        <ChipStrip chips={section.chips} />
      ) : section.kind === "stats" ? (
        <Stats look="sentences" stats={section.stats} />
      ) : section.kind === "faq" ? (
        <Faq id={section.id} items={section.items} />
      ) : section.kind === "pricing" ? (
        <PricingPlans plans={section.plans} cta={section.cta} featuredLabel={section.featuredLabel} />
      ) : (
        <IntroWithServices
          points={section.points}
          services={section.services}
          carouselLabel={section.carouselLabel}
          moreLabel={section.moreLabel}
          bulletLabel={section.bulletLabel}
          belowPx={section.carouselBelowPx}
        />
      )}
    </Section>
  );
}

/**
 * The one template of the services area: a hero, then the page's typed sections in order.
 * Every service page — overview, the six services, SEO, SMM — is data rendered by this.
 */
export function ServicePage({ page }: { page: ServicePageContent }) {
  const placement = layouts(page.sections);
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        lead={page.hero.lead}
        actions={page.hero.actions}
        image={page.hero.image}
      />
      {page.sections.map((section, i) => (
        <ServiceSectionView
          key={section.kind === "cta" ? "cta" : section.id}
          section={section}
          layout={placement[i]!}
        />
      ))}
    </>
  );
}
