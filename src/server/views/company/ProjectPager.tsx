import { uiIcons } from "../../../components/Icon";
import { projectPath } from "../../../content/company/projects";
import type { Project } from "../../../content/company/projects";

const { ArrowRight } = uiIcons;

/** Links to the previous and next case studies (wrapping around the portfolio). */
export function ProjectPager({
  previous,
  next,
  labels,
}: {
  previous: Project;
  next: Project;
  labels: { moreLabel: string; previous: string; next: string };
}) {
  return (
    <nav className="section project-pager" aria-label={labels.moreLabel}>
      <div className="container project-pager-inner">
        <a href={projectPath(previous)} className="project-pager-link is-previous" rel="prev">
          <span className="project-pager-kind">
            <ArrowRight aria-hidden="true" focusable="false" size={18} className="flip" />
            {labels.previous}
          </span>
          <span className="project-pager-title">{previous.title}</span>
        </a>
        <a href={projectPath(next)} className="project-pager-link is-next" rel="next">
          <span className="project-pager-kind">
            {labels.next}
            <ArrowRight aria-hidden="true" focusable="false" size={18} />
          </span>
          <span className="project-pager-title">{next.title}</span>
        </a>
      </div>
    </nav>
  );
}
