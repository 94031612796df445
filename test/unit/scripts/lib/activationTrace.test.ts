/**
 * Reading one activation from a Chromium trace (`scripts/trace-activation.ts`): the window, the
 * processes' parts, each event's self time given to the innermost phase, the milestones.
 */
import { describe, expect, it } from "vitest";
import { activationBreakdown, type TraceEvent } from "../../../../scripts/lib/activationTrace";

const SHOWN = 10;
const LEFT = 20;
const BROWSER = 1;
const ms = (n: number) => n * 1000;

const meta = (pid: number, tid: number, kind: "process_name" | "thread_name", name: string): TraceEvent => ({
  name: kind,
  ph: "M",
  ts: 0,
  pid,
  tid,
  args: { name },
});
/** A complete event from `at` ms lasting `dur` ms, `cpu` ms of it on the CPU. */
const task = (
  pid: number,
  name: string,
  at: number,
  dur: number,
  cpu = dur,
  args?: TraceEvent["args"],
): TraceEvent => ({
  name,
  ph: "X",
  ts: ms(at),
  dur: ms(dur),
  tdur: ms(cpu),
  pid,
  tid: pid,
  args,
});

// activationStart at 1000 ms, the activation at 1100, first paint presented at 1300: 300 ms.
const events: TraceEvent[] = [
  meta(BROWSER, BROWSER, "process_name", "Browser"),
  meta(BROWSER, BROWSER, "thread_name", "CrBrowserMain"),
  meta(SHOWN, SHOWN, "thread_name", "CrRendererMain"),
  meta(LEFT, LEFT, "thread_name", "CrRendererMain"),
  // Before the window: not counted.
  task(SHOWN, "Layout", 900, 50),
  task(LEFT, "ViewTransition::ViewTransition - CreatedForSnapshot", 1010, 0),
  task(LEFT, "ViewTransition::ProcessCurrentState", 1020, 1, 1, { state: "CaptureTagDiscovery" }),
  task(LEFT, "Paint", 1030, 20, 10),
  task(LEFT, "ViewTransition::ProcessCurrentState", 1060, 2, 2, { state: "Captured" }),
  task(BROWSER, "RunTask", 1050, 40, 30),
  // The activation: 30 ms, of which a prerenderingchange handler of 20 ms that forces 5 ms of layout.
  task(SHOWN, "WebViewImpl::ActivatePrerenderedPage", 1100, 30, 24),
  task(SHOWN, "EventDispatch", 1105, 20, 16, { data: { type: "prerenderingchange" } }),
  task(SHOWN, "FunctionCall", 1106, 18, 15, { data: { functionName: "" } }),
  task(SHOWN, "Layout", 1110, 5, 5),
  task(SHOWN, "ProxyMain::BeginMainFrame", 1200, 40, 40),
  task(SHOWN, "UpdateLayoutTree", 1201, 10, 10),
  task(SHOWN, "Paint", 1220, 10, 8),
  { name: "ActivateLayerTree", ph: "I", ts: ms(1290), pid: SHOWN, tid: SHOWN + 1 },
  { name: "firstContentfulPaint", ph: "R", ts: ms(1300), pid: SHOWN, tid: SHOWN },
  // After the first paint: not counted.
  task(SHOWN, "RasterTask", 1310, 50),
];

describe("activationBreakdown", () => {
  const { phases, milestones, scripts } = activationBreakdown(events, 300);
  const phase = (part: string, name: string) => phases.find((p) => p.part === part && p.phase === name);

  it("gives each event's self time to the innermost phase: a layout forced by a handler is layout", () => {
    expect(phase("page shown", "layout")).toEqual({ part: "page shown", phase: "layout", cpuMs: 5, wallMs: 5 });
    // The handler's 16 ms on the CPU, less the layout it forced.
    expect(phase("page shown", "script")?.cpuMs).toBe(11);
    expect(phase("page shown", "style")?.cpuMs).toBe(10);
    expect(phase("page shown", "paint")?.cpuMs).toBe(8);
  });

  it("counts what is outside any phase as the thread's other work", () => {
    // The activation's own 24 ms less its handler's 16; the frame's 40 less style and paint.
    expect(phase("page shown", "other (CrRendererMain)")?.cpuMs).toBe(8 + 22);
  });

  it("leaves out what ran before activationStart or after the first paint", () => {
    const shownCpu = phases.filter((p) => p.part === "page shown").reduce((sum, p) => sum + p.cpuMs, 0);
    expect(shownCpu).toBe(24 + 40);
  });

  it("tells the page left (its view-transition capture) and the browser apart", () => {
    expect(phase("page left", "paint")?.cpuMs).toBe(10);
    expect(phase("browser", "other (CrBrowserMain)")?.cpuMs).toBe(30);
  });

  it("names the script by the event it handles", () => {
    expect(scripts).toEqual([{ what: "prerenderingchange handlers", cpuMs: 11, wallMs: 15 }]);
  });

  it("places the milestones from activationStart, in order", () => {
    expect(milestones).toEqual([
      { label: "page left: view transition capture begins", ms: 20 },
      { label: "page left: old state captured", ms: 62 },
      { label: "page shown: activation begins", ms: 100 },
      { label: "page shown: activation ends (prerenderingchange handled)", ms: 130 },
      { label: "page shown: first frame begins (main thread)", ms: 200 },
      { label: "page shown: first frame's main thread done", ms: 240 },
      { label: "page shown: first frame rastered", ms: 290 },
      { label: "first paint (presented)", ms: 300 },
    ]);
  });

  it("says so when the page shown was not prerendered", () => {
    expect(() =>
      activationBreakdown(
        events.filter((e) => !e.name.startsWith("WebViewImpl")),
        300,
      ),
    ).toThrow(/not prerendered/);
  });
});
