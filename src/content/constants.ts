/** Business constants of spec §9 that drive behaviour (timings, thresholds, sizes). */
export const motion = {
  overlayHomeMs: 3000,
  overlayDefaultMs: 2000,
  routeFadeMs: 600,
  headerScrollThresholdPx: 20,
  revealThreshold: 0.1,
  revealStaggerMs: 100,
} as const;

export const carousel = {
  speedMs: 300,
  testimonialGap: 30,
  cardCarouselGap: 20,
  defaultAutoplayMs: 3000,
  testimonialAutoplayMs: 5000,
} as const;

export const toast = { autoCloseMs: 5000, position: "top-right" } as const;

export const teamShowcase = {
  pageSize: 5,
  autoAdvanceMs: 10000,
  rotationStepDeg: 0.3,
  rotationIntervalMs: 30,
  mobileBreakpointPx: 768,
  dotPauseMs: 100,
} as const;

export const counters = { durationMs: 2000, visibleThreshold: 0.5 } as const;

export const homeFeaturedProjectCount = 6;
export const productHeroMaxHeightPx = 450;
