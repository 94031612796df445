import { useEffect, useRef, useState } from "react";
import { counters } from "../../content/motion";

/** Ease-out cubic: fast start, gentle landing. */
export const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * A number that counts up from 0 with ease-out over 2000 ms, once, when half of it is visible.
 * The server renders the final value, so it is what visitors without JavaScript or with
 * reduced motion see; the count only drops to 0 when the animation starts. Scrolled out of view
 * or in a hidden tab, the count pauses and later resumes where it was.
 */
export default function CountUp({ value, suffix = "" }: { value: number; suffix?: string }) {
  const [shown, setShown] = useState(value);
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || !("IntersectionObserver" in window)) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let started = false;
    let visible = false;
    let elapsed = 0;
    let last = 0;
    let frame = 0;
    const step = (now: number) => {
      elapsed += Math.max(0, now - last);
      last = now;
      const t = Math.min(1, elapsed / counters.durationMs);
      setShown(Math.round(easeOut(t) * value));
      frame = t < 1 ? requestAnimationFrame(step) : 0;
      if (t >= 1) stop();
    };
    const update = () => {
      const run = started && visible && document.visibilityState !== "hidden" && elapsed < counters.durationMs;
      if (run && !frame) {
        last = performance.now();
        frame = requestAnimationFrame(step);
      } else if (!run && frame) {
        cancelAnimationFrame(frame);
        frame = 0;
      }
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        visible = entry.isIntersecting;
        if (!started && entry.intersectionRatio >= counters.visibleThreshold) {
          started = true;
          setShown(0);
        }
        update();
      },
      { threshold: [0, counters.visibleThreshold] },
    );
    const stop = () => {
      observer.disconnect();
      document.removeEventListener("visibilitychange", update);
    };
    observer.observe(element);
    document.addEventListener("visibilitychange", update);
    return () => {
      stop();
      cancelAnimationFrame(frame);
    };
  }, [value]);

  return (
    <span ref={ref} className="count-up">
      {shown}
      {suffix}
    </span>
  );
}
