import { turnstile } from "../../content/contactProtocol";

/** The part of Turnstile's explicit-rendering API the forms use. */
interface TurnstileApi {
  render(container: HTMLElement, options: { sitekey: string; action?: string }): string | undefined;
  reset(widgetId?: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let script: Promise<TurnstileApi> | null = null;

/** Requests Turnstile's script once per page. */
function loadTurnstile(): Promise<TurnstileApi> {
  script ??= new Promise<TurnstileApi>((resolve, reject) => {
    const element = document.createElement("script");
    element.src = turnstile.script;
    element.async = true;
    element.addEventListener("load", () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error("no turnstile")),
    );
    element.addEventListener("error", () => {
      script = null;
      reject(new Error("turnstile unavailable"));
    });
    document.head.append(element);
  });
  return script;
}

/**
 * Arms a form's spam check, if the page has one (`data-sitekey` on its `[data-challenge]`): the
 * widget is loaded on the first focus or input in the form (at once if the focus is already
 * there: the island woke on it). Returns `reset`, for a fresh token after each answer.
 */
export function armChallenge(form: HTMLFormElement): { reset: () => void; disarm: () => void } {
  const container = form.querySelector<HTMLElement>("[data-challenge][data-sitekey]");
  const widget = container?.querySelector<HTMLElement>(".form-challenge-widget");
  const sitekey = container?.dataset.sitekey;
  let widgetId: string | undefined;
  let started = false;
  const start = () => {
    if (started || !widget || !sitekey) return;
    started = true;
    disarm();
    loadTurnstile().then(
      (api) => {
        widgetId = api.render(widget, { sitekey, action: "contact" });
      },
      // Without the widget the post carries no token and is held for an operator: never lost.
      () => undefined,
    );
  };
  const disarm = () => {
    form.removeEventListener("focusin", start);
    form.removeEventListener("input", start);
  };
  if (sitekey) {
    if (form.contains(document.activeElement)) start();
    else {
      form.addEventListener("focusin", start);
      form.addEventListener("input", start);
    }
  }
  return {
    reset: () => {
      if (widgetId !== undefined) window.turnstile?.reset(widgetId);
    },
    disarm,
  };
}
