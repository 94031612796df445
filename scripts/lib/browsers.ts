/** The Debian packages the browser tests drive, and the executable that shows each is installed. */
import { CHROMIUM_PATH, CHROMIUM_SHELL_PATH } from "../../harness/chromium.ts";

/** The engines the tests drive: Blink (Chromium), Gecko (Firefox ESR) and WebKit (WebKitGTK). */
export const ENGINES = ["chromium", "firefox", "webkit"] as const;
export type Engine = (typeof ENGINES)[number];

export const BROWSER_PACKAGES: ReadonlyArray<{ name: string; executable: string; engine: Engine }> = [
  { name: "chromium", executable: CHROMIUM_PATH, engine: "chromium" },
  { name: "chromium-headless-shell", executable: CHROMIUM_SHELL_PATH, engine: "chromium" },
  { name: "firefox-esr", executable: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr", engine: "firefox" },
  { name: "webkit2gtk-driver", executable: "/usr/bin/WebKitWebDriver", engine: "webkit" },
  {
    name: "webkit2gtk-driver",
    executable: process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
    engine: "webkit",
  },
  // WebKit's MiniBrowser runs under Xvfb (it hangs with --headless).
  { name: "xvfb", executable: "/usr/bin/xvfb-run", engine: "webkit" },
  { name: "xauth", executable: "/usr/bin/xauth", engine: "webkit" },
];

/** The engines named on a command line (`node scripts/browsers.ts firefox`), or every engine when none is. */
export function enginesNamed(args: readonly string[]): Engine[] {
  const unknown = args.filter((arg) => !(ENGINES as readonly string[]).includes(arg));
  if (unknown.length > 0) throw new Error(`unknown engine ${unknown.join(", ")}: name ${ENGINES.join(", ")}`);
  return args.length === 0 ? [...ENGINES] : (args as Engine[]);
}

/** The packages of these engines (every engine by default) whose executable is missing, each named once, in the list's order. */
export function missingBrowserPackages(
  isExecutable: (path: string) => boolean,
  engines: readonly Engine[] = ENGINES,
): string[] {
  const missing = BROWSER_PACKAGES.filter((p) => engines.includes(p.engine) && !isExecutable(p.executable)).map(
    (p) => p.name,
  );
  return [...new Set(missing)];
}

export function installCommand(packages: readonly string[], { sudo = false } = {}): string {
  const apt = sudo ? "sudo apt-get" : "apt-get";
  return `${apt} update && ${apt} install -y ${packages.join(" ")}`;
}
