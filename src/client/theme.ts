import { storedTheme, themeColors, themeCookie, themeFields, type ThemeChoice } from "../content/theme";
import { prerendering } from "./shown";

const root = document.documentElement;

/** The choice the cookie holds ("system" when none). */
const cookieChoice = (): ThemeChoice =>
  storedTheme(new RegExp(`(?:^|;\\s*)${themeCookie.name}=([^;]*)`).exec(document.cookie)?.[1]) ?? "system";

function store(choice: ThemeChoice): void {
  const theme = storedTheme(choice);
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${themeCookie.name}=${theme ?? ""}; Path=/; Max-Age=${theme ? themeCookie.maxAge : 0}; SameSite=Lax${secure}`;
}

/**
 * Shows `choice` at once: the mark the stylesheet switches on, the browser's bar, the pressed
 * button. Nothing when it is the one shown (as on most pages restored or prerendered): each write,
 * the meta tags above all, restyles the whole page, and a prerendered one before its first frame.
 */
function apply(choice: ThemeChoice, buttons: HTMLButtonElement[]): void {
  const theme = storedTheme(choice);
  if (theme === storedTheme(root.dataset.theme)) return;
  if (theme) root.dataset.theme = theme;
  else delete root.dataset.theme;
  document.querySelector('meta[name="color-scheme"]')?.setAttribute("content", theme ?? "light dark");
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const scheme = meta.getAttribute("media")?.includes("dark") ? "dark" : "light";
    meta.content = themeColors[theme ?? scheme];
  }
  for (const button of buttons) button.setAttribute("aria-pressed", String(button.value === choice));
}

/**
 * The header's theme control with JavaScript: a choice applies at once and is stored in the cookie
 * the Worker reads, instead of posting the form (which is how it works without JavaScript).
 */
export function themeControl(): void {
  const form = document.querySelector<HTMLFormElement>("[data-theme-control]");
  if (!form) return;
  const buttons = [...form.querySelectorAll<HTMLButtonElement>(`button[name="${themeFields.choice}"]`)];
  form.addEventListener("submit", (event) => {
    const choice = buttons.find((b) => b === event.submitter)?.value as ThemeChoice | undefined;
    if (!choice) return;
    event.preventDefault();
    store(choice);
    apply(choice, buttons);
  });
  // A page restored from the back/forward cache shows the choice made since on another page, and
  // so does a prerendered one when it is shown: it was rendered with the cookie of its start.
  window.addEventListener("pageshow", (event) => event.persisted && apply(cookieChoice(), buttons));
  if (prerendering()) document.addEventListener("prerenderingchange", () => apply(cookieChoice(), buttons));
}
