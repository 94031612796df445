/**
 * What `npm run interactions` does on each page: the first interaction with each widget in its
 * wake-up mode (on interaction, or when scrolled to), then a later one once it is awake.
 * Elements are found by role and visible text, as a visitor finds them.
 */
import type { Locator, Page } from "playwright-core";
import { contactFields } from "../../src/content/contact.ts";
import { teamSection, teamTestimonialsSection } from "../../src/content/company/about.ts";
import { hireServicesSection, serviceCategories } from "../../src/content/company/hire.ts";
import { portfolioFilter } from "../../src/content/company/portfolio.ts";
import { projectCategories } from "../../src/content/company/projects.ts";
import { clientTestimonialsSection } from "../../src/content/home.ts";
import { pages } from "../../src/content/registry.ts";
import { seoPage, seoSmmPage } from "../../src/content/services/index.ts";
import { ui } from "../../src/content/controls.ts";
import { shellUi } from "../../src/content/shell.ts";

/** The first section of `kind` on a service page (its FAQ, its intro …), or a failed run. */
function section<K extends string, S extends { kind: string }>(
  content: { path: string; sections: readonly S[] },
  kind: K,
) {
  const found = content.sections.find((s): s is Extract<S, { kind: K }> => s.kind === kind);
  if (!found) throw new Error(`${content.path} has no ${kind} section`);
  return found;
}

const seoFaq = section(seoPage, "faq");
const seoSmmIntro = section(seoSmmPage, "intro");
const tab = (id: string) => {
  const found = serviceCategories.find((c) => c.id === id);
  if (!found) throw new Error(`no hire tab ${id}`);
  return found.title;
};

/**
 * What the visitor reads on each widget: the site's copy in src/content (Node imports it through
 * harness/sourceImports.ts, which `interactions.ts` registers before it loads this module).
 */
const copy = {
  firstName: contactFields.firstName.label,
  lastName: contactFields.lastName.label,
  name: contactFields.name.label,
  company: contactFields.company.label,
  clientTestimonials: clientTestimonialsSection.title,
  teamTestimonials: teamTestimonialsSection.title,
  teamPage: teamSection.pageLabel,
  hireTabsHeading: hireServicesSection.title,
  frontendTab: tab("frontend"),
  fullStackTab: tab("full-stack"),
  filter: portfolioFilter.label,
  /** Two categories of the portfolio filter: a link followed, then a button of the awake island. */
  categories: [projectCategories.at(-2)!, projectCategories.at(-1)!],
  menu: shellUi.menu,
  servicesToggle: shellUi.submenuToggle,
  mainNav: shellUi.mainNav,
  nextTestimonial: ui.testimonialCarousel.next,
  about: pages.about.nav,
  portfolio: pages.portfolio.nav,
  cards: seoSmmIntro.carouselLabel,
  bullet: (n: number) => seoSmmIntro.bulletLabel.replace("{{index}}", String(n)),
  questions: [seoFaq.items[0]!.question, seoFaq.items[3]!.question],
};

export interface Step {
  name: string;
  /** Runs before the measurement starts (waiting for a wake-up, scrolling). */
  before?: (page: Page) => Promise<unknown>;
  /** The interaction(s) measured; the row's figure is the slowest of `count` interactions. */
  run: (page: Page) => Promise<unknown>;
  count?: number;
  /** The interaction follows a link: it is measured on this page, then the link is followed. */
  navigates?: boolean;
}

export interface Scenario {
  label: string;
  width: number;
  open: (page: Page, base: string) => Promise<void>;
  steps: Step[];
  /** After a navigating step: wait for the next page as `open` does. */
  afterNavigation?: (page: Page) => Promise<void>;
}

const ISLAND_HYDRATED = "[data-island-hydrated]";

/** The page has loaded and its shell module has run, then a second of quiet, as a visitor reads. */
async function ready(page: Page): Promise<void> {
  await page.locator("html.js").waitFor({ state: "attached" });
  await page.waitForTimeout(1000);
}

const visit = (path: string) => async (page: Page, base: string) => {
  await page.goto(new URL(path, base).toString(), { waitUntil: "load" });
  await ready(page);
};

/** Two frames: an observer started by a scroll has reported, as when a visitor sees the widget. */
const frames = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** A press and release at the middle of the element, with no waiting for it to be "stable". */
async function tap(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error(`not on screen: ${target.toString()}`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

async function scrollTo(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await frames(page);
}

/** The island around `inner` has hydrated, and a second has passed. */
async function awake(page: Page, inner: Locator): Promise<void> {
  await page.locator(ISLAND_HYDRATED).filter({ has: inner }).first().waitFor({ state: "attached", timeout: 20_000 });
  await page.waitForTimeout(1000);
}

function formScenario(label: string, path: string, field: string, nextField: string): Scenario {
  const input = (page: Page, name: string) => page.getByRole("textbox", { name: new RegExp(`^${name}`) }).first();
  return {
    label,
    width: 1280,
    open: visit(path),
    steps: [
      {
        name: `first: click into ${field} (wakes the form)`,
        before: (page) => scrollTo(page, input(page, field)),
        run: (page) => tap(page, input(page, field)),
      },
      { name: "first keystroke", run: (page) => page.keyboard.type("a") },
      {
        name: "9 more keystrokes, 100 ms apart, while it wakes (slowest)",
        run: (page) => page.keyboard.type("bcdefghij", { delay: 100 }),
        count: 9,
      },
      {
        name: `later: a keystroke in ${nextField}`,
        before: async (page) => {
          await awake(page, input(page, field));
          await input(page, nextField).focus();
        },
        run: (page) => page.keyboard.type("z"),
      },
    ],
  };
}

function carouselScenario(label: string, path: string, title: string): Scenario {
  const group = (page: Page) => page.getByRole("group", { name: title });
  return {
    label,
    width: 1280,
    open: visit(path),
    steps: [
      {
        name: "first: next arrow as soon as it is on screen (wakes when scrolled to)",
        before: (page) => scrollTo(page, group(page)),
        // Before it wakes, the server's arrow has no role yet (Swiper gives it one).
        run: (page) => tap(page, group(page).locator(".swiper-button-next")),
      },
      {
        name: "later: next arrow",
        before: (page) => awake(page, group(page)),
        run: (page) => tap(page, group(page).getByRole("button", { name: copy.nextTestimonial })),
      },
    ],
  };
}

/** A shell disclosure on the home page: opened (the first interaction), then closed. */
function menuScenario(label: string, width: number, what: string, button: (page: Page) => Locator): Scenario {
  return {
    label,
    width,
    open: visit("/"),
    steps: [
      { name: `first: open ${what}`, run: (page) => tap(page, button(page)) },
      { name: "later: close it", run: (page) => tap(page, button(page)) },
    ],
  };
}

const menuButton = (page: Page) => page.getByRole("button", { name: copy.menu, exact: true });
const servicesToggle = (page: Page) => page.getByRole("button", { name: copy.servicesToggle });
const mainNav = (page: Page) => page.getByRole("navigation", { name: copy.mainNav });
const dot = (page: Page, n: number) => page.getByRole("button", { name: `${copy.teamPage} ${n}` });
const filterNav = (page: Page) => page.getByRole("navigation", { name: copy.filter });
const filterGroup = (page: Page) => page.getByRole("group", { name: copy.filter });
const cardsRegion = (page: Page) => page.getByRole("region", { name: copy.cards });
const bullet = (page: Page, n: number) => cardsRegion(page).getByRole("button", { name: copy.bullet(n) });
const question = (page: Page, n: number) => page.getByText(copy.questions[n]!, { exact: true });

/** The floor: a minimal page whose button toggles a `hidden` nav (served by the script itself). */
export const CALIBRATION: Scenario = {
  label: "calibration page: button toggles a hidden nav",
  width: 390,
  open: async (page, base) => {
    const url = new URL("/__calibration", base).toString();
    await page.route(url, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><meta name="viewport" content="width=device-width"><title>Calibration</title>
<button type="button" aria-expanded="false">Menu</button><nav hidden><a href="#">Home</a></nav>
<script>const b=document.querySelector("button"),n=document.querySelector("nav");
b.addEventListener("click",()=>{n.hidden=!n.hidden;b.setAttribute("aria-expanded",String(!n.hidden))})</script>`,
      }),
    );
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(1000);
  },
  steps: [
    { name: "first: open", run: (page) => tap(page, page.getByRole("button", { name: "Menu" })) },
    { name: "later: close", run: (page) => tap(page, page.getByRole("button", { name: "Menu" })) },
  ],
};

export const SCENARIOS: Scenario[] = [
  formScenario("/contact form", "/contact", copy.firstName, copy.lastName),
  formScenario("/hire form", "/hire", copy.name, copy.company),
  {
    label: "/portfolio filter",
    width: 1280,
    open: visit("/portfolio"),
    afterNavigation: ready,
    steps: [
      {
        name: `first: click ${copy.categories[0]} (a link: navigates, measured on the page it left)`,
        run: (page) => tap(page, filterNav(page).getByRole("link", { name: copy.categories[0], exact: true })),
        navigates: true,
      },
      {
        name: `later: click ${copy.categories[1]} (awake)`,
        before: async (page) => {
          await filterNav(page).getByRole("link").first().focus();
          await awake(page, filterGroup(page).getByRole("button").first());
        },
        run: (page) => tap(page, filterGroup(page).getByRole("button", { name: copy.categories[1] })),
      },
    ],
  },
  {
    label: "/hire tabs",
    width: 1280,
    open: visit("/hire"),
    steps: [
      {
        name: `first: ${copy.frontendTab} as soon as the tabs show (wake when scrolled to)`,
        before: async (page) => {
          await scrollTo(page, page.getByRole("heading", { name: copy.hireTabsHeading }));
          await page.getByRole("tab", { name: copy.frontendTab }).waitFor({ timeout: 20_000 });
        },
        run: (page) => tap(page, page.getByRole("tab", { name: copy.frontendTab })),
      },
      {
        name: `later: ${copy.fullStackTab}`,
        before: (page) => page.waitForTimeout(1000),
        run: (page) => tap(page, page.getByRole("tab", { name: copy.fullStackTab })),
      },
    ],
  },
  carouselScenario("/ testimonials", "/", copy.clientTestimonials),
  carouselScenario("/about team testimonials", "/about", copy.teamTestimonials),
  {
    label: "/about team showcase",
    width: 1280,
    open: visit("/about"),
    steps: [
      {
        name: "first: page dot 2 as soon as it is on screen (wakes when scrolled to)",
        before: (page) => scrollTo(page, dot(page, 2)),
        run: (page) => tap(page, dot(page, 2)),
      },
      {
        name: "later: page dot 1",
        before: (page) => awake(page, dot(page, 1)),
        run: (page) => tap(page, dot(page, 1)),
      },
    ],
  },
  {
    label: "/Seosmm card carousel",
    width: 390,
    open: visit("/Seosmm"),
    steps: [
      {
        name: "first: bullet 2 as soon as it shows (wakes when scrolled to)",
        before: async (page) => {
          await scrollTo(page, cardsRegion(page));
          await bullet(page, 2).waitFor({ timeout: 20_000 });
        },
        run: (page) => tap(page, bullet(page, 2)),
      },
      {
        name: "later: bullet 1",
        before: (page) => page.waitForTimeout(1000),
        run: (page) => tap(page, bullet(page, 1)),
      },
    ],
  },
  menuScenario("/ header menu at 390 px", 390, "the menu", menuButton),
  menuScenario("/ services menu at 1280 px", 1280, "the services menu", servicesToggle),
  {
    label: "/seo FAQ",
    width: 1280,
    open: visit("/seo"),
    steps: [
      {
        name: "first: open the first question",
        before: (page) => scrollTo(page, question(page, 0)),
        run: (page) => tap(page, question(page, 0)),
      },
      { name: "later: open the fourth", run: (page) => tap(page, question(page, 1)) },
    ],
  },
  {
    label: "/ navigation link at 1280 px",
    width: 1280,
    open: visit("/"),
    afterNavigation: ready,
    steps: [
      {
        name: `first: ${copy.about} (navigates, measured on the page it left)`,
        run: (page) => tap(page, mainNav(page).getByRole("link", { name: copy.about, exact: true })),
        navigates: true,
      },
      {
        name: `later: ${copy.portfolio}, on the next page`,
        run: (page) => tap(page, mainNav(page).getByRole("link", { name: copy.portfolio, exact: true })),
        navigates: true,
      },
    ],
  },
];
