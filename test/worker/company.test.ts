import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  aboutCounters,
  aboutHero,
  founderMessage,
  missionVision,
  teamTestimonials,
  whyChooseUs,
} from "../../src/content/company/about";
import { benefitsSection, careersHiringModels, positions, positionsSection } from "../../src/content/company/career";
import { rendered } from "../../src/components/Picture";
import { hireHiringModels, hireStats, serviceCategories } from "../../src/content/company/hire";
import { projectDetail } from "../../src/content/company/portfolio";
import { filterProjects, portfolioHref, projectCategories, projects } from "../../src/content/company/projects";
import { site } from "../../src/content/site";
import { team } from "../../src/content/company/team";
import { teamShowcase } from "../../src/content/motion";
import { routes } from "../../src/server/routes";
import { escapeHtml, literal } from "../support/html";
import { startWorker, type TestWorker } from "../support/worker";

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker.dispose());

/** The links of `markup` as a visitor meets them: visible text (tags stripped) and target. */
function linksIn(markup: string): { text: string; href: string }[] {
  return [...markup.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gs)].map((m) => ({
    href: (m[1] ?? "").replace(/&amp;/g, "&"),
    text: (m[2] ?? "").replace(/<[^>]+>/g, "").trim(),
  }));
}

async function page(path: string): Promise<string> {
  const res = await worker.fetch(path);
  expect(res.status, path).toBe(200);
  return res.text();
}

/** The markup of the page's <main> (no header, footer or island props). */
/** The company area: About, Portfolio and its case studies, Careers, Hire. */
const companyRoutes = routes.filter(
  (r) => ["/about", "/portfolio", "/career", "/hire"].includes(r.page.path) || r.page.parent === "portfolio",
);

const mainOf = (doc: string) => (doc.split('<main id="main"')[1] ?? "").split("</main>")[0] ?? "";

/** Slugs of the project cards in the grid, in order. */
const cardSlugs = (doc: string) =>
  [...doc.matchAll(/<a href="\/portfolio\/([^"]+)" class="card-link"/g)].map((m) => m[1]);

describe("every company page", () => {
  it.each(companyRoutes.map((r) => [r.page.path, r] as const))(
    "%s answers 200 with its title, description, canonical, a 2 s overlay and no inline styles",
    async (path, route) => {
      const doc = await page(path);
      expect(doc).toContain(`<title>${escapeHtml(route.page.title)}</title>`);
      expect(doc).toContain(`<meta name="description" content="${escapeHtml(route.page.description)}"/>`);
      expect(doc).toMatch(new RegExp(`<link rel="canonical" href="https://[^"]+${path}"/>`));
      expect(doc).toContain('data-duration="2000"');
      expect(mainOf(doc)).not.toMatch(/\sstyle="/);
    },
  );
});

describe("/about", () => {
  it("shows the banner, every reason, mission and vision, and the founder's links", async () => {
    const main = mainOf(await page("/about"));
    expect(main).toContain(escapeHtml(aboutHero.title));
    expect(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1]).toContain(`since ${site.foundedYear}`);
    for (const reason of whyChooseUs.reasons) expect(main).toContain(escapeHtml(reason.title));
    for (const card of missionVision.cards) expect(main).toContain(escapeHtml(card.title));
    // The founder's block links to a professional profile, an e-mail, a video meeting and a chat app.
    const founderBlock = main.slice(main.indexOf(escapeHtml(founderMessage.name)));
    const links = linksIn(founderBlock).slice(0, 4);
    expect(links.map((l) => l.text)).toEqual([
      "Connect on LinkedIn (opens in a new tab)",
      "Send an e-mail",
      "Book a video meeting (opens in a new tab)",
      "Chat on WhatsApp (opens in a new tab)",
    ]);
    const [profile, mail, meeting, chat] = links.map((l) => l.href);
    expect(profile).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[\w-]+$/);
    expect(mail).toMatch(/^mailto:[^@\s]+@[^@\s]+\.\w+$/);
    expect(meeting).toMatch(/^https:\/\/[\w.-]+\/\S+$/);
    expect(chat).toMatch(/^https:\/\/wa\.me\/\d{8,15}$/);
  });

  it("renders the team showcase: a ring per page of members, the first current, page dots, a profile link for each member with one", async () => {
    const main = mainOf(await page("/about"));
    for (const member of team) expect(main).toContain(escapeHtml(member.name));
    const rings = [...main.matchAll(/<ul class="team-ring( is-current)?"/g)];
    const pages = Math.ceil(team.length / teamShowcase.pageSize);
    expect(rings.map((m) => Boolean(m[1]))).toEqual(Array.from({ length: pages }, (_, i) => i === 0));
    for (let slot = 0; slot < teamShowcase.pageSize; slot++)
      expect(main.match(new RegExp(`team-member slot-${slot}[ "]`, "g")) ?? []).toHaveLength(
        team.filter((_, i) => i % teamShowcase.pageSize === slot).length,
      );
    const profileLinks = [
      ...main.matchAll(/<a class="team-photo" href="([^"]+)" target="_blank" rel="noopener noreferrer">/g),
    ].map((m) => m[1]);
    expect(profileLinks).toEqual(team.flatMap((member) => (member.linkedin ? [member.linkedin] : [])));
    for (let n = 1; n <= pages; n++) expect(main).toContain(`aria-label="Show team page ${n}"`);
    expect(main).toMatch(/aria-pressed="true" aria-label="Show team page 1"/);
  });

  it("renders the team testimonials and the counters at their final values", async () => {
    const main = mainOf(await page("/about"));
    for (const t of teamTestimonials) expect(main).toContain(escapeHtml(t.feedback));
    for (const counter of aboutCounters.items) {
      expect(main).toContain(escapeHtml(counter.label));
      expect(main).toMatch(new RegExp(`<span class="count-up">${counter.value}(<!-- -->)?\\${counter.suffix}</span>`));
    }
  });
});

describe("/portfolio", () => {
  it("lists every project with All selected and the filter as links", async () => {
    const main = mainOf(await page("/portfolio"));
    expect(cardSlugs(main)).toEqual(projects.map((p) => p.slug));
    for (const category of projectCategories) expect(main).toContain(`href="${escapeHtml(portfolioHref(category))}"`);
    expect(main).toMatch(/href="\/portfolio" aria-current="true">All</);
    expect(main.match(/aria-current="true"/g)).toHaveLength(1);
  });

  it("links every card, in order, to its case study, with a picture that loads lazily (moved from e2e)", async () => {
    const main = mainOf(await page("/portfolio"));
    const cards = [...main.matchAll(/<article class="card project-card"[\s\S]*?<\/article>/g)].map((m) => m[0]);
    expect(cards).toHaveLength(projects.length);
    cards.forEach((card, i) => {
      const project = projects[i]!;
      expect(card, project.slug).toMatch(new RegExp(`<a href="/portfolio/${project.slug}" class="card-link"[^>]*>`));
      expect(card, project.slug).toContain(escapeHtml(project.title));
      const img = card.match(/<img [^>]*>/)?.[0] ?? "";
      expect(img, project.slug).toContain('loading="lazy"');
    });
  });

  it.each(projectCategories.filter((c) => c !== "All"))(
    "?category=%s renders only those projects, server-side",
    async (category) => {
      const main = mainOf(await page(portfolioHref(category)));
      expect(cardSlugs(main)).toEqual(filterProjects(projects, category).map((p) => p.slug));
      expect(main).toContain(`aria-current="true">${escapeHtml(category)}</a>`);
    },
  );

  it("matches the category trimmed and case-insensitively, and shows All for an unknown one", async () => {
    const mobile = filterProjects(projects, "Mobile App").map((p) => p.slug);
    expect(cardSlugs(mainOf(await page("/portfolio?category=%20%20mobile%20APP%20")))).toEqual(mobile);
    expect(cardSlugs(mainOf(await page("/portfolio?category=mobile+app")))).toEqual(mobile);
    const unknown = mainOf(await page("/portfolio?category=Blockchain"));
    expect(cardSlugs(unknown)).toEqual(projects.map((p) => p.slug));
    expect(unknown).toMatch(/aria-current="true">All</);
  });

  it("keeps the filter when the path is a case variant (301 with the query)", async () => {
    const res = await worker.fetch("/Portfolio?category=Mobile%20App", { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toMatch(/\/portfolio\?category=Mobile%20App$/);
  });
});

describe("/portfolio/{slug}", () => {
  it.each(projects.map((p, i) => [p.slug, p, i] as const))(
    "%s shows the case study, its images, neighbours and breadcrumbs",
    async (_slug, project, i) => {
      const doc = await page(`/portfolio/${project.slug}`);
      const main = mainOf(doc);
      expect(main).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(project.title)}</h1>`));
      expect(main).toContain(project.html.trim());
      for (const text of [project.category, project.description, ...project.features])
        expect(main).toContain(escapeHtml(text));
      for (const image of project.images) expect(main).toContain(`${rendered(image).base}-`);
      expect(main).not.toContain(projectDetail.visit);
      const previous = projects.at(i - 1)!;
      const next = projects[(i + 1) % projects.length]!;
      expect(main).toContain(`href="/portfolio/${previous.slug}" class="project-pager-link is-previous"`);
      expect(main).toContain(`href="/portfolio/${next.slug}" class="project-pager-link is-next"`);
      expect(main).toMatch(
        /<nav class="breadcrumbs" aria-label="Breadcrumb"><ol><li><a href="\/">Home<\/a><\/li><li><a href="\/portfolio">Portfolio<\/a><\/li><li aria-current="page">/,
      );
      expect(main).toContain('href="/contact"');
      expect(doc).toContain('"@type":"BreadcrumbList"');
    },
  );

  it("answers 404 for an unknown slug and 301 for a case variant", async () => {
    const missing = await worker.fetch("/portfolio/not-a-project");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Oops! Page not found");
    const variant = await worker.fetch("/portfolio/M-Studio", { redirect: "manual" });
    expect(variant.status).toBe(301);
    expect(new URL(variant.headers.get("location") ?? "", "http://localhost").pathname).toBe("/portfolio/m-studio");
    await variant.text();
  });
});

describe("/career", () => {
  it("anchors positions and benefits, lists every position with its experience and every benefit", async () => {
    const main = mainOf(await page("/career"));
    expect(main).toContain('id="positions"');
    expect(main).toContain('id="benefits"');
    for (const position of positions) expect(main).toContain(escapeHtml(position.title));
    for (const experience of new Set(positions.map((position) => position.experience)))
      expect(main.split(escapeHtml(experience)).length - 1).toBe(
        positions.filter((p) => p.experience === experience).length,
      );
    for (const benefit of benefitsSection.benefits) expect(main).toContain(escapeHtml(benefit.title));
  });

  it("shows the hiring models with the careers page's terms", async () => {
    const main = mainOf(await page("/career"));
    for (const model of careersHiringModels)
      for (const text of [model.title, model.duration, model.communication, model.hiringPeriod])
        expect(main).toContain(escapeHtml(text));
  });

  it("opens Apply Now in a new tab, mails the resume and links to Contact Us", async () => {
    const main = mainOf(await page("/career"));
    const applies = [...main.matchAll(new RegExp(`<a href="${site.applicationFormUrl}"[^>]*>`, "g"))].map((m) => m[0]);
    expect(applies.length).toBeGreaterThanOrEqual(positions.length);
    for (const a of applies) expect(a).toMatch(/target="_blank" rel="noopener[^"]*"/);
    const resume = linksIn(main).filter((l) => l.text === "Send us your resume");
    expect(resume).toHaveLength(1);
    const mailto = new URL(resume[0]?.href ?? "missing:");
    expect(mailto.protocol).toBe("mailto:");
    expect(mailto.pathname).toMatch(/^[^@\s]+@[^@\s]+\.\w+$/);
    expect(mailto.searchParams.get("subject")?.trim()).toBeTruthy();
    expect(main).toContain(`href="/contact"`);
  });

  it("gives each position its own 'Apply Now', named after it, to the form in a new tab (moved from e2e)", async () => {
    const main = mainOf(await page("/career")).replace(/<!-- -->/g, "");
    for (const position of positions) {
      const named = [
        ...main.matchAll(
          new RegExp(
            `<a href="${literal(site.applicationFormUrl)}"[^>]*>${positionsSection.apply.label}<span class="visually-hidden"> ${literal(escapeHtml(positionsSection.applyFor(position.title)))}</span>`,
            "g",
          ),
        ),
      ].map((m) => m[0]);
      expect(named, position.title).toHaveLength(1);
      expect(named[0], position.title).toMatch(/ target="_blank" rel="noopener[^"]*"/);
    }
    expect(main).toContain(`href="#positions"`);
  });
});

describe("/hire", () => {
  it("shows the hiring models (#hiring-models) with the hire-page constants and the stats band", async () => {
    const main = mainOf(await page("/hire"));
    expect(main).toContain('id="hiring-models"');
    for (const model of hireHiringModels)
      for (const text of [model.title, model.duration, model.communication, model.hiringPeriod])
        expect(main).toContain(escapeHtml(text));
    for (const stat of hireStats.stats) expect(main).toContain(`<dd class="stat-value">${escapeHtml(stat.value)}</dd>`);
  });

  it("renders every service panel with its heading without JavaScript; Full Stack lists the four stacks", async () => {
    const main = mainOf(await page("/hire"));
    for (const tab of serviceCategories)
      expect(main).toMatch(new RegExp(`<h3 id="${tab.id}-heading" class="tab-heading">${escapeHtml(tab.title)}</h3>`));
    for (const stack of ["MEAN", "MERN", "Laravel/PHP", ".Net"])
      expect(main).toContain(`<span class="tab-stack-name">${stack}</span>`);
  });

  it("has the contact section (#contact) with the hire form posting to /api/contact", async () => {
    const main = mainOf(await page("/hire"));
    expect(main).toContain('id="contact"');
    const form = main.match(/<form[^>]*>/)?.[0] ?? "";
    expect(form).toContain('action="/api/contact"');
    expect(form).toContain('method="post"');
    for (const [name, required] of [
      ["name", true],
      ["email", true],
      ["company", false],
      ["subject", true],
      ["message", true],
    ] as const) {
      const field = main.match(new RegExp(`<(input|textarea)[^>]*name="${name}"[^>]*>`))?.[0] ?? "";
      expect(field, name).not.toBe("");
      expect(field.includes('required=""'), name).toBe(required);
      // Labelled (moved from e2e): a <label for> its id, with the field's name first.
      const id = field.match(/ id="([^"]+)"/)?.[1] ?? "";
      expect(main, name).toMatch(new RegExp(`<label [^>]*for="${id}">${name[0]!.toUpperCase()}${name.slice(1)}`, "i"));
    }
    expect(main).toMatch(/<a href="#contact"[^>]*>/);
    expect(main).toMatch(/<input type="email"[^>]*name="email"/);
  });
});
