/**
 * Interface strings: the words of the site's own controls and hints (carousel buttons, link
 * hints, card term labels), as opposed to the copy of a page. Shared components and islands take
 * them from here.
 */
export const ui = {
  /** Term labels of a hiring-model card (careers and hire pages). */
  hiringModelTerms: {
    duration: "Duration",
    communication: "Communication",
    hiringPeriod: "Minimum hiring period",
  },
} as const;
