import { useEffect, useRef, useState } from "react";
import { counters } from "../../content/constants";

/** Ease-out cubic: fast start, gentle landing. */
export const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * A number that counts up from 0 with ease-out over 2000 ms, once, when half of it is visible.
 * The server renders the final value, so it is what visitors without JavaScript or with
 * reduced motion see; the count only drops to 0 when the animation starts.
 */
export default function CountUp({ value, suffix = "" }: { value: number; suffix?: string }) {
  const [shown, setShown] = useState(value);
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || !("IntersectionObserver" in window)) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const step = (now: number) => {
          const t = Math.min(1, (now - start) / counters.durationMs);
          setShown(Math.round(easeOut(t) * value));
          if (t < 1) frame = requestAnimationFrame(step);
        };
        setShown(0);
        frame = requestAnimationFrame(step);
      },
      { threshold: counters.visibleThreshold },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
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
