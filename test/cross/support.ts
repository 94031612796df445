/** Per-engine test plumbing of the cross suite: one browser per test file, checks shared by the areas. */
import { afterAll, beforeAll, expect, inject } from "vitest";
import { launch, type Driver, type EngineName } from "./driver";
import { SESSION_LAUNCH_BUDGET_MS } from "./driver/webkit";
import { findBrokenImages } from "../support/pageChecks";

/** The launch hook's limit: WebKit's two sessions, each with its bounded retries (driver/webkit.ts). */
const LAUNCH_HOOK_TIMEOUT_MS = 2 * SESSION_LAUNCH_BUDGET_MS + 10_000;

/**
 * The file's driver, launched once before its tests and quit after them (one browser, or in
 * WebKit one WebDriver session per motion setting, for the whole file). Each `open` closes the
 * page before it, unless asked to reuse it.
 */
export function useDriver(engine: EngineName): () => Driver {
  let driver: Driver | undefined;
  beforeAll(async () => {
    const started = Date.now();
    driver = await launch(engine, inject("baseUrl"));
    console.log(`${driver.version}: started in ${Date.now() - started} ms`);
  }, LAUNCH_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await driver?.quit();
  }, 60_000);
  return () => {
    if (!driver) throw new Error(`${engine} did not start`);
    return driver;
  };
}

/** No console error, uncaught exception or CSP violation so far; `allow` lists expected messages. */
export async function expectClean(driver: Driver, allow: RegExp[] = []): Promise<void> {
  const { errors, cspViolations } = await driver.problems();
  expect(cspViolations, `${driver.engine}: CSP violations`).toEqual([]);
  expect(
    errors.filter((e) => !allow.some((pattern) => pattern.test(e))),
    `${driver.engine}: console errors`,
  ).toEqual([]);
}

/** Pictures that did not load (see `findBrokenImages`). */
export function brokenImages(driver: Driver): Promise<string[]> {
  return driver.evaluate(findBrokenImages);
}

/** The path and query of the current address. */
export async function pathOf(driver: Driver): Promise<string> {
  const url = new URL(await driver.url());
  return url.pathname + url.search;
}

/** Waiting for hydration (islands may hydrate late or on demand) and for the server's answer. */
export const SOON = { timeout: 15_000, interval: 100 } as const;
