/**
 * The one-file collections: a page's words, the company's facts (src/content/collections.ts lists
 * every collection in the order /admin shows them).
 */
import { file } from "../define.ts";
import { aboutSchema } from "../schemas/about.ts";
import { contactFormSchema } from "../schemas/contactForm.ts";
import { contactPageSchema } from "../schemas/contactPage.ts";
import { careerSchema } from "../schemas/career.ts";
import { controlsSchema } from "../schemas/controls.ts";
import { hireSchema } from "../schemas/hire.ts";
import { homeSchema } from "../schemas/home.ts";
import { pageWordsFit, pagesSchema } from "../schemas/page.ts";
import { portfolioSchema } from "../schemas/portfolio.ts";
import { privacySchema } from "../schemas/privacy.ts";
import { processSchema } from "../schemas/process.ts";
import { productsLandingSchema } from "../schemas/productsLanding.ts";
import { shellSchema } from "../schemas/shell.ts";
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

export const privacyCollection = file({
  name: "privacy",
  label: "Privacy notice",
  hint: "The notice's sentences. Every fact in braces ({days}, {controller} …) is read from the site's settings each time the page is served: never type it.",
  schema: privacySchema,
});

export const shellCollection = file({
  name: "shell",
  label: "Header, footer and labels",
  hint: "The words around every page (skip link, menu, breadcrumb, footer) and the hiring-model cards' terms.",
  schema: shellSchema,
});

export const controlsCollection = file({
  name: "controls",
  label: "Controls' words",
  hint: "What screen readers say for the carousels' buttons, the team showcase's pages and a link that opens in a new tab.",
  schema: controlsSchema,
});
