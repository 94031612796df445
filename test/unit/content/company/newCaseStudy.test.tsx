/**
 * One file, everywhere: a case study added as one Markdown file (and its pictures in the media
 * folder) to a temporary copy of the content reaches the portfolio, its own page, the pager on its
 * neighbours' pages and the sitemap, with its pictures' renditions and a social card. The copy is
 * loaded with the build's own loader and media plan, and handed to the site's modules as the
 * `virtual:content/*` modules the build would make of it.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { renderToString } from "react-dom/server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadCollection } from "../../../../build/content/load";
import { loadPictures, mediaManifest, missingSocialCards, socialCard } from "../../../../build/content/media";
import { loadOptions, sharedCollections } from "../../../../build/content/plugin";
import { projectsCollection } from "../../../../src/content/collections";
import { MEDIA_FOLDER } from "../../../../src/content/schemas/fields";

const SLUG = "harbour-freight";
const TITLE = "Harbour Freight";
const PATH = `/portfolio/${SLUG}`;
const ALT = "Cranes loading containers onto a ship at the quay";

let root: string;

/** A flat picture of a size: enough for the build to crop and render. */
const picture = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** The site's modules, imported with the copy's collection and media manifest in place of the build's. */
async function siteWith(copy: string) {
  const { data } = loadCollection(projectsCollection, loadOptions(copy));
  const manifest = mediaManifest(loadPictures(copy, [projectsCollection]));
  vi.resetModules();
  vi.doMock("virtual:content/projects", () => ({ default: data }));
  vi.doMock("virtual:content/media", () => ({ default: manifest }));
  return {
    manifest,
    ...(await import("../../../../src/content/company/projects")),
    ...(await import("../../../../src/server/routes")),
    ...(await import("../../../../src/server/seoFiles")),
  };
}

let site: Awaited<ReturnType<typeof siteWith>>;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "new-case-study-"));
  cpSync(projectsCollection.folder, join(root, projectsCollection.folder), { recursive: true });
  // The company's facts (the case studies' rules need the site's name) and the controls' words (what
  // an external link in a story says).
  for (const { file } of sharedCollections) cpSync(file, join(root, file));
  mkdirSync(join(root, MEDIA_FOLDER), { recursive: true });
  writeFileSync(join(root, MEDIA_FOLDER, "harbour-quay.png"), await picture(1600, 900, "#1d4ed8"));
  writeFileSync(join(root, MEDIA_FOLDER, "harbour-office.png"), await picture(1200, 900, "#0f766e"));
  writeFileSync(join(root, MEDIA_FOLDER, "harbour-tracking.png"), await picture(800, 600, "#b45309"));
  const last = loadCollection(projectsCollection, loadOptions(process.cwd())).data as readonly { order: number }[];
  writeFileSync(
    join(root, projectsCollection.folder, `${SLUG}.md`),
    [
      "---",
      `title: ${TITLE}`,
      "category: Web Development",
      `order: ${Math.max(...last.map((p) => p.order)) + 1}`,
      "description: A booking portal for a regional freight company, with live quotes and container tracking.",
      "features:",
      "  - Live quotes",
      "  - Container tracking",
      'projectUrl: "#"',
      "pictures:",
      "  banner:",
      "    src: /media/harbour-quay.png",
      `    alt: ${ALT}`,
      "  about:",
      "    src: /media/harbour-office.png",
      "    alt: The freight office's booking desk",
      "  features:",
      "    src: /media/harbour-tracking.png",
      "    alt: A container's journey on the tracking map",
      "---",
      "",
      "Harbour Freight booked space on its ships by phone. We built a portal for quotes and bookings.",
      "",
    ].join("\n"),
  );
  site = await siteWith(root);
}, 60_000);

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  vi.doUnmock("virtual:content/projects");
  vi.doUnmock("virtual:content/media");
  vi.resetModules();
});

const context = (path: string) => ({
  url: new URL(path, "https://site.test"),
  now: new Date(),
  challengeSiteKey: null,
  env: {} as never,
});

/** The body of a route of the table, as the Worker renders it. */
function pageAt(path: string): string {
  const route = site.routes.find((candidate) => candidate.page.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return renderToString(route.view.render(context(path)));
}

describe("a case study added as one file", () => {
  it("is a case study of the site, after the others, with its own pictures", () => {
    const project = site.findProject(SLUG);
    expect(project?.title).toBe(TITLE);
    expect(site.projects.at(-1)?.slug).toBe(SLUG);
    // Its pictures are the build's renditions of its files, not the drawn artwork.
    for (const image of project?.images ?? []) expect(Object.values(site.manifest)).toContainEqual(image);
  });

  it("has a card in the portfolio", () => {
    const html = pageAt("/portfolio");
    expect(html).toContain(`href="${PATH}"`);
    expect(html).toContain(TITLE);
  });

  it("has its page in the route table, with its title, story and pictures with their alt text", () => {
    const html = pageAt(PATH);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${TITLE}</h1>`));
    expect(html).toContain("We built a portal for quotes and bookings.");
    const banner = site.manifest["banner:/media/harbour-quay.png"];
    expect(html).toContain(`${banner?.base}-1440.webp`);
    expect(html).toContain(`alt="${ALT}"`);
    const route = site.routes.find((candidate) => candidate.page.path === PATH);
    expect(route?.page.title).toContain(TITLE);
    expect(route?.page.ogImage).toBe(`/og/project-${SLUG}.png`);
  });

  it("is in the pager, between the last of the others and the first", () => {
    const project = site.findProject(SLUG);
    if (!project) throw new Error("not loaded");
    const { previous, next } = site.adjacentProjects(project);
    expect(site.adjacentProjects(previous).next.slug).toBe(SLUG);
    expect(site.adjacentProjects(next).previous.slug).toBe(SLUG);
    expect(pageAt(`/portfolio/${previous.slug}`)).toContain(`href="${PATH}"`);
    expect(pageAt(`/portfolio/${next.slug}`)).toContain(`href="${PATH}"`);
  });

  it("is in the sitemap", async () => {
    const response = await site.seoFiles.request("/sitemap.xml", {}, { SITE_URL: "https://site.test" });
    expect(await response.text()).toContain(`<loc>https://site.test${PATH}</loc>`);
  });

  it("gets a social card made from its title, as it has no drawn one", async () => {
    const project = site.findProject(SLUG);
    if (!project) throw new Error("not loaded");
    expect(missingSocialCards(root, [project])).toEqual([project]);
    const card = await sharp(await socialCard(root, project)).metadata();
    expect([card.format, card.width, card.height]).toEqual(["png", 1200, 630]);
  }, 30_000); // sharp draws a 1200×630 PNG: about 1 s here, past 5 s under CI's load
});
