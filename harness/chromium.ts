/** Debian's Chromium as every browser test launches it: no sandbox (root), no GPU, and none of the background networking that would try to reach the internet. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
/**
 * Debian's Chromium headless shell (package chromium-headless-shell): the same Blink and V8 as
 * CHROMIUM_PATH, without the browser's own layer. The e2e project drives it (one sweep of the
 * site 186 s → 131 s alone on this machine, docs/measurements/ci-time.md); what only the whole
 * browser has (the back/forward cache) is tested in CHROMIUM_PATH, as are the cross-engine suite,
 * Lighthouse and the scripts.
 */
export const CHROMIUM_SHELL_PATH = process.env.CHROME_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
