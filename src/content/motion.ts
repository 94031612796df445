/**
 * Timings, thresholds and sizes that scripts act on. Those only CSS uses (the 600 ms page fade,
 * the 450 px product hero cap) live in the stylesheets, once.
 */
export const motion = {
  overlayHomeMs: 3000,
  overlayDefaultMs: 2000,
  headerScrollThresholdPx: 20,
  revealThreshold: 0.1,
  revealStaggerMs: 100,
} as const;

export const carousel = {
  speedMs: 300,
  testimonialGap: 30,
  cardCarouselGap: 20,
  testimonialAutoplayMs: 5000,
} as const;

export const toast = { autoCloseMs: 5000, position: "top-right" } as const;

export const teamShowcase = {
  pageSize: 5,
  autoAdvanceMs: 10000,
  /** One turn of the orbit: 10° a second (the former 0.3° every 30 ms, now drawn by the compositor). */
  orbitTurnMs: 36000,
  mobileBreakpointPx: 768,
  dotPauseMs: 100,
} as const;

export const counters = { durationMs: 2000, visibleThreshold: 0.5 } as const;

export const homeFeaturedProjectCount = 6;
