import { describe, expect, it } from "vitest";
import { installCommand, missingBrowserPackages } from "../../../../scripts/lib/browsers";

describe("the browsers the tests need", () => {
  it("names nothing when every executable is there", () => {
    expect(missingBrowserPackages(() => true)).toEqual([]);
  });
  it("names every Debian package when nothing is installed, each once", () => {
    expect(missingBrowserPackages(() => false)).toEqual([
      "chromium",
      "firefox-esr",
      "webkit2gtk-driver",
      "xvfb",
      "xauth",
    ]);
  });
  it("names WebKit's package when only MiniBrowser is missing", () => {
    expect(missingBrowserPackages((path) => !path.endsWith("/MiniBrowser"))).toEqual(["webkit2gtk-driver"]);
  });
  it("gives one apt-get command for what is missing", () => {
    expect(installCommand(["firefox-esr", "xvfb"])).toBe("apt-get update && apt-get install -y firefox-esr xvfb");
  });
  it("puts sudo before both apt-get commands for someone who is not root", () => {
    expect(installCommand(["xvfb"], { sudo: true })).toBe("sudo apt-get update && sudo apt-get install -y xvfb");
  });
});
