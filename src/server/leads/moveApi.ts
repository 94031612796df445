/**
 * The move as the operators' API sees it (api/leads.ts): `POST /api/leads/move` asks the retired
 * store to hand over and says how many leads are left in it; every other route does the same
 * first, so no command misses a lead that is still in the old store (move.ts).
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../types";
import { otherStore } from "./index";
import { leadsJurisdiction, type Jurisdiction } from "./jurisdiction";
import type { MoveStatus } from "./move";

/** Where the leads now live (null: where Cloudflare places them) and what the hand-over did. */
export type MoveAnswer = MoveStatus & { jurisdiction: Jurisdiction };

/** Hands the retired store's leads over to the configured one: the move's status. */
export async function moveStatus(env: AppEnv["Bindings"]): Promise<MoveAnswer> {
  return { jurisdiction: leadsJurisdiction(env), ...(await otherStore(env).handOver()) };
}

/**
 * Runs a command (the operators' API, the desk) only once the retired store is empty; while it
 * cannot hand over, 503 and how many it holds.
 */
export const moveFirst: MiddlewareHandler<{ Bindings: AppEnv["Bindings"] }> = async (c, next) => {
  const { remaining } = await otherStore(c.env).handOver();
  if (!remaining) return next();
  return c.json(
    {
      error: `The old store still holds ${remaining} lead(s) it could not hand over; nothing was done. Try again in a minute (npm run leads -- move).`,
      remaining,
    },
    503,
    { "Cache-Control": "no-store" },
  );
};
