// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as TasksModule from "../../../src/client/tasks";
import { settle } from "../../support/dom";

type Tasks = typeof TasksModule;

/** A fresh copy of the module: its press state starts anew in every test. */
async function freshTasks(): Promise<Tasks> {
  vi.resetModules();
  return import("../../../src/client/tasks");
}

/** Whether `promise` has settled after `turns` microtask turns (no new task in between). */
async function settledWithinMicrotasks(promise: Promise<unknown>, turns = 20): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < turns; i++) await Promise.resolve();
  return done;
}

const press = (type: "pointerdown" | "pointerup" | "pointercancel") =>
  document.body.dispatchEvent(new PointerEvent(type, { bubbles: true }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("nextTask", () => {
  it("uses scheduler.yield() where the browser has it", async () => {
    const { nextTask } = await freshTasks();
    let yielded!: () => void;
    const schedulerYield = vi.fn(() => new Promise<void>((resolve) => (yielded = resolve)));
    vi.stubGlobal("scheduler", { yield: schedulerYield });
    const task = nextTask();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
    // It is scheduler.yield's own promise: pending until the browser gives the turn back.
    expect(await settledWithinMicrotasks(task)).toBe(false);
    yielded();
    expect(await settledWithinMicrotasks(task)).toBe(true);
  });

  it("without scheduler.yield, resolves in a new task, not a microtask", async () => {
    const { nextTask } = await freshTasks();
    vi.stubGlobal("scheduler", undefined);
    expect(await settledWithinMicrotasks(nextTask())).toBe(false);
    await expect(nextTask()).resolves.toBeUndefined();
  });

  it("without scheduler.yield, never waits on a timer (a paused timer cannot stall it)", async () => {
    const { nextTask } = await freshTasks();
    vi.stubGlobal("scheduler", {});
    // Timers are frozen and never advanced: only a non-timer task can resolve it.
    vi.useFakeTimers({ toFake: ["setTimeout", "setInterval", "setImmediate", "requestAnimationFrame"] });
    const channel = vi.spyOn(globalThis, "MessageChannel");
    await expect(nextTask()).resolves.toBeUndefined();
    expect(channel).toHaveBeenCalledTimes(1);
  });
});

describe("pointerReleased", () => {
  let tasks: Tasks;
  beforeEach(async () => {
    tasks = await freshTasks();
    vi.stubGlobal("scheduler", undefined);
  });

  it("resolves at once when no press is in progress", async () => {
    tasks.trackPointer();
    expect(await settledWithinMicrotasks(tasks.pointerReleased())).toBe(true);
  });

  it("waits for the end of a press, and for the task after its pointerup", async () => {
    tasks.trackPointer();
    press("pointerdown");
    const released = tasks.pointerReleased();
    await settle();
    expect(await settledWithinMicrotasks(released)).toBe(false);
    press("pointerup");
    // The click of the press is dispatched with its pointerup: still pressed until the next task.
    expect(await settledWithinMicrotasks(released)).toBe(false);
    await settle();
    expect(await settledWithinMicrotasks(released)).toBe(true);
    // The press is over: the next caller does not wait.
    expect(await settledWithinMicrotasks(tasks.pointerReleased())).toBe(true);
  });

  it("a cancelled press ends it too", async () => {
    tasks.trackPointer();
    press("pointerdown");
    const released = tasks.pointerReleased();
    press("pointercancel");
    await settle();
    expect(await settledWithinMicrotasks(released)).toBe(true);
  });

  it("releases every caller waiting on the same press", async () => {
    tasks.trackPointer();
    press("pointerdown");
    const first = tasks.pointerReleased();
    const second = tasks.pointerReleased();
    press("pointerup");
    await settle();
    expect(await settledWithinMicrotasks(Promise.all([first, second]))).toBe(true);
  });

  it("presses are not watched before trackPointer()", async () => {
    press("pointerdown");
    expect(await settledWithinMicrotasks(tasks.pointerReleased())).toBe(true);
    press("pointerup");
  });
});
