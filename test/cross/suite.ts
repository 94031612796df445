/** The cross-engine suite, written once against the driver interface; each engine's file runs it. */
import { describe } from "vitest";
import type { EngineName } from "./driver";
import { pages } from "./areas/pages";
import { useDriver } from "./support";

export function crossSuite(engine: EngineName): void {
  describe(engine, () => {
    const driver = useDriver(engine);
    pages(driver);
  });
}
