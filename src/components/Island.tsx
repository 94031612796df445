import type { ComponentType } from "react";
import {
  HYDRATE_ATTR,
  ISLAND_ATTR,
  ISLAND_PROPS_ATTR,
  islandName,
  type HydrateWhen,
  type JsonSafe,
} from "../client/islands/types";

type IslandModule = { default: ComponentType<never> };

// Every file in src/client/islands/ with a default export is an island, named after its file.
const modules = import.meta.glob<IslandModule>("../client/islands/*.tsx", { eager: true });
const names = new Map<unknown, string>(Object.entries(modules).map(([path, mod]) => [mod.default, islandName(path)]));

/**
 * Renders an interactive widget on the server and marks it for hydration in the browser.
 * The props must be JSON: they are written into the page and handed to `hydrateRoot`.
 * `hydrate` says when it wakes (see `HydrateWhen`); the default, `visible`, costs nothing until
 * the island nears the viewport.
 *
 * @example <Island component={TestimonialCarousel} props={{ items }} />
 */
export function Island<P extends object>({
  component: Component,
  props,
  hydrate = "visible",
}: {
  component: ComponentType<P>;
  props: P & JsonSafe<P>;
  hydrate?: HydrateWhen;
}) {
  const name = names.get(Component);
  if (!name) throw new Error("Island components must be the default export of a file in src/client/islands/");
  return (
    <div
      {...{ [ISLAND_ATTR]: name, [ISLAND_PROPS_ATTR]: JSON.stringify(props), [HYDRATE_ATTR]: hydrate }}
      className="island"
    >
      <Component {...props} />
    </div>
  );
}
