import { fill } from "../fill";
import type { Single } from "../schemas/collection";
import type { portfolioSchema } from "../schemas/portfolio";

/** The portfolio filter's words (`portfolio.yaml`), as the island gets them in its props: its script carries no content file. */
export type FilterWords = Single<typeof portfolioSchema>["filter"];

/**
 * The live status after filtering, e.g. "Showing 4 projects".
 *
 * @example filterStatus({ statusOne: "Showing {count} project", statusMany: "Showing {count} projects", … }, 1) // "Showing 1 project"
 */
export const filterStatus = (words: Pick<FilterWords, "statusOne" | "statusMany">, count: number) =>
  fill(count === 1 ? words.statusOne : words.statusMany, { count });
