import { useDeferredValue, useEffect, useRef, useState } from "react";
import { CardGrid } from "../../components/CardGrid";
import { ProjectCard, type ProjectCardData } from "../../components/ProjectCard";
import { portfolioFilter } from "../../content/company/portfolio";
import {
  activeCategory,
  filterProjects,
  portfolioHref,
  projectCategories,
  type PortfolioCategory,
} from "../../content/company/projects";

/**
 * The portfolio: category filter and project grid. Without JavaScript the filter is a row of
 * links (`?category=`, answered by the server); once hydrated the links become toggle buttons
 * that filter in place and keep the address bar in step. The island wakes on the first focus
 * inside it: a filter link that had the focus hands it to its button, so keyboard users keep
 * their place.
 */
export default function PortfolioFilter({
  projects,
  category,
}: {
  projects: readonly ProjectCardData[];
  category: string;
}) {
  const [active, setActive] = useState<PortfolioCategory>(activeCategory(category));
  const [enhanced, setEnhanced] = useState(false);
  const bar = useRef<HTMLElement>(null);
  /** Index of the filter link that had the focus when the links became buttons, or -1. */
  const focused = useRef(-1);
  useEffect(() => {
    const links = [...(bar.current?.querySelectorAll("a") ?? [])];
    focused.current = links.findIndex((link) => link === document.activeElement);
    setEnhanced(true);
  }, []);
  useEffect(() => {
    if (enhanced && focused.current >= 0) bar.current?.querySelectorAll("button")[focused.current]?.focus();
  }, [enhanced]);

  // The pressed button and the status answer a click at once; the grid follows in a render React
  // may interrupt, so the click's frame never waits for the cards to be rebuilt.
  const listed = useDeferredValue(active);
  const shown = filterProjects(projects, listed);
  const choose = (next: PortfolioCategory) => {
    setActive(next);
    window.history.replaceState(window.history.state, "", portfolioHref(next));
  };

  return (
    <div className="portfolio">
      {enhanced ? (
        <div
          ref={(el) => void (bar.current = el)}
          className="filter-bar"
          role="group"
          aria-label={portfolioFilter.label}
        >
          {projectCategories.map((c) => (
            <button key={c} type="button" className="filter-chip" aria-pressed={c === active} onClick={() => choose(c)}>
              {c}
            </button>
          ))}
        </div>
      ) : (
        // Not prerendered (data-no-prerender): these are the filter's controls until it wakes, and a
        // prerender per category hovered would be a render of the Worker for a list filtered in place.
        <nav ref={bar} className="filter-bar" aria-label={portfolioFilter.label}>
          {projectCategories.map((c) => (
            <a
              key={c}
              className="filter-chip"
              data-no-prerender=""
              href={portfolioHref(c)}
              aria-current={c === active ? "true" : undefined}
            >
              {c}
            </a>
          ))}
        </nav>
      )}
      <p className="visually-hidden" role="status">
        {portfolioFilter.status(filterProjects(projects, active).length)}
      </p>
      <CardGrid columns={3} className="portfolio-grid">
        {shown.map((project) => (
          <ProjectCard key={project.slug} project={project} headingLevel={2} />
        ))}
      </CardGrid>
    </div>
  );
}
