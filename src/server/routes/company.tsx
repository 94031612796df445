import type { PageRoute } from "./types";

/** Routes of this area. Add rows here; the table in ./index.ts picks them up. */
export const companyRoutes: readonly PageRoute[] = [];
