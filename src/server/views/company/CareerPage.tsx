import { ButtonLink } from "../../../components/ButtonLink";
import { CardGrid } from "../../../components/CardGrid";
import { CtaBand } from "../../../components/CtaBand";
import { FeatureCard } from "../../../components/FeatureCard";
import { FeatureCardGrid } from "../../../components/FeatureCardGrid";
import { HiringModelCards } from "../../../components/HiringModelCards";
import { PageHero } from "../../../components/PageHero";
import { Section } from "../../../components/Section";
import {
  benefitsSection,
  careersCta,
  careersHero,
  careersHiringModels,
  careersHiringModelsSection,
  positions,
  positionsSection,
} from "../../../content/company/career";
import { shellUi } from "../../../content/shell";

/** Careers (/career): open positions, benefits, hiring models and how to apply. */
export function CareerPage() {
  return (
    <>
      <PageHero {...careersHero} />

      <Section
        id="positions"
        eyebrow={positionsSection.eyebrow}
        title={positionsSection.title}
        lead={positionsSection.lead}
      >
        <CardGrid columns={3}>
          {positions.map((position) => (
            <FeatureCard
              key={position.id}
              icon={position.icon}
              title={position.title}
              description={position.description}
            >
              <div className="position-footer">
                <p className="tag">{position.experience}</p>
                <ButtonLink href={positionsSection.apply.href} variant="secondary">
                  {positionsSection.apply.label}
                  <span className="visually-hidden"> {positionsSection.applyFor(position.title)}</span>
                </ButtonLink>
              </div>
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>

      <Section
        id="benefits"
        tone="muted"
        eyebrow={benefitsSection.eyebrow}
        title={benefitsSection.title}
        lead={benefitsSection.lead}
      >
        <FeatureCardGrid cards={benefitsSection.benefits} />
      </Section>

      <Section
        id="hiring-models"
        eyebrow={careersHiringModelsSection.eyebrow}
        title={careersHiringModelsSection.title}
        lead={careersHiringModelsSection.lead}
      >
        <HiringModelCards models={careersHiringModels} labels={shellUi.hiringModelTerms} />
      </Section>

      <CtaBand title={careersCta.title} lead={careersCta.lead} actions={[careersCta.resume, careersCta.contact]} />
    </>
  );
}
