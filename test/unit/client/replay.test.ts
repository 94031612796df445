// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { recordClicks } from "../../../src/client/replay";

let island: HTMLElement;
/** Clicks the island itself handles (as React would once awake), by the clicked element's text. */
let handled: string[];

function mount(html: string): void {
  island = document.createElement("div");
  island.innerHTML = html;
  document.body.replaceChildren(island);
}

/** From now on the island handles its clicks itself (as React does once it is hydrated). */
function wakeUp(): void {
  island.addEventListener("click", (event) => handled.push((event.target as HTMLElement).textContent ?? ""));
}

/** The innermost element whose text is `text` (what a finger lands on). */
const byText = (text: string): HTMLElement => {
  const found = [...island.querySelectorAll<HTMLElement>("*")].filter(
    (element) => element.textContent === text && !element.firstElementChild,
  );
  if (found.length !== 1) throw new Error(`${found.length} elements read "${text}"`);
  return found[0] as HTMLElement;
};

// Links and submit buttons must not navigate or submit in jsdom.
document.addEventListener("click", (event) => event.preventDefault());

beforeEach(() => {
  handled = [];
});

describe("recordClicks", () => {
  it("replays each click once, in order, on the element at the same place", () => {
    mount('<ul><li><span>Alpha</span></li><li><span>Beta</span></li></ul><div role="button">Gamma</div>');
    const clicks = recordClicks(island);
    byText("Beta").click();
    byText("Gamma").click();
    byText("Alpha").click();
    clicks.stop();
    expect(handled).toEqual([]);
    wakeUp();
    clicks.replay();
    expect(handled).toEqual(["Beta", "Gamma", "Alpha"]);
    clicks.replay();
    expect(handled).toEqual(["Beta", "Gamma", "Alpha"]);
  });

  it("finds the element by its position, so a re-rendered island gets the click", () => {
    mount("<div><p>Old one</p><p>Old two</p></div>");
    const clicks = recordClicks(island);
    byText("Old two").click();
    clicks.stop();
    // Hydration replaced the nodes with equal ones.
    island.innerHTML = "<div><p>New one</p><p>New two</p></div>";
    wakeUp();
    clicks.replay();
    expect(handled).toEqual(["New two"]);
  });

  it("skips a recorded click whose element is now of another kind, or gone", () => {
    mount("<div><p>Text</p><span>Gone</span></div>");
    const clicks = recordClicks(island);
    byText("Text").click();
    byText("Gone").click();
    clicks.stop();
    island.innerHTML = "<div><h2>Heading</h2></div>";
    wakeUp();
    clicks.replay();
    expect(handled).toEqual([]);
  });

  it.each([
    ["a link", '<a href="/x">Native</a>'],
    ["a text field", '<input value="" aria-label="Native">'],
    ["a label", "<label>Native</label>"],
    ["a summary", "<details><summary>Native</summary></details>"],
    ["a submit button", '<button type="submit">Native</button>'],
    ["a form's button without a type", "<form><button>Native</button></form>"],
    ["an element inside a link", '<a href="/x"><span>Native</span></a>'],
    ["editable text", "<div contenteditable>Native</div>"],
  ])("leaves a click on %s to the browser", (_kind, html) => {
    mount(html);
    const clicks = recordClicks(island);
    const target = island.querySelector("input") ?? byText("Native");
    target.click();
    clicks.stop();
    wakeUp();
    clicks.replay();
    expect(handled).toEqual([]);
  });

  it("records a plain button (type=button) outside a form", () => {
    mount('<button type="button">Next</button>');
    const clicks = recordClicks(island);
    byText("Next").click();
    clicks.stop();
    wakeUp();
    clicks.replay();
    expect(handled).toEqual(["Next"]);
  });

  it("records nothing after stop()", () => {
    mount("<p>Late</p>");
    const clicks = recordClicks(island);
    clicks.stop();
    byText("Late").click();
    wakeUp();
    clicks.replay();
    expect(handled).toEqual([]);
  });
});

describe("a form's submission before the island is awake", () => {
  /** Each submission that reached the document: whether something held it, and its button. */
  let reached: { held: boolean; by: string | null }[];
  /** Submissions the island handled itself (as React does once hydrated). */
  let islandGot: (string | null)[];
  const record = (event: Event) => {
    const { defaultPrevented, submitter } = event as SubmitEvent;
    reached.push({ held: defaultPrevented, by: submitter?.textContent ?? null });
    event.preventDefault(); // jsdom does not post
  };
  /** The Send button pressed (its click's default, the submission; clicks are cancelled in this file). */
  const send = () => island.querySelector("form")?.requestSubmit(byText("Send"));
  const islandHandles = () =>
    island.addEventListener("submit", (event) => {
      event.preventDefault();
      islandGot.push((event as SubmitEvent).submitter?.textContent ?? null);
    });

  beforeEach(() => {
    reached = [];
    islandGot = [];
    document.addEventListener("submit", record);
    mount('<form><input name="email" aria-label="Email"><button type="submit">Send</button></form>');
  });
  afterEach(() => document.removeEventListener("submit", record));

  it("is held, each time asked for, and sent once, with its button, to the awake island", () => {
    const woken: number[] = [];
    const clicks = recordClicks(island, () => woken.push(woken.length));
    send();
    send();
    expect(reached).toEqual([
      { held: true, by: "Send" },
      { held: true, by: "Send" },
    ]);
    expect(woken).toHaveLength(2);
    clicks.stop();
    islandHandles();
    clicks.replay();
    expect(islandGot).toEqual(["Send"]);
    clicks.replay();
    clicks.submit();
    expect(islandGot).toEqual(["Send"]);
  });

  it("without a button (Enter in a field) is sent without one", () => {
    const clicks = recordClicks(island, () => undefined);
    island.querySelector("form")?.requestSubmit();
    expect(reached).toEqual([{ held: true, by: null }]);
    clicks.stop();
    islandHandles();
    clicks.replay();
    expect(islandGot).toEqual([null]);
  });

  it("if the island will not wake, is posted as the browser would, once", () => {
    const clicks = recordClicks(island, () => undefined);
    send();
    clicks.stop();
    clicks.submit();
    clicks.submit();
    expect(reached).toEqual([
      { held: true, by: "Send" },
      { held: false, by: "Send" },
    ]);
  });

  it("is not held once recording has stopped, and nothing is sent when nothing was asked for", () => {
    const clicks = recordClicks(island, () => undefined);
    clicks.stop();
    clicks.submit();
    expect(reached).toEqual([]);
    send();
    expect(reached).toEqual([{ held: false, by: "Send" }]);
  });
});
