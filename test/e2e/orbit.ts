import type { Locator } from "playwright-core";

export interface OrbitMotion {
  /** Every animation of the orbit (rings and members) in one play state, or "mixed". */
  state: AnimationPlayState | "mixed";
  /** Milliseconds into a turn, the same for every ring and member (or NaN if they differ). */
  ms: number;
  /** The length of one turn. */
  turnMs: number;
  /** How many animations turn forward (rings) and back (members). */
  forward: number;
  back: number;
}

/**
 * The team showcase's orbit as its Web Animations report it, or null when nothing animates. The
 * orbit runs on the compositor: its angle is the animations' time, not a property in the markup.
 */
export const orbitMotion = (showcase: Locator): Promise<OrbitMotion | null> =>
  showcase.evaluate((el) => {
    const orbit = el.querySelector(".team-orbit");
    const animations = orbit?.getAnimations({ subtree: true }) ?? [];
    if (!animations.length) return null;
    const states = new Set(animations.map((a) => a.playState));
    const times = new Set(animations.map((a) => Math.round(Number(a.currentTime))));
    const ends = animations.map((a) => {
      const frames = (a.effect as KeyframeEffect).getKeyframes();
      return String(frames.at(-1)?.transform ?? "");
    });
    return {
      state: states.size === 1 ? [...states][0]! : "mixed",
      ms: times.size === 1 ? [...times][0]! : Number.NaN,
      turnMs: Number(animations[0]!.effect?.getComputedTiming().duration),
      forward: ends.filter((t) => t === "rotate(360deg)").length,
      back: ends.filter((t) => t === "rotate(-360deg)").length,
    };
  });
