import { Hono } from "hono";
import type { AppEnv } from "../types";

/** JSON/form API mounted at /api. The contact endpoint lives in ./contact.ts. */
export const api = new Hono<AppEnv>();
