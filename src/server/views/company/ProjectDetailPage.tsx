import { Breadcrumbs } from "../../../components/Breadcrumbs";
import { ButtonLink } from "../../../components/ButtonLink";
import { CtaBand } from "../../../components/CtaBand";
import { Picture } from "../../../components/Picture";
import { Section } from "../../../components/Section";
import { portfolioCta, projectDetail } from "../../../content/company/portfolio";
import { adjacentProjects } from "../../../content/company/projects";
import type { Project } from "../../../content/company/projects";
import { ProjectPager } from "./ProjectPager";
import { paths } from "../../../content/paths";

/** Whether a project has a live site to visit ('#' means none). */
export const hasProjectUrl = (project: Pick<Project, "projectUrl">) => project.projectUrl !== "#";

/** Project detail (/portfolio/{slug}): banner, story, features, images, neighbours and a call to action. */
export function ProjectDetailPage({
  project,
  trail,
}: {
  project: Project;
  trail: readonly { name: string; path: string }[];
}) {
  const [banner, about, features] = project.images;
  const { previous, next } = adjacentProjects(project);
  return (
    <>
      <section className="page-hero project-hero" aria-labelledby="page-title">
        <div className="container">
          <Breadcrumbs trail={trail} current={project.title} />
          <div className="project-hero-copy">
            <p className="tag">{project.category}</p>
            <h1 id="page-title" className="page-title">
              {project.title}
            </h1>
            <p className="lead">{project.description}</p>
            <div className="actions">
              {hasProjectUrl(project) ? (
                <ButtonLink href={project.projectUrl} size="lg">
                  {projectDetail.visit}
                </ButtonLink>
              ) : null}
              <ButtonLink href={trail.at(-1)?.path ?? paths.portfolio} variant="secondary" size="lg">
                {projectDetail.back}
              </ButtonLink>
            </div>
          </div>
          <Picture
            image={banner}
            alt={project.pictures?.banner.alt ?? projectDetail.bannerAlt(project.title)}
            className="project-banner"
            priority
            sizes="(min-width: 1216px) 1152px, (min-width: 768px) calc(100vw - 4rem), calc(100vw - 2rem)"
          />
        </div>
      </section>

      <Section id="about-project" title={projectDetail.aboutTitle} align="start">
        <div className="split">
          <div className="project-detail" data-reveal dangerouslySetInnerHTML={{ __html: project.html }} />
          <Picture
            image={about}
            alt={project.pictures?.about.alt ?? projectDetail.aboutAlt(project.title)}
            className="project-figure"
            sizes="(min-width: 1024px) 560px, 100vw"
          />
        </div>
      </Section>

      <Section
        id="features"
        tone="muted"
        title={projectDetail.featuresTitle}
        lead={projectDetail.featuresLead}
        align="start"
      >
        <div className="split">
          <Picture
            image={features}
            alt={project.pictures?.features.alt ?? projectDetail.featuresAlt(project.title)}
            className="project-figure"
            sizes="(min-width: 1024px) 560px, 100vw"
          />
          <ul className="check-list project-features" data-reveal>
            {project.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </div>
      </Section>

      <ProjectPager previous={previous} next={next} labels={projectDetail} />

      <CtaBand title={portfolioCta.title} lead={portfolioCta.lead} actions={portfolioCta.actions} />
    </>
  );
}
