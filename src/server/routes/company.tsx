import { projectDetail } from "../../content/portfolio";
import { projectPath, projects } from "../../content/projects";
import { pageTitle, site } from "../../content/site";
import type { Project } from "../../content/types";
import { AboutPage } from "../pages/about/AboutPage";
import { CareerPage } from "../pages/career/CareerPage";
import { HirePage } from "../pages/hire/HirePage";
import { PortfolioPage } from "../pages/portfolio/PortfolioPage";
import { ProjectDetailPage } from "../pages/portfolio/ProjectDetailPage";
import type { Breadcrumb, PageRoute } from "./types";
import { paths } from "../../content/paths";

const portfolioTrail: readonly Breadcrumb[] = [
  { name: projectDetail.breadcrumbHome, path: paths.home },
  { name: projectDetail.breadcrumbPortfolio, path: paths.portfolio },
];

/** Head meta of a case study, built from the project so every page has its own. */
function projectRoute(project: Project): PageRoute {
  return {
    path: projectPath(project),
    title: pageTitle(`${project.title} — ${project.category} Case Study`),
    description: `${project.description} ${project.category} case study: the brief, what we built and the result.`,
    overlay: "default",
    ogImage: `/og/project-${project.id}.png`,
    breadcrumbs: portfolioTrail,
    render: () => <ProjectDetailPage project={project} trail={portfolioTrail} />,
  };
}

/** Routes of this area: About, Portfolio and its twelve case studies, Careers, Hire. */
export const companyRoutes: readonly PageRoute[] = [
  {
    path: paths.about,
    title: pageTitle("About Us"),
    description: `Meet ${site.name}: an award-winning offshore development company since ${site.foundedYear} — our mission, our founder, our team and the numbers behind our work.`,
    overlay: "default",
    ogImage: "/og/about.png",
    render: () => <AboutPage />,
  },
  {
    path: paths.portfolio,
    title: pageTitle("Portfolio"),
    description: `Explore twelve case studies from ${site.name}: web platforms, mobile apps and UI/UX design for retail, insurance, health, media and food delivery.`,
    overlay: "default",
    ogImage: "/og/portfolio.png",
    render: ({ url }) => <PortfolioPage category={url.searchParams.get("category")} />,
  },
  ...projects.map(projectRoute),
  {
    path: paths.career,
    title: pageTitle("Careers"),
    description: `Join ${site.name}: open positions for developers and designers, benefits, flexible hiring models and an easy way to apply or send us your resume.`,
    overlay: "default",
    ogImage: "/og/career.png",
    render: () => <CareerPage />,
  },
  {
    path: paths.hire,
    title: pageTitle("Hire Dedicated Developers"),
    description: `Hire dedicated backend, frontend and full stack developers from ${site.name} — full-time, part-time or hourly, onboarded within a week.`,
    overlay: "default",
    ogImage: "/og/hire.png",
    render: () => <HirePage />,
  },
];
