/**
 * The one-file collections: a page's words, the company's facts (src/content/collections.ts lists
 * every collection in the order /admin shows them).
 */
import { file } from "../define.ts";
import { aboutSchema } from "../schemas/about.ts";
import { contactFormSchema } from "../schemas/contactForm.ts";
import { contactPageSchema } from "../schemas/contactPage.ts";
import { careerSchema } from "../schemas/career.ts";
import { hireSchema } from "../schemas/hire.ts";
import { homeSchema } from "../schemas/home.ts";
import { pageWordsFit, pagesSchema } from "../schemas/page.ts";
import { portfolioSchema } from "../schemas/portfolio.ts";
import { processSchema } from "../schemas/process.ts";
import { productsLandingSchema } from "../schemas/productsLanding.ts";
import { siteSchema } from "../schemas/site.ts";

export const siteCollection = file({
  name: "site",
  label: "Company facts",
  hint: "The company's name, phone, e-mail, offices and profiles: each written once, used on every page.",
  schema: siteSchema,
});

export const homeCollection = file({
  name: "home",
  label: "Home page",
  hint: "The home page's headings, texts, values and client logos.",
  schema: homeSchema,
});

export const pagesCollection = file({
  name: "pages",
  label: "Pages' titles and menus",
  hint: "Each page's title and description for search results, its name in breadcrumbs and its labels in the menus.",
  schema: pagesSchema,
  rules: [pageWordsFit],
});

export const processCollection = file({
  name: "process",
  label: "Development process",
  schema: processSchema,
});

export const productsLandingCollection = file({
  name: "products-landing",
  label: "Products page",
  schema: productsLandingSchema,
});

export const aboutCollection = file({
  name: "about",
  label: "About page",
  hint: "The about page's headings, reasons, mission and vision, counters and, as its text, the founder's message.",
  format: "md",
  schema: aboutSchema,
});

export const portfolioCollection = file({
  name: "portfolio",
  label: "Portfolio page",
  hint: "The words of /portfolio and of every case study's page around the study itself.",
  schema: portfolioSchema,
});

export const careerCollection = file({
  name: "career",
  label: "Careers page",
  hint: "The careers page's headings, texts and benefits; the open positions and hiring models are their own folders.",
  schema: careerSchema,
});

export const hireCollection = file({
  name: "hire",
  label: "Hire page",
  hint: "The hire page's headings, texts, reasons and figures; the service categories and hiring models are their own folders.",
  schema: hireSchema,
});

export const contactCollection = file({
  name: "contact",
  label: "Contact page",
  hint: "The contact page's headings and the pages a form sent without JavaScript answers with; the offices, e-mail and phone are the company's facts.",
  schema: contactPageSchema,
});

export const contactFormCollection = file({
  name: "contact-form",
  label: "Contact forms",
  hint: "What the forms on /contact and /hire-developers say: labels, messages, buttons, answers. A field's limit is the site's; {field} and {max} are filled in.",
  schema: contactFormSchema,
});
