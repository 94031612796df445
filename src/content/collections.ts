/**
 * Every content collection of the site: where its files are, their format and schema. The build
 * validates them all (`build/content/`) and serves each as `virtual:content/<name>`; `/admin`'s
 * configuration is made from this list. Build-time and test code only: pages import the typed
 * modules that read the collections (e.g. `company/projects.ts`), never this file.
 *
 * Adding a collection: a schema in `schemas/`, an entry here, a module that imports
 * `virtual:content/<name>` with its type. docs/architecture.md, "For editors".
 */
import type { Collection, FileCollection, FolderCollection } from "./schemas/collection.ts";
import { faqSchema } from "./schemas/faq.ts";
import { hiringModelSchema } from "./schemas/hiringModel.ts";
import { homeSchema } from "./schemas/home.ts";
import { pageWordsFit, pagesSchema } from "./schemas/page.ts";
import { planSchema } from "./schemas/plan.ts";
import { positionSchema } from "./schemas/position.ts";
import { processSchema } from "./schemas/process.ts";
import { productSchema, productTitleFits } from "./schemas/product.ts";
import { productsLandingSchema } from "./schemas/productsLanding.ts";
import { projectHeadFits, projectSchema } from "./schemas/project.ts";
import { servicePageSchema } from "./schemas/servicePage.ts";
import { siteSchema } from "./schemas/site.ts";
import { teamMemberSchema } from "./schemas/teamMember.ts";
import { teamTestimonialSchema } from "./schemas/teamTestimonial.ts";
import { testimonialSchema } from "./schemas/testimonial.ts";

/** Values of a field that must differ between entries (an order, a name). */
export function unique<T extends Record<string, unknown>>(field: keyof T & string, what: string) {
  return (entries: readonly (T & { slug: string; file: string })[]) => {
    const seen = new Map<unknown, string>();
    return entries.flatMap((entry) => {
      const first = seen.get(entry[field]);
      seen.set(entry[field], first ?? entry.file);
      return first === undefined
        ? []
        : [{ file: entry.file, field, problem: `is ${JSON.stringify(entry[field])}, as in ${first}; ${what}` }];
    });
  };
}

export const projectsCollection = {
  kind: "folder",
  name: "projects",
  label: "Case studies",
  labelSingular: "Case study",
  hint: "Each case study is a page under /portfolio, a card in the portfolio and, among the first six, on the home page.",
  folder: "src/content/projects",
  format: "md",
  schema: projectSchema,
  summary: "title",
  orderBy: "order",
  rules: [unique("order", "two case studies cannot share a position"), projectHeadFits],
} satisfies FolderCollection<typeof projectSchema>;

export const siteCollection = {
  kind: "file",
  name: "site",
  label: "Company facts",
  labelSingular: "Company facts",
  hint: "The company's name, phone, e-mail, offices and profiles: each written once, used on every page.",
  file: "src/content/site.yaml",
  format: "yaml",
  schema: siteSchema,
} satisfies FileCollection<typeof siteSchema>;

export const teamCollection = {
  kind: "folder",
  name: "team",
  label: "Team",
  labelSingular: "Team member",
  hint: "The team showcase on /about, five at a time, in this order.",
  folder: "src/content/team",
  format: "yaml",
  schema: teamMemberSchema,
  summary: "name",
  orderBy: "order",
  rules: [
    unique("order", "two members cannot share a position"),
    unique("portrait", "each member has their own portrait"),
  ],
} satisfies FolderCollection<typeof teamMemberSchema>;

export const testimonialsCollection = {
  kind: "folder",
  name: "testimonials",
  label: "Client testimonials",
  labelSingular: "Client testimonial",
  hint: "The carousel of what clients say, on the home page.",
  folder: "src/content/testimonials",
  format: "yaml",
  schema: testimonialSchema,
  summary: "name",
  orderBy: "order",
  rules: [unique("order", "two testimonials cannot share a position")],
} satisfies FolderCollection<typeof testimonialSchema>;

export const teamTestimonialsCollection = {
  kind: "folder",
  name: "team-testimonials",
  label: "Team testimonials",
  labelSingular: "Team testimonial",
  hint: "What the team says about working here, on /about.",
  folder: "src/content/team-testimonials",
  format: "yaml",
  schema: teamTestimonialSchema,
  summary: "name",
  orderBy: "order",
  rules: [unique("order", "two testimonials cannot share a position")],
} satisfies FolderCollection<typeof teamTestimonialSchema>;

export const positionsCollection = {
  kind: "folder",
  name: "positions",
  label: "Open positions",
  labelSingular: "Open position",
  hint: "The roles /careers is hiring for; the file's name is the position's slug. Remove the file when the role is filled.",
  folder: "src/content/positions",
  format: "yaml",
  schema: positionSchema,
  summary: "title",
  orderBy: "order",
  rules: [
    unique("order", "two positions cannot share a place in the list"),
    unique("title", "each position has its own title"),
  ],
} satisfies FolderCollection<typeof positionSchema>;

export const hiringModelsCollection = {
  kind: "folder",
  name: "hiring-models",
  label: "Hiring models",
  labelSingular: "Hiring model",
  hint: "The ways to work with us, on /careers and /hire-developers, each with the terms of both pages.",
  folder: "src/content/hiring-models",
  format: "yaml",
  schema: hiringModelSchema,
  summary: "title",
  orderBy: "order",
  rules: [unique("order", "two models cannot share a position"), unique("title", "each model has its own name")],
} satisfies FolderCollection<typeof hiringModelSchema>;

export const homeCollection = {
  kind: "file",
  name: "home",
  label: "Home page",
  labelSingular: "Home page",
  hint: "The home page's headings, texts, values and client logos.",
  file: "src/content/home.yaml",
  format: "yaml",
  schema: homeSchema,
} satisfies FileCollection<typeof homeSchema>;

export const pagesCollection = {
  kind: "file",
  name: "pages",
  label: "Pages' titles and menus",
  labelSingular: "Pages' titles and menus",
  hint: "Each page's title and description for search results, its name in breadcrumbs and its labels in the menus.",
  file: "src/content/pages.yaml",
  format: "yaml",
  schema: pagesSchema,
  rules: [pageWordsFit],
} satisfies FileCollection<typeof pagesSchema>;

/** Values of several fields that must differ together between entries (a position on a page). */
export function uniqueTogether<T extends Record<string, unknown>>(fields: readonly (keyof T & string)[], what: string) {
  return (entries: readonly (T & { slug: string; file: string })[]) => {
    const seen = new Map<string, string>();
    return entries.flatMap((entry) => {
      const key = JSON.stringify(fields.map((field) => entry[field]));
      const first = seen.get(key);
      seen.set(key, first ?? entry.file);
      const last = fields.at(-1) as string;
      return first === undefined
        ? []
        : [{ file: entry.file, field: last, problem: `is ${JSON.stringify(entry[last])}, as in ${first}; ${what}` }];
    });
  };
}

export const servicesCollection = {
  kind: "folder",
  name: "services",
  label: "Service pages",
  labelSingular: "Service page",
  hint: "The services overview and each service's page: an opening band and sections, in order. The page's address, title and description are in the page registry.",
  folder: "src/content/services",
  format: "yaml",
  schema: servicePageSchema,
  summary: "page",
  rules: [unique("page", "two files cannot make the same page")],
} satisfies FolderCollection<typeof servicePageSchema>;

export const faqsCollection = {
  kind: "folder",
  name: "faqs",
  label: "Questions (FAQ)",
  labelSingular: "Question",
  hint: "Each question shows on the page it names (a service page's file name or a product's), in its position.",
  folder: "src/content/faqs",
  format: "yaml",
  schema: faqSchema,
  summary: "question",
  orderBy: "order",
  rules: [
    uniqueTogether<{ page: string; order: number }>(
      ["page", "order"],
      "two questions on one page cannot share a position",
    ),
  ],
} satisfies FolderCollection<typeof faqSchema>;

export const plansCollection = {
  kind: "folder",
  name: "plans",
  label: "Pricing plans",
  labelSingular: "Pricing plan",
  hint: 'The monthly social media marketing plans, cards on /smm in their order; "Choose Plan" opens the contact form with the plan as its subject.',
  folder: "src/content/plans",
  format: "yaml",
  schema: planSchema,
  summary: "label",
  orderBy: "order",
  rules: [
    unique("order", "two plans cannot share a position"),
    unique("label", "two plans cannot share a name"),
    (entries) =>
      entries
        .filter((plan) => plan.featured)
        .slice(1)
        .map((plan) => ({
          file: plan.file,
          field: "featured",
          problem: `is true, as in ${entries.find((first) => first.featured)?.file}; at most one plan is the most popular`,
        })),
  ],
} satisfies FolderCollection<typeof planSchema>;

export const processCollection = {
  kind: "file",
  name: "process",
  label: "Development process",
  labelSingular: "Development process",
  file: "src/content/process.yaml",
  format: "yaml",
  schema: processSchema,
} satisfies FileCollection<typeof processSchema>;

export const productsCollection = {
  kind: "folder",
  name: "products",
  label: "Products",
  labelSingular: "Product",
  hint: "Each product is a page under /products and a card on /products.",
  folder: "src/content/products",
  format: "md",
  schema: productSchema,
  summary: "name",
  orderBy: "order",
  rules: [
    unique("order", "two products cannot share a position"),
    unique("name", "two products cannot share a name"),
    productTitleFits,
  ],
} satisfies FolderCollection<typeof productSchema>;

export const productsLandingCollection = {
  kind: "file",
  name: "products-landing",
  label: "Products page",
  labelSingular: "Products page",
  file: "src/content/products-landing.yaml",
  format: "yaml",
  schema: productsLandingSchema,
} satisfies FileCollection<typeof productsLandingSchema>;

export const collections: readonly Collection[] = [
  homeCollection,
  projectsCollection,
  siteCollection,
  teamCollection,
  testimonialsCollection,
  teamTestimonialsCollection,
  positionsCollection,
  hiringModelsCollection,
  pagesCollection,
  servicesCollection,
  faqsCollection,
  plansCollection,
  processCollection,
  productsCollection,
  productsLandingCollection,
];
