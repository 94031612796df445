/**
 * The move as the operators' API and the desk see it (api/leads.ts, src/desk/routes.tsx):
 * `POST /api/leads/move` asks the retired store to hand over and says how many leads are left in
 * it; every other route first asks the configured store to settle a move under way (its stored
 * marker says whether one is: store.ts, `settleMove`), so no command misses a lead that is still in
 * the old store (move.ts). A refused `LEADS_JURISDICTION` answers 503 naming it, and moves nothing.
 */
import type { Context, MiddlewareHandler } from "hono";
import { log } from "../log";
import type { AppEnv } from "../types";
import { errorName } from "./events";
import { leadStore } from "./index";
import { leadsJurisdiction, reportJurisdictionProblem, type Jurisdiction } from "./jurisdiction";
import type { MoveStatus } from "./move";

/** Where the leads now live (null: where Cloudflare places them) and what the hand-over did. */
export type MoveAnswer = MoveStatus & { jurisdiction: Jurisdiction };

/** Hands the retired store's leads over to the configured one: the move's status. */
export async function moveStatus(env: AppEnv["Bindings"]): Promise<MoveAnswer> {
  return { jurisdiction: leadsJurisdiction(env), ...(await leadStore(env).settleMove(true)) };
}

type Ctx = Context<{ Bindings: AppEnv["Bindings"] }>;

const NO_STORE = { "Cache-Control": "no-store" } as const;

/**
 * The answer while `LEADS_JURISDICTION` is refused: 503 naming the setting (JSON for the API, a
 * sentence for the desk), logged once per isolate.
 */
export function jurisdictionChecked(
  { desk }: { desk: boolean } = { desk: false },
): MiddlewareHandler<{ Bindings: AppEnv["Bindings"] }> {
  return async (c, next) => {
    const problem = reportJurisdictionProblem(c.env);
    if (!problem) return next();
    return desk ? c.text(problem, 503, NO_STORE) : c.json({ error: problem }, 503, NO_STORE);
  };
}

/** What a command is answered while the old store could not hand over: 503, and how many it holds. */
function notHandedOver(c: Ctx, remaining: number | null): Response {
  const held =
    remaining === null ? "may still hold leads: it could not be reached" : `still holds ${remaining} lead(s)`;
  return c.json(
    {
      error: `The old store ${held}; nothing was done. Try again in a minute (npm run leads -- move).`,
      remaining,
    },
    503,
    NO_STORE,
  );
}

/**
 * Runs a command (the operators' API, the desk) only once no move is under way: while a move is,
 * the retired store hands over first; while it cannot, 503 and how many it holds. `desk`: a
 * retired store that cannot be reached at all does not stop the desk (logged as a warning).
 */
export function moveFirst(
  { desk }: { desk: boolean } = { desk: false },
): MiddlewareHandler<{ Bindings: AppEnv["Bindings"] }> {
  return async (c, next) => {
    let status: MoveStatus;
    try {
      status = await leadStore(c.env).settleMove();
    } catch (error) {
      log("warn", "leads_handover_unreachable", { error: errorName(error) });
      return desk ? next() : notHandedOver(c, null);
    }
    return status.remaining ? notHandedOver(c, status.remaining) : next();
  };
}
