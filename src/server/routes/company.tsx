import { projects } from "../../content/company/projects";
import { projectPage } from "../../content/registry";
import { trailOf } from "../../content/trail";
import { AboutPage } from "../views/company/AboutPage";
import { CareerPage } from "../views/company/CareerPage";
import { HirePage } from "../views/company/HirePage";
import { PortfolioPage } from "../views/company/PortfolioPage";
import { PrivacyPage } from "../views/company/PrivacyPage";
import { privacyFacts } from "../privacy";
import { ProjectDetailPage } from "../views/company/ProjectDetailPage";
import type { AreaViews, PageRoute } from "./types";

export const companyViews = {
  about: { render: () => <AboutPage /> },
  portfolio: { render: ({ url }) => <PortfolioPage category={url.searchParams.get("category")} /> },
  career: { render: () => <CareerPage /> },
  hire: { render: ({ challengeSiteKey }) => <HirePage challengeSiteKey={challengeSiteKey} /> },
  privacy: { render: ({ env }) => <PrivacyPage facts={privacyFacts(env)} /> },
} satisfies AreaViews;

/** One route per case study; its visible breadcrumbs are the steps above it (the page's title is the last). */
export const projectRoutes: readonly PageRoute[] = projects.map((project) => {
  const page = projectPage(project);
  const above = trailOf(page).slice(0, -1);
  return { page, view: { render: () => <ProjectDetailPage project={project} trail={above} /> } };
});
