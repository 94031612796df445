import { Hono } from "hono";
import type { AppEnv } from "../types";
import { leadsAdmin } from "./leads";
import { contact } from "./contact";
import { cspReport } from "./cspReport";
import { themeApi } from "./theme";

/** JSON/form API mounted at /api. */
export const api = new Hono<AppEnv>()
  .route("/contact", contact)
  .route("/leads", leadsAdmin)
  .route("/csp-report", cspReport)
  .route("/theme", themeApi);
