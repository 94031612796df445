/**
 * The cross-engine suite, written once against the driver interface; each engine's file runs it.
 *
 * Chromium runs each check once: test/e2e is the Chromium suite (the same playwright-core and the
 * same Debian Chromium), so in Chromium this suite runs only the areas test/e2e has no counterpart
 * for — the platform features (view transitions, features.json), the colour-scheme control and
 * touch input.
 * Firefox and WebKit run every area, the lead desk's too (test/e2e/desk.test.ts is Chromium's).
 * docs/testing-moves.md lists which e2e test owns each check.
 */
import { describe } from "vitest";
import type { Driver, EngineName } from "./driver";
import { contact } from "./areas/contact";
import { desk } from "./areas/desk";
import { pages } from "./areas/pages";
import { platform } from "./areas/platform";
import { shell } from "./areas/shell";
import { theme } from "./areas/theme";
import { touch } from "./areas/touch";
import { widgets } from "./areas/widgets";
import { useDriver } from "./support";

type Area = (driver: () => Driver) => void;

const everyArea: readonly Area[] = [platform, shell, theme, widgets, contact, desk, pages, touch];

export const areasOf: Record<EngineName, readonly Area[]> = {
  chromium: [platform, theme, touch],
  firefox: everyArea,
  webkit: everyArea,
};

export function crossSuite(engine: EngineName): void {
  describe(engine, () => {
    const driver = useDriver(engine);
    for (const area of areasOf[engine]) area(driver);
  });
}
