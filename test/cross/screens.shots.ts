/**
 * Full-page screenshots of every route (and the 404) at 390 and 1280 px with reduced motion, in
 * the engine named by SCREENS_ENGINE, for a person to look at — run by `npm run screens -- --engine
 * <name>` (test/cross/screens.config.ts), never by `npm test`: no assertion reads a screenshot.
 * Writes test-results/cross/<engine>/<route>-<width>.png (WebKit: -01.png, -02.png … per viewport).
 */
import { describe, expect, inject, it } from "vitest";
import type { EngineName } from "./driver";
import { useDriver } from "./support";

const engine = (process.env.SCREENS_ENGINE ?? "firefox") as EngineName;
const only = (process.env.SCREENS_ROUTES ?? "").split(" ").filter(Boolean);
const sitemap = await (await fetch(new URL("/sitemap.xml", inject("baseUrl")))).text();
const routes = only.length
  ? only
  : [...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname), "/no-such-page"];

describe(`screenshots in ${engine}`, () => {
  const driver = useDriver(engine);
  for (const width of [390, 1280])
    it.each(routes)(`%s at ${width} px`, async (path) => {
      const d = driver();
      await d.open(path, { width, reducedMotion: true, reuse: true });
      const name = `${path === "/" ? "home" : path.slice(1).replaceAll("/", "-")}-${width}`;
      expect(await d.screenshot(name)).toContain(name);
    });
});
