import { startTransition, useEffect, type ComponentType, type ReactNode } from "react";
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
 *
 * As a transition: React then hydrates in slices of a few milliseconds, yielding to the browser
 * between them, instead of in one task (a long task on a slow phone: the portfolio's filter and
 * grid, the contact form). Input is not lost meanwhile: a click or a key on the island makes React
 * finish hydrating it at once and then handle the event; what came before `hydrateRoot` is replayed
 * by src/client/replay.ts.
 */
export function hydrateIsland(
  element: HTMLElement,
  name: string,
  Component: ComponentType<JsonProps>,
  props: JsonProps,
): Promise<void> {
  return new Promise((resolve) => {
    startTransition(() => {
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
  });
}
