import { describe, expect, it } from "vitest";
import { explainExtras, killOf, timedOutAttempts, type Kill } from "../../../../scripts/lib/deliveryExtras";

/** Two kills: the first server died at 1,000 ms (with `a` in flight), the second at 2,000 ms. */
const kills: Kill[] = [
  { inFlight: ["a"], dead: 1_000 },
  { inFlight: [], dead: 2_000 },
];
const success = (message: string, answeredAt: number) => ({ message, answeredAt });
const none = () => 0;

describe("killOf", () => {
  it("names the kill of the server a success was answered to, however long before its death", () => {
    expect(killOf(kills, success("b", 10))).toBe(0);
    expect(killOf(kills, success("b", 1_000))).toBe(0);
    expect(killOf(kills, success("b", 1_001))).toBe(1);
  });

  it("names the kill a call was in flight at, even answered after workerd was gone", () => {
    expect(killOf(kills, success("a", 1_500))).toBe(0);
  });

  it("names none after the last kill: that server lived on and recorded what it was answered", () => {
    expect(killOf(kills, success("b", 2_001))).toBeNull();
  });
});

describe("explainExtras", () => {
  it("explains an extra by a recorded timeout of that lead first, then by a kill, once each", () => {
    const successes = new Map([
      ["timed-out", [success("t", 1_500), success("t", 2_500)]],
      ["killed", [success("k", 1_500), success("k", 2_500)]],
    ]);
    expect(explainExtras(successes, kills, (lead) => (lead === "timed-out" ? 1 : 0))).toEqual([
      { lead: "timed-out", extra: 1, kills: [], timeouts: 1, unexplained: [] },
      { lead: "killed", extra: 1, kills: [2], timeouts: 0, unexplained: [] },
    ]);
  });

  it("lets a kill explain one extra per channel only: a channel sends one lead at a time", () => {
    const successes = new Map([
      ["first", [success("f", 500), success("f", 3_000)]],
      ["second", [success("s", 600), success("s", 3_000)]],
    ]);
    expect(explainExtras(successes, kills, none)).toEqual([
      { lead: "first", extra: 1, kills: [1], timeouts: 0, unexplained: [] },
      { lead: "second", extra: 1, kills: [], timeouts: 0, unexplained: ["kill 1 explains another lead's already"] },
    ]);
  });

  it("explains nothing after the last kill, and leaves a lead delivered once alone", () => {
    const successes = new Map([
      ["late", [success("l", 2_500), success("l", 3_000)]],
      ["once", [success("o", 100)]],
    ]);
    expect(explainExtras(successes, kills, none)).toEqual([
      { lead: "late", extra: 1, kills: [], timeouts: 0, unexplained: ["answered after the last kill"] },
    ]);
  });
});

describe("timedOutAttempts", () => {
  it("counts the store's timeout lines per channel and lead, in any server's output", () => {
    const line = (event: string, error: string, channel = "mail", lead = "a") =>
      `\u001b[33m▲ [WARNING]\u001b[0m {"level":"warn","event":"${event}","lead":"${lead}","state":"pending","attempts":1,"error":"${error}","channel":"${channel}"}\u001b[0m`;
    const outputs = [
      [line("lead_delivery_failed", "timeout"), line("lead_delivery_failed", "status (500)"), "plain text {"].join(
        "\n",
      ),
      [line("lead_failed", "timeout"), line("lead_delivery_failed", "timeout", "webhook", "b")].join("\n"),
      '{"level":"warn","event":"lead_delivery_failed","error":"timeout"', // cut off: not a line of the Worker's
    ];
    expect(timedOutAttempts(outputs)).toEqual(
      new Map([
        ["mail a", 2],
        ["webhook b", 1],
      ]),
    );
  });
});
