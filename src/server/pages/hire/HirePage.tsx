import { ButtonLink } from "../../../components/ButtonLink";
import { CardGrid } from "../../../components/CardGrid";
import { ContactFormSection } from "../../../components/contact/ContactFormSection";
import { FeatureCard } from "../../../components/FeatureCard";
import { Island } from "../../../components/Island";
import { PageHero } from "../../../components/PageHero";
import { Section } from "../../../components/Section";
import { StatsBand } from "../../../components/StatsBand";
import TabPanels from "../../../client/islands/TabPanels";
import { hiringModelLabels } from "../../../content/careers";
import {
  hireContact,
  hireHero,
  hireHiringModels,
  hireHiringModelsSection,
  hireServicesSection,
  hireStats,
  hireValues,
  serviceCategories,
} from "../../../content/hire";
import { HiringModelCards } from "../career/HiringModelCards";

/** Hire developers (/hire): values, hiring models, services by discipline, figures and the enquiry form. */
export function HirePage() {
  return (
    <>
      <PageHero {...hireHero} />

      <Section id="why-hire" eyebrow={hireValues.eyebrow} title={hireValues.title}>
        <CardGrid columns={4}>
          {hireValues.cards.map((card) => (
            <FeatureCard key={card.title} icon={card.icon} title={card.title} description={card.description} />
          ))}
        </CardGrid>
      </Section>

      <Section
        id="hiring-models"
        tone="muted"
        eyebrow={hireHiringModelsSection.eyebrow}
        title={hireHiringModelsSection.title}
        lead={hireHiringModelsSection.lead}
      >
        <HiringModelCards
          models={hireHiringModels.map((m) => ({
            title: m.type,
            icon: m.icon,
            duration: m.duration,
            communication: m.communication,
            hiringPeriod: m.hiringPeriod,
          }))}
          labels={hiringModelLabels}
        />
        <div className="section-actions">
          <ButtonLink href={hireHiringModelsSection.cta.href}>{hireHiringModelsSection.cta.label}</ButtonLink>
        </div>
      </Section>

      <Section
        id="services"
        eyebrow={hireServicesSection.eyebrow}
        title={hireServicesSection.title}
        lead={hireServicesSection.lead}
      >
        <Island component={TabPanels} props={{ label: hireServicesSection.tabsLabel, tabs: serviceCategories }} />
      </Section>

      <StatsBand stats={hireStats.stats} label={hireStats.label} />

      <ContactFormSection
        variant="C"
        id="contact"
        title={hireContact.title}
        lead={hireContact.lead}
        subject={hireContact.subject}
      />
    </>
  );
}
