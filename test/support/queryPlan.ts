/**
 * What SQLite does for a store read in the unit tests: the query plan (`EXPLAIN QUERY PLAN`) of
 * every statement a read runs, over a fake Durable Object's database (durableObject.ts).
 */
import type { FakeState } from "./durableObject";

/** Runs `read` over `fake`'s SQL storage and returns each statement's plan, its steps in order. */
export function queryPlans<Sql>(fake: FakeState, read: (sql: Sql) => unknown): string[][] {
  const sql = (fake.state as { storage: { sql: { exec(query: string, ...params: unknown[]): unknown } } }).storage.sql;
  const plans: string[][] = [];
  const spy = {
    exec: (query: string, ...params: unknown[]) => {
      plans.push(
        fake.db
          .prepare(`EXPLAIN QUERY PLAN ${query}`)
          .all(...(params as never[]))
          .map((step) => String((step as { detail: string }).detail)),
      );
      return sql.exec(query, ...params);
    },
  } as unknown as Sql;
  read(spy);
  return plans;
}
