import { ButtonLink } from "../../../components/ButtonLink";
import { ContactFormSection } from "../../../components/contact/ContactFormSection";
import { FeatureCardGrid } from "../../../components/FeatureCardGrid";
import { HiringModelCards } from "../../../components/HiringModelCards";
import { Island } from "../../../components/Island";
import { PageHero } from "../../../components/PageHero";
import { Section } from "../../../components/Section";
import { StatsBand } from "../../../components/Stats";
import TabPanels from "../../../client/islands/TabPanels";
import {
  hireContact,
  hireHero,
  hireHiringModels,
  hireHiringModelsSection,
  hireServicesSection,
  hireStats,
  hireValues,
  serviceCategories,
} from "../../../content/company/hire";
import { shellUi } from "../../../content/shell";

/** Hire developers (/hire): values, hiring models, services by discipline, figures and the enquiry form. */
export function HirePage({ challengeSiteKey }: { challengeSiteKey: string | null }) {
  return (
    <>
      <PageHero {...hireHero} />

      <Section id="why-hire" eyebrow={hireValues.eyebrow} title={hireValues.title}>
        <FeatureCardGrid cards={hireValues.cards} columns={4} />
      </Section>

      <Section
        id="hiring-models"
        tone="muted"
        eyebrow={hireHiringModelsSection.eyebrow}
        title={hireHiringModelsSection.title}
        lead={hireHiringModelsSection.lead}
      >
        <HiringModelCards models={hireHiringModels} labels={shellUi.hiringModelTerms} />
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
        variant="hire"
        id="contact"
        title={hireContact.title}
        lead={hireContact.lead}
        subject={hireContact.subject}
        challengeSiteKey={challengeSiteKey}
      />
    </>
  );
}
