/**
 * Every page's social card is a file the site serves: one in public/ (drawn by tools/artwork), or,
 * for a case study without a drawn card, the one the build makes from its title (build/content/media.ts).
 */
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { missingSocialCards } from "../../../build/content/media";
import { projects } from "../../../src/content/company/projects";
import { routes } from "../../../src/server/routes";

const made = new Set(missingSocialCards(process.cwd(), projects).map((project) => `/og/project-${project.slug}.png`));

describe("social cards", () => {
  it.each(routes.map((route) => [route.page.path, route.page.ogImage] as const))(
    "%s names a card that is in public/ or made at build (%s)",
    (_path, ogImage) => {
      expect(existsSync(`public${ogImage}`) || made.has(ogImage)).toBe(true);
    },
  );
});
