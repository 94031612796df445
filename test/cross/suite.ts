/** The cross-engine suite, written once against the driver interface; each engine's file runs it. */
import { describe } from "vitest";
import type { EngineName } from "./driver";
import { contact } from "./areas/contact";
import { pages } from "./areas/pages";
import { platform } from "./areas/platform";
import { shell } from "./areas/shell";
import { theme } from "./areas/theme";
import { touch } from "./areas/touch";
import { widgets } from "./areas/widgets";
import { useDriver } from "./support";

export function crossSuite(engine: EngineName): void {
  describe(engine, () => {
    const driver = useDriver(engine);
    platform(driver);
    shell(driver);
    theme(driver);
    widgets(driver);
    contact(driver);
    pages(driver);
    touch(driver);
  });
}
