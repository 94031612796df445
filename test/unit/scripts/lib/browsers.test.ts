import { describe, expect, it } from "vitest";
import { enginesNamed, installCommand, missingBrowserPackages } from "../../../../scripts/lib/browsers";

describe("the browsers the tests need", () => {
  it("names nothing when every executable is there", () => {
    expect(missingBrowserPackages(() => true)).toEqual([]);
  });
  it("names every Debian package when nothing is installed, each once", () => {
    expect(missingBrowserPackages(() => false)).toEqual([
      "chromium",
      "chromium-headless-shell",
      "firefox-esr",
      "webkit2gtk-driver",
      "xvfb",
      "xauth",
    ]);
  });
  it("names the headless shell when only it is missing (the e2e project's Chromium)", () => {
    expect(missingBrowserPackages((path) => !path.endsWith("/chromium-headless-shell"))).toEqual([
      "chromium-headless-shell",
    ]);
  });
  it("names WebKit's package when only MiniBrowser is missing", () => {
    expect(missingBrowserPackages((path) => !path.endsWith("/MiniBrowser"))).toEqual(["webkit2gtk-driver"]);
  });
  it("names only the packages of the engines asked for (a CI job of one engine)", () => {
    expect(missingBrowserPackages(() => false, ["chromium"])).toEqual(["chromium", "chromium-headless-shell"]);
    expect(missingBrowserPackages(() => false, ["firefox"])).toEqual(["firefox-esr"]);
    expect(missingBrowserPackages(() => false, ["webkit"])).toEqual(["webkit2gtk-driver", "xvfb", "xauth"]);
  });
  it("reads the engines from the command line: none is every engine, an unknown one is refused", () => {
    expect(enginesNamed([])).toEqual(["chromium", "firefox", "webkit"]);
    expect(enginesNamed(["webkit", "firefox"])).toEqual(["webkit", "firefox"]);
    expect(() => enginesNamed(["safari"])).toThrow(/unknown engine safari/);
  });
  it("gives one apt-get command for what is missing", () => {
    expect(installCommand(["firefox-esr", "xvfb"])).toBe("apt-get update && apt-get install -y firefox-esr xvfb");
  });
  it("puts sudo before both apt-get commands for someone who is not root", () => {
    expect(installCommand(["xvfb"], { sudo: true })).toBe("sudo apt-get update && sudo apt-get install -y xvfb");
  });
});
