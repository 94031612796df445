import { ButtonLink } from "../../../components/ButtonLink";
import { CardGrid } from "../../../components/CardGrid";
import { ChipStrip } from "../../../components/ChipStrip";
import { CtaBand } from "../../../components/CtaBand";
import { FeatureCardGrid } from "../../../components/FeatureCardGrid";
import { PageHero } from "../../../components/PageHero";
import { Section } from "../../../components/Section";
import { products } from "../../../content/products/products";
import { productSuiteId, productsLanding } from "../../../content/products/landing";
import { ProductSuiteCard } from "./ProductSuiteCard";

/** The products landing page (/products). */
export function ProductsPage() {
  const { hero, whyChoose, suite, approach, purpose, closing } = productsLanding;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} actions={hero.actions} image={hero.image} />

      <Section id="why-choose" eyebrow={whyChoose.eyebrow} title={whyChoose.title} lead={whyChoose.lead}>
        <FeatureCardGrid cards={whyChoose.cards} />
      </Section>

      <Section id={productSuiteId} tone="muted" eyebrow={suite.eyebrow} title={suite.title} lead={suite.lead}>
        <CardGrid columns={2} className="product-suite">
          {products.map((product) => (
            <ProductSuiteCard
              key={product.id}
              product={product}
              copy={{
                featuresTitle: suite.featuresTitle,
                statsLabel: suite.statsLabel(product.name),
                learnMore: suite.learnMore,
                learnMoreHidden: suite.learnMoreAbout(product.name),
              }}
            />
          ))}
        </CardGrid>
      </Section>

      <Section id="approach" eyebrow={approach.eyebrow} title={approach.title} lead={approach.lead}>
        <FeatureCardGrid cards={approach.cards} />
        <div className="section-actions">
          <ButtonLink href={approach.cta.href} variant="secondary">
            {approach.cta.label}
          </ButtonLink>
        </div>
      </Section>

      <Section id="purpose" tone="brand" eyebrow={purpose.eyebrow} title={purpose.title} lead={purpose.lead}>
        <ChipStrip chips={purpose.badges} />
      </Section>

      <CtaBand title={closing.title} lead={closing.lead} actions={closing.actions} />
    </>
  );
}
