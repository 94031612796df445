/**
 * Interface strings: the words of the site's own controls and hints (carousel buttons, link
 * hints, card term labels), as opposed to the copy of a page. Shared components and islands take
 * them from here.
 */
export const ui = {
  /** Said after every link that opens in a new tab (visually hidden; `ExternalLink`). */
  opensInNewTab: "(opens in a new tab)",
  /** Accessible names of the testimonial carousel's controls; `{{index}}` is the slide number. */
  testimonialCarousel: {
    previous: "Previous testimonial",
    next: "Next testimonial",
    bullet: "Go to testimonial {{index}}",
  },
  /** Accessible name of one page of the team showcase, e.g. "Team members, page 2 of 2". */
  teamShowcasePage: (label: string, page: number, pages: number) => `${label}, page ${page} of ${pages}`,
  /** Term labels of a hiring-model card (careers and hire pages). */
  hiringModelTerms: {
    duration: "Duration",
    communication: "Communication",
    hiringPeriod: "Minimum hiring period",
  },
} as const;
