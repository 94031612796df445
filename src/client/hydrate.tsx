import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { ISLAND_ATTR, ISLAND_PROPS_ATTR, islandName, type JsonProps } from "./islands/types";

type IslandModule = { default: ComponentType<JsonProps> };

// One lazily loaded chunk per island; only the ones present on the page are fetched.
const loaders = import.meta.glob<IslandModule>("./islands/*.tsx");
const byName = new Map(Object.entries(loaders).map(([path, load]) => [islandName(path), load]));

/** Hydrates every island element found in `root`. */
export async function hydrateIslands(root: ParentNode = document): Promise<void> {
  const elements = [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)];
  await Promise.all(
    elements.map(async (element) => {
      const name = element.getAttribute(ISLAND_ATTR) ?? "";
      const load = byName.get(name);
      if (!load) {
        console.error(`Unknown island: ${name}`);
        return;
      }
      const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTR) ?? "{}") as JsonProps;
      const { default: Component } = await load();
      hydrateRoot(element, <Component {...props} />, {
        onRecoverableError: (error) => console.error("Island hydration error", name, error),
      });
    }),
  );
}
