/** The three engines behind the one interface (types.ts). */
import { ChromiumDriver } from "./chromium";
import { FirefoxDriver } from "./firefox";
import type { Driver, EngineName } from "./types";
import { WebKitDriver } from "./webkit";

export type { Driver, EngineName, Key, OpenOptions, Problems, Query, ScreenshotOptions, Target } from "./types";

export function launch(engine: EngineName, baseUrl: string): Promise<Driver> {
  switch (engine) {
    case "chromium":
      return ChromiumDriver.launch(baseUrl);
    case "firefox":
      return FirefoxDriver.launch(baseUrl);
    case "webkit":
      return WebKitDriver.launch(baseUrl);
  }
}
