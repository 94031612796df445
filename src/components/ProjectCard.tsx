import { projectPath } from "../content/company/projects";
import type { Project } from "../content/company/projects";
import { Picture } from "./Picture";

/** What a card shows of a project (small enough to hand to an island). */
export type ProjectCardData = Pick<Project, "slug" | "title" | "category" | "description" | "images">;

/** A portfolio card: first image (lazy), title, category, description; links to the case study. */
export function ProjectCard({ project, headingLevel = 3 }: { project: ProjectCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card project-card" data-reveal>
      <Picture
        image={project.images[0]}
        alt=""
        className="project-card-image"
        sizes="(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw"
      />
      <div className="project-card-body">
        <p className="tag">{project.category}</p>
        <Heading className="card-title">
          <a href={projectPath(project)} className="card-link">
            {project.title}
          </a>
        </Heading>
        <p className="card-text">{project.description}</p>
      </div>
    </article>
  );
}
