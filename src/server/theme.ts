import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { storedTheme, themeCookie, type StoredTheme } from "../content/theme";
import type { AppEnv } from "./types";

/** The visitor's stored colour scheme (the theme cookie), or undefined: follow the system. */
export const themeOf = (c: Context<AppEnv>): StoredTheme | undefined => storedTheme(getCookie(c, themeCookie.name));
