import { CtaBand } from "../../../components/CtaBand";
import { Faq } from "../../../components/Faq";
import { FeatureCardGrid } from "../../../components/FeatureCardGrid";
import { PAGE_HERO_ART_SIZES, PageHero } from "../../../components/PageHero";
import { Section } from "../../../components/Section";
import { StatsBand } from "../../../components/Stats";
import { Steps } from "../../../components/Steps";
import { productPageCopy, type Product } from "../../../content/products/products";
import { KeyDifferences } from "./KeyDifferences";
import { ProductImage } from "./ProductImage";

/** The one template of both product pages: everything that differs comes from the record. */
export function ProductPage({ product }: { product: Product }) {
  const { page } = product;
  const copy = productPageCopy;
  const stats = [...product.stats, ...page.extraStats];
  return (
    <>
      <PageHero
        eyebrow={product.kind}
        title={product.name}
        lead={product.tagline}
        actions={page.heroActions}
        art={
          <ProductImage
            image={product.image}
            alt={product.imageAlt}
            name={product.name}
            priority
            className="product-hero-image"
            sizes={PAGE_HERO_ART_SIZES}
          />
        }
      />

      <Section id="overview" eyebrow={copy.overviewEyebrow} title={page.aboutTitle}>
        {/* The description's one paragraph, rendered from Markdown at build (src/content/products). */}
        <p className="product-overview" data-reveal dangerouslySetInnerHTML={{ __html: product.fullDescription }} />
      </Section>

      <Section id="how-it-works" tone="muted" eyebrow={copy.howItWorksEyebrow} title={copy.howItWorksTitle}>
        <Steps look="labelled" steps={product.howItWorks} stepLabel={copy.stepLabel} />
      </Section>

      <Section
        id="capabilities"
        eyebrow={copy.capabilitiesEyebrow}
        title={page.capabilitiesTitle}
        lead={page.capabilitiesLead}
      >
        <FeatureCardGrid cards={product.capabilities} />
      </Section>

      <StatsBand stats={stats} label={copy.statsLabel(product.name)} />

      <Section
        id="differences"
        tone="muted"
        eyebrow={copy.differencesEyebrow}
        title={page.differencesTitle}
        lead={page.differencesLead}
      >
        <KeyDifferences items={product.keyDifferences} />
      </Section>

      <Faq id="faq" eyebrow={copy.faqEyebrow} title={copy.faqTitle} items={product.faq} />

      <CtaBand title={page.closing.title} lead={page.closing.lead} actions={page.closing.actions} />
    </>
  );
}
