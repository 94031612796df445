/**
 * Where the time from a prerendered page's activation to its first paint goes, read from a
 * Chromium trace (the `traceEvents` of `Tracing.start`, browser-wide). `scripts/trace-activation.ts`
 * takes the trace; this reads it.
 *
 * The window is the one `npm run navigations` measures: from `activationStart` (the activating
 * navigation's start, in the page left: with a view transition, the old page's capture is in it)
 * to the `firstContentfulPaint` mark of the page shown, placed `firstPaintMs` before it.
 *
 * Every complete event (`ph: "X"`) in the window is split into its self time (its own time less
 * its children's, on the same thread), and that self time is given to the innermost phase around
 * it: a layout forced by a script counts as layout, the rest of the script as script. CPU is the
 * thread's own time (`tdur`), wall is `dur`: on a shared machine wall time includes waiting for a
 * core, CPU time does not, so CPU is the figure to compare between builds.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; state?: string; data?: { type?: string; functionName?: string } };
}

/** The phases a renderer's time is sorted into, by the trace event that opens each. */
const PHASES: Record<string, string> = {
  EventDispatch: "script",
  FunctionCall: "script",
  TimerFire: "script",
  FireAnimationFrame: "script",
  FireIdleCallback: "script",
  EvaluateScript: "script",
  "v8.compile": "script",
  UpdateLayoutTree: "style",
  Layout: "layout",
  PrePaint: "pre-paint",
  Paint: "paint",
  Layerize: "layerize, commit",
  Commit: "layerize, commit",
  RasterTask: "raster",
  ImageDecodeTask: "image decoding",
  "Decode Image": "image decoding",
};

/** One process's part in the window: the page shown, the page left, the browser, the GPU process. */
export type Part = "page shown" | "page left" | "browser" | "GPU process (viz)" | "other processes";

export interface PhaseTime {
  part: Part;
  /** A phase of PHASES, or "other (<thread>)" for the rest of a thread's tasks. */
  phase: string;
  cpuMs: number;
  wallMs: number;
}

export interface Milestone {
  label: string;
  /** Milliseconds after `activationStart`. */
  ms: number;
}

export interface ActivationBreakdown {
  milestones: Milestone[];
  phases: PhaseTime[];
  /** Where the script time of the page shown went, by event (`prerenderingchange`, `pagereveal`, a function call). */
  scripts: { what: string; cpuMs: number; wallMs: number }[];
}

/** What a script event at the top of a task is: an event's handlers, a callback, a script's run. */
function scriptName(e: TraceEvent): string | undefined {
  if (PHASES[e.name] !== "script") return undefined;
  if (e.name === "EventDispatch") return `${e.args?.data?.type ?? "event"} handlers`;
  if (e.name === "FunctionCall") return `callback ${e.args?.data?.functionName || "(anonymous)"}`;
  return e.name;
}

const isComplete = (e: TraceEvent) => e.ph === "X" && typeof e.dur === "number";

/**
 * Reads one activation from `events`: the page shown is the renderer that ran
 * `WebViewImpl::ActivatePrerenderedPage`; the page left, the one that captured the old state of a
 * view transition (`ViewTransition::ViewTransition - CreatedForSnapshot`), if any.
 */
export function activationBreakdown(events: readonly TraceEvent[], firstPaintMs: number): ActivationBreakdown {
  const activation = events.find((e) => e.name === "WebViewImpl::ActivatePrerenderedPage" && isComplete(e));
  if (!activation) throw new Error("no activation in the trace: the page was not prerendered");
  const shown = activation.pid;
  const paint = events.find((e) => e.name === "firstContentfulPaint" && e.pid === shown);
  if (!paint) throw new Error("no firstContentfulPaint mark of the page shown in the trace");
  const end = paint.ts;
  const start = end - firstPaintMs * 1000;
  const left = events.find(
    (e) => e.name === "ViewTransition::ViewTransition - CreatedForSnapshot" && e.pid !== shown && e.ts <= end,
  )?.pid;

  const processNames = new Map<number, string>();
  const threadNames = new Map<string, string>();
  for (const e of events) {
    if (e.ph !== "M") continue;
    if (e.name === "process_name") processNames.set(e.pid, e.args?.name ?? "");
    if (e.name === "thread_name") threadNames.set(`${e.pid}:${e.tid}`, (e.args?.name ?? "").replace(/\d+$/, ""));
  }
  const partOf = (pid: number): Part => {
    if (pid === shown) return "page shown";
    if (pid === left) return "page left";
    const name = processNames.get(pid) ?? "";
    if (name === "Browser") return "browser";
    if (name === "GPU Process") return "GPU process (viz)";
    return "other processes";
  };

  const totals = new Map<string, PhaseTime>();
  const scripts = new Map<string, { what: string; cpuMs: number; wallMs: number }>();
  const add = (part: Part, phase: string, cpu: number, wall: number) => {
    const key = `${part}|${phase}`;
    const row = totals.get(key) ?? { part, phase, cpuMs: 0, wallMs: 0 };
    row.cpuMs += cpu / 1000;
    row.wallMs += wall / 1000;
    totals.set(key, row);
  };

  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (!isComplete(e) || e.ts >= end || e.ts + e.dur! <= start) continue;
    const key = `${e.pid}:${e.tid}`;
    const list = byThread.get(key) ?? [];
    list.push(e);
    byThread.set(key, list);
  }
  for (const [key, list] of byThread) {
    list.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    const part = partOf(list[0]!.pid);
    const thread = threadNames.get(key) ?? key;
    // Each event with its children's time, and the phase it runs in (its own, or its parent's).
    const stack: { e: TraceEvent; childCpu: number; childWall: number; phase: string; script?: string }[] = [];
    const close = (frame: (typeof stack)[number]) => {
      const inWindow = (Math.min(end, frame.e.ts + frame.e.dur!) - Math.max(start, frame.e.ts)) / (frame.e.dur! || 1);
      const cpu = Math.max(0, (frame.e.tdur ?? 0) - frame.childCpu) * inWindow;
      const wall = Math.max(0, frame.e.dur! - frame.childWall) * inWindow;
      add(part, frame.phase, cpu, wall);
      if (part === "page shown" && frame.phase === "script" && frame.script) {
        const row = scripts.get(frame.script) ?? { what: frame.script, cpuMs: 0, wallMs: 0 };
        row.cpuMs += cpu / 1000;
        row.wallMs += wall / 1000;
        scripts.set(frame.script, row);
      }
      const parent = stack.at(-1);
      if (parent) {
        parent.childCpu += frame.e.tdur ?? 0;
        parent.childWall += frame.e.dur!;
      }
    };
    for (const e of list) {
      while (stack.length && e.ts >= stack.at(-1)!.e.ts + stack.at(-1)!.e.dur!) close(stack.pop()!);
      const parent = stack.at(-1);
      const phase = PHASES[e.name] ?? parent?.phase ?? `other (${thread})`;
      stack.push({ e, childCpu: 0, childWall: 0, phase, script: parent?.script ?? scriptName(e) });
    }
    while (stack.length) close(stack.pop()!);
  }

  const at = (ts: number) => (ts - start) / 1000;
  const milestones: Milestone[] = [];
  const mark = (label: string, e: TraceEvent | undefined, atEnd = false) => {
    if (e) milestones.push({ label, ms: at(e.ts + (atEnd ? (e.dur ?? 0) : 0)) });
  };
  const state = (name: string) =>
    events.find((e) => e.pid === left && e.name === "ViewTransition::ProcessCurrentState" && e.args?.state === name);
  mark("page left: view transition capture begins", state("CaptureTagDiscovery"));
  mark("page left: old state captured", state("Captured"), true);
  mark("page shown: activation begins", activation);
  mark("page shown: activation ends (prerenderingchange handled)", activation, true);
  const firstFrame = events
    .filter((e) => e.pid === shown && e.name === "ProxyMain::BeginMainFrame" && isComplete(e) && e.ts > activation.ts)
    .sort((a, b) => a.ts - b.ts)[0];
  mark("page shown: first frame begins (main thread)", firstFrame);
  mark("page shown: first frame's main thread done", firstFrame, true);
  const rastered = events
    .filter((e) => e.pid === shown && e.name === "ActivateLayerTree" && firstFrame && e.ts > firstFrame.ts)
    .sort((a, b) => a.ts - b.ts)[0];
  mark("page shown: first frame rastered", rastered);
  milestones.push({ label: "first paint (presented)", ms: firstPaintMs });
  milestones.sort((a, b) => a.ms - b.ms);

  const order: Part[] = ["page shown", "page left", "browser", "GPU process (viz)", "other processes"];
  const phases = [...totals.values()].sort(
    (a, b) => order.indexOf(a.part) - order.indexOf(b.part) || b.cpuMs - a.cpuMs,
  );
  return { milestones, phases, scripts: [...scripts.values()].sort((a, b) => b.cpuMs - a.cpuMs) };
}
