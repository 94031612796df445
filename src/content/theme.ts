import { brandColors } from "./brand";

/**
 * The colour schemes a visitor can choose in the header. With no choice stored the site follows
 * the system setting (`prefers-color-scheme`); a choice is kept in a first-party cookie that the
 * Worker reads to mark `<html data-theme>` before the first paint, and the theme control writes.
 */
export const themeChoices = ["light", "dark", "system"] as const;
export type ThemeChoice = (typeof themeChoices)[number];
/** A stored choice: "system" is the absence of one. */
export type StoredTheme = Exclude<ThemeChoice, "system">;

export const themeCookie = {
  name: "theme",
  /** One year, in seconds. */
  maxAge: 365 * 24 * 60 * 60,
} as const;

/** The form field of the theme control, and of its return path (the page the visitor was on). */
export const themeFields = { choice: "theme", back: "back" } as const;

/** `<meta name="theme-color">` per scheme: the brand in the light one, the page's background (`--page`) in the dark one. */
export const themeColors: Record<StoredTheme, string> = { light: brandColors.brand, dark: "#0b1120" };

/** Labels of the theme control. */
export const themeUi = {
  legend: "Colour theme",
  choices: { light: "Light", dark: "Dark", system: "System" } satisfies Record<ThemeChoice, string>,
} as const;

export const isThemeChoice = (value: unknown): value is ThemeChoice =>
  (themeChoices as readonly unknown[]).includes(value);

/** The stored theme a cookie value names, or undefined for anything else (absent, "system", garbage). */
export const storedTheme = (value: string | undefined): StoredTheme | undefined =>
  value === "light" || value === "dark" ? value : undefined;

/** Where the theme control's form posts (without JavaScript): sets the cookie, 303 back. */
export const themeEndpoint = "/api/theme";
