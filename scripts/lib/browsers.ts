/** The Debian packages the browser tests drive, and the executable that shows each is installed. */
import { CHROMIUM_PATH } from "../../harness/chromium.ts";

export const BROWSER_PACKAGES: ReadonlyArray<{ name: string; executable: string }> = [
  { name: "chromium", executable: CHROMIUM_PATH },
  { name: "firefox-esr", executable: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr" },
  { name: "webkit2gtk-driver", executable: "/usr/bin/WebKitWebDriver" },
  {
    name: "webkit2gtk-driver",
    executable: process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
  },
  { name: "xvfb", executable: "/usr/bin/xvfb-run" },
  { name: "xauth", executable: "/usr/bin/xauth" },
];

/** The packages whose executable is missing, each named once, in the list's order. */
export function missingBrowserPackages(isExecutable: (path: string) => boolean): string[] {
  const missing = BROWSER_PACKAGES.filter((p) => !isExecutable(p.executable)).map((p) => p.name);
  return [...new Set(missing)];
}

export function installCommand(packages: readonly string[], { sudo = false } = {}): string {
  const apt = sudo ? "sudo apt-get" : "apt-get";
  return `${apt} update && ${apt} install -y ${packages.join(" ")}`;
}
