/**
 * `cloudflare:workers` in Node, for unit tests that run the lead store at source level (the unit
 * project aliases the module to this file). `DurableObject` keeps `ctx` and `env` as the real base
 * class does; `durableObjectState()` gives a state whose SQL storage is a real SQLite database
 * (node:sqlite, in memory) behind the same `exec(…).toArray() / .one() / .rowsWritten` surface, and
 * whose alarm is a plain value a test reads and fires itself.
 */
import { DatabaseSync, type SQLInputValue } from "node:sqlite";

export class DurableObject<Env = unknown> {
  constructor(
    protected readonly ctx: unknown,
    protected readonly env: Env,
  ) {}
}

/** What the tests see of a fake state, beside the state itself. */
export interface FakeState {
  /** Pass it as the object's `ctx` (`new LeadStore(fake.state as never, env as never)`). */
  state: unknown;
  /** The database behind `storage.sql`, for reading and arranging rows directly. */
  db: DatabaseSync;
  /** The alarm's time (epoch ms), or null. */
  alarm(): number | null;
  /** Resolves when every `blockConcurrencyWhile` callback so far has finished. */
  ready(): Promise<void>;
  /** Runs the object's alarm handler as the runtime does: the alarm is no longer set while it runs. */
  fire(handler: () => Promise<void>): Promise<void>;
}

class Cursor {
  constructor(
    private readonly rows: Record<string, unknown>[],
    readonly rowsWritten: number,
  ) {}
  toArray(): Record<string, unknown>[] {
    return this.rows;
  }
  one(): Record<string, unknown> {
    if (this.rows.length !== 1) throw new Error(`Expected exactly one result from SQL query, got ${this.rows.length}`);
    return this.rows[0]!;
  }
}

export function durableObjectState(): FakeState {
  const db = new DatabaseSync(":memory:");
  let alarm: number | null = null;
  /** The synchronous key-value storage (`storage.kv`), kept like the database across starts of the object. */
  const kv = new Map<string, unknown>();
  const blocked: Promise<unknown>[] = [];
  const sql = {
    exec(query: string, ...bindings: SQLInputValue[]): Cursor {
      // A script of several statements (the schema) has no bindings and returns nothing.
      if (bindings.length === 0 && query.trim().replace(/;\s*$/, "").includes(";")) {
        db.exec(query);
        return new Cursor([], 0);
      }
      const statement = db.prepare(query);
      if (statement.columns().length > 0) return new Cursor(statement.all(...bindings), 0);
      return new Cursor([], Number(statement.run(...bindings).changes));
    },
  };
  const storage = {
    sql,
    kv: {
      get: (key: string) => kv.get(key),
      put: (key: string, value: unknown) => void kv.set(key, value),
      delete: (key: string) => kv.delete(key),
    },
    getAlarm: async () => alarm,
    setAlarm: async (at: number | Date) => {
      alarm = typeof at === "number" ? at : at.getTime();
    },
    deleteAlarm: async () => {
      alarm = null;
    },
    /** As in workerd: the callback's writes are committed together, or rolled back when it throws. */
    transactionSync<T>(callback: () => T): T {
      db.exec("SAVEPOINT transaction_sync");
      try {
        const result = callback();
        db.exec("RELEASE transaction_sync");
        return result;
      } catch (error) {
        db.exec("ROLLBACK TO transaction_sync");
        db.exec("RELEASE transaction_sync");
        throw error;
      }
    },
  };
  const state = {
    storage,
    blockConcurrencyWhile<T>(callback: () => Promise<T>): Promise<T> {
      const done = callback();
      blocked.push(done);
      return done;
    },
  };
  return {
    state,
    db,
    alarm: () => alarm,
    ready: async () => {
      await Promise.all(blocked);
    },
    fire: async (handler) => {
      alarm = null;
      await handler();
    },
  };
}
