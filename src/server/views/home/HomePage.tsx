import { ButtonLink } from "../../../components/ButtonLink";
import { CardGrid } from "../../../components/CardGrid";
import { FeatureCardGrid } from "../../../components/FeatureCardGrid";
import { Island } from "../../../components/Island";
import { ProjectCard } from "../../../components/ProjectCard";
import { Section } from "../../../components/Section";
import TestimonialCarousel from "../../../client/islands/TestimonialCarousel";
import { homeFeaturedProjectCount } from "../../../content/motion";
import {
  clientLogos,
  clientsSection,
  clientTestimonials,
  clientTestimonialsSection,
  featuredProjectsSection,
  homeAbout,
  homeHero,
  serviceTiles,
} from "../../../content/home";
import { projects } from "../../../content/company/projects";
import { ClientsBand } from "./ClientsBand";
import { HomeHero } from "./HomeHero";

export function HomePage() {
  const featured = projects.slice(0, homeFeaturedProjectCount);
  return (
    <>
      <HomeHero {...homeHero} tiles={serviceTiles} />

      <Section id="about" eyebrow={homeAbout.eyebrow} title={homeAbout.title} lead={homeAbout.lead}>
        <FeatureCardGrid cards={homeAbout.values} columns={4} />
        <div className="section-actions">
          <ButtonLink href={homeAbout.cta.href} variant="secondary">
            {homeAbout.cta.label}
          </ButtonLink>
        </div>
      </Section>

      <Section
        id="featured-projects"
        tone="muted"
        eyebrow={featuredProjectsSection.eyebrow}
        title={featuredProjectsSection.title}
        lead={featuredProjectsSection.lead}
      >
        <CardGrid columns={3}>
          {featured.map((project) => (
            <ProjectCard key={project.slug} project={project} />
          ))}
        </CardGrid>
        <div className="section-actions">
          <ButtonLink href={featuredProjectsSection.cta.href}>{featuredProjectsSection.cta.label}</ButtonLink>
        </div>
      </Section>

      <Section id="testimonials" eyebrow={clientTestimonialsSection.eyebrow} title={clientTestimonialsSection.title}>
        <Island
          component={TestimonialCarousel}
          props={{
            label: clientTestimonialsSection.title,
            items: clientTestimonials.map((t) => ({ name: t.name, role: t.designation, message: t.message })),
          }}
        />
      </Section>

      <Section id="clients" tone="muted" eyebrow={clientsSection.eyebrow} title={clientsSection.title}>
        <ClientsBand logos={clientLogos} />
      </Section>
    </>
  );
}
