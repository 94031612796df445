import { useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import type { JsonProps } from "./islands/types";

/** Calls `onWoken` once the island below it is committed and its own effects have run. */
function Woken({ onWoken, children }: { onWoken: () => void; children: ReactNode }) {
  useEffect(onWoken, [onWoken]);
  return children;
}

/**
 * Hydrates one island (React and react-dom are in this chunk: it is fetched only when the first
 * island of the page is about to wake). Resolves once the island is interactive.
 */
export function hydrateIsland(
  element: HTMLElement,
  name: string,
  Component: ComponentType<JsonProps>,
  props: JsonProps,
): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(
      element,
      <Woken onWoken={resolve}>
        <Component {...props} />
      </Woken>,
      {
        onRecoverableError: (error) => console.error("Island hydration error", name, error),
        onUncaughtError: (error) => {
          console.error("Island failed", name, error);
          resolve();
        },
      },
    );
  });
}
