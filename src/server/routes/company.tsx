import { pages, trailOf } from "../../content/pages";
import { projects } from "../../content/projects";
import { projectPage } from "../../content/registry";
import type { Project } from "../../content/types";
import { AboutPage } from "../pages/about/AboutPage";
import { CareerPage } from "../pages/career/CareerPage";
import { HirePage } from "../pages/hire/HirePage";
import { PortfolioPage } from "../pages/portfolio/PortfolioPage";
import { ProjectDetailPage } from "../pages/portfolio/ProjectDetailPage";
import { pageRoute } from "./pageRoute";
import type { PageRoute } from "./types";

/** A case study: its record is made from the project, so every page has its own head. */
function projectRoute(project: Project): PageRoute {
  const page = projectPage(project);
  /** The visible breadcrumbs: the steps above the case study (the page itself is its title). */
  const above = trailOf(page).slice(0, -1);
  return pageRoute(page, () => <ProjectDetailPage project={project} trail={above} />);
}

/** Routes of this area: About, Portfolio and its twelve case studies, Careers, Hire. */
export const companyRoutes: readonly PageRoute[] = [
  pageRoute(pages.about, () => <AboutPage />),
  pageRoute(pages.portfolio, ({ url }) => <PortfolioPage category={url.searchParams.get("category")} />),
  ...projects.map(projectRoute),
  pageRoute(pages.career, () => <CareerPage />),
  pageRoute(pages.hire, () => <HirePage />),
];
