/**
 * Every page of the site: the records of the page registry (./pages.ts), plus one record per case
 * study and per product, made from their own data. The route table has one row per record.
 */
import { pages, type PageRecord } from "./pages";
import { productPath, products, type Product } from "./products";
import { projectPath, projects } from "./projects";
import { pageTitle } from "./site";
import type { Project } from "./types";

/** A case study's record, made from the project. */
export const projectPage = (project: Project): PageRecord => ({
  path: projectPath(project),
  title: pageTitle(`${project.title} — ${project.category} Case Study`),
  description: `${project.description} ${project.category} case study: the brief, what we built and the result.`,
  ogImage: `/og/project-${project.id}.png`,
  overlay: "default",
  crumb: project.title,
  parent: "portfolio",
});

/** A product page's record, made from the product (the area has one Open Graph image). */
export const productPage = (product: Product): PageRecord => ({
  path: productPath(product),
  title: product.page.metaTitle,
  description: product.briefDescription,
  ogImage: pages.products.ogImage,
  overlay: "none",
  crumb: product.name,
  parent: "products",
});

export const allPages: readonly PageRecord[] = [
  ...Object.values(pages),
  ...projects.map(projectPage),
  ...products.map(productPage),
];
