/** Values that survive JSON.stringify → JSON.parse unchanged: the only props an island may take. */
export type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };
export type JsonProps = { readonly [key: string]: Json };

/** `T` if it is JSON-serialisable (functions, dates, classes are rejected at compile time). */
export type JsonSafe<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends (...args: never[]) => unknown
    ? never
    : T extends readonly (infer U)[]
      ? readonly JsonSafe<U>[]
      : T extends object
        ? { [K in keyof T]: JsonSafe<T[K]> }
        : never;

/** An island's name is its file name: `./islands/TeamShowcase.tsx` → "TeamShowcase". */
export const islandName = (modulePath: string): string => modulePath.replace(/^.*\/(\w+)\.tsx$/, "$1");

/** Attribute names the server writes and the client entry reads. */
export const ISLAND_ATTR = "data-island";
export const ISLAND_PROPS_ATTR = "data-island-props";

/**
 * When an island wakes (hydrates) in the browser:
 * - `visible` (default): when it comes within 200 px of the viewport;
 * - `idle`: once the browser is idle after load;
 * - `interaction`: on the first pointer press, focus or key inside it — for islands whose server
 *   markup already works on its own (links, a form that posts), which then handles that first action;
 * - `load`: at once — only for what must work immediately above the fold (justify each use).
 */
export type HydrateWhen = "visible" | "idle" | "interaction" | "load";
export const HYDRATE_ATTR = "data-hydrate";
/** Set on an island element by the browser once it is hydrated ("true"). */
export const HYDRATED_ATTR = "data-island-hydrated";
