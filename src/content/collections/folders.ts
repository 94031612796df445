/**
 * The folder collections: one file per entry, the file's name its slug (src/content/collections.ts
 * lists every collection in the order /admin shows them).
 */
import { folder } from "../define.ts";
import { atLeast, atMostOne, kebabFileNames, unique, uniqueTogether } from "../rules.ts";
import { faqSchema } from "../schemas/faq.ts";
import { hiringModelSchema } from "../schemas/hiringModel.ts";
import { hireServiceSchema } from "../schemas/hireService.ts";
import { planSchema } from "../schemas/plan.ts";
import { positionSchema } from "../schemas/position.ts";
import { productSchema, productTitleFits } from "../schemas/product.ts";
import { projectHeadFits, projectSchema } from "../schemas/project.ts";
import { servicePageSchema } from "../schemas/servicePage.ts";
import { teamMemberSchema } from "../schemas/teamMember.ts";
import { teamTestimonialSchema } from "../schemas/teamTestimonial.ts";
import { testimonialSchema } from "../schemas/testimonial.ts";

export const projectsCollection = folder({
  name: "projects",
  label: "Case studies",
  labelSingular: "Case study",
  hint: "Each case study is a page under /portfolio, a card in the portfolio and, among the first six, on the home page.",
  format: "md",
  schema: projectSchema,
  summary: "title",
  orderBy: "order",
  rules: [unique("order", "two case studies cannot share a position"), projectHeadFits],
});

export const teamCollection = folder({
  name: "team",
  label: "Team",
  labelSingular: "Team member",
  hint: "The team showcase on /about, five at a time, in this order.",
  schema: teamMemberSchema,
  summary: "name",
  orderBy: "order",
  rules: [
    unique("order", "two members cannot share a position"),
    unique("portrait", "each member has their own portrait"),
  ],
});

export const testimonialsCollection = folder({
  name: "testimonials",
  label: "Client testimonials",
  labelSingular: "Client testimonial",
  hint: "The carousel of what clients say, on the home page.",
  schema: testimonialSchema,
  summary: "name",
  orderBy: "order",
  rules: [unique("order", "two testimonials cannot share a position")],
});

export const teamTestimonialsCollection = folder({
  name: "team-testimonials",
  label: "Team testimonials",
  labelSingular: "Team testimonial",
  hint: "What the team says about working here, on /about.",
  schema: teamTestimonialSchema,
  summary: "name",
  orderBy: "order",
  rules: [unique("order", "two testimonials cannot share a position")],
});

export const positionsCollection = folder({
  name: "positions",
  label: "Open positions",
  labelSingular: "Open position",
  hint: "The roles /careers is hiring for; the file's name is the position's slug. Remove the file when the role is filled.",
  schema: positionSchema,
  summary: "title",
  orderBy: "order",
  rules: [
    unique("order", "two positions cannot share a place in the list"),
    unique("title", "each position has its own title"),
  ],
});

export const hiringModelsCollection = folder({
  name: "hiring-models",
  label: "Hiring models",
  labelSingular: "Hiring model",
  hint: "The ways to work with us, on /careers and /hire-developers, each with the terms of both pages.",
  schema: hiringModelSchema,
  summary: "title",
  orderBy: "order",
  rules: [unique("order", "two models cannot share a position"), unique("title", "each model has its own name")],
});

export const servicesCollection = folder({
  name: "services",
  label: "Service pages",
  labelSingular: "Service page",
  hint: "The services overview and each service's page: an opening band and sections, in order. The page's address, title and description are in the page registry.",
  schema: servicePageSchema,
  summary: "page",
  rules: [unique("page", "two files cannot make the same page")],
});

export const faqsCollection = folder({
  name: "faqs",
  label: "Questions (FAQ)",
  labelSingular: "Question",
  hint: "Each question shows on the page it names (a service page's file name or a product's), in its position.",
  schema: faqSchema,
  summary: "question",
  orderBy: "order",
  rules: [
    uniqueTogether<{ page: string; order: number }>(
      ["page", "order"],
      "two questions on one page cannot share a position",
    ),
  ],
});

export const plansCollection = folder({
  name: "plans",
  label: "Pricing plans",
  labelSingular: "Pricing plan",
  hint: 'The monthly social media marketing plans, cards on /smm in their order; "Choose Plan" opens the contact form with the plan as its subject.',
  schema: planSchema,
  summary: "label",
  orderBy: "order",
  rules: [
    unique("order", "two plans cannot share a position"),
    unique("label", "two plans cannot share a name"),
    atMostOne("featured", "at most one plan is the most popular"),
  ],
});

export const productsCollection = folder({
  name: "products",
  label: "Products",
  labelSingular: "Product",
  hint: "Each product is a page under /products and a card on /products.",
  format: "md",
  schema: productSchema,
  summary: "name",
  orderBy: "order",
  rules: [
    unique("order", "two products cannot share a position"),
    unique("name", "two products cannot share a name"),
    productTitleFits,
  ],
});

export const hireServicesCollection = folder({
  name: "hire-services",
  label: "Developer services",
  labelSingular: "Developer service",
  hint: "The tabs of /hire-developers, in this order; the file's name is the tab's id (lower-case letters and hyphens).",
  schema: hireServiceSchema,
  summary: "title",
  orderBy: "order",
  rules: [
    unique("order", "two tabs cannot share a position"),
    unique("title", "each tab has its own name"),
    kebabFileNames("a tab's id", "full-stack.yaml"),
    atLeast(2, "src/content/hire-services", "to choose between tabs"),
  ],
});
