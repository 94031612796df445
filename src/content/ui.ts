/**
 * Interface strings: the words of the site's own controls and hints (carousel buttons, link
 * hints, card term labels), as opposed to the copy of a page. Shared components and islands take
 * them from here.
 */
export const ui = {
  /** Said after every link that opens in a new tab (visually hidden in `ExternalLink`; in the social icons' `aria-label`). */
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

/**
 * Interface strings only the server renders: the document shell (skip link, header, footer), the
 * breadcrumb trail and the home hero's service tiles. An export of its own, apart from `ui`,
 * which islands import, so none of it ships to the browser.
 */
export const shellUi = {
  skipLink: "Skip to content",
  /** Accessible name of the logo link to the home page, e.g. "Acme — home". */
  homeLink: (siteName: string) => `${siteName} — home`,
  /** The menu button's accessible name (and its no-JavaScript link's hidden text). */
  menu: "Menu",
  /** The no-JavaScript link that closes the menu panel. */
  closeMenu: "Close menu",
  /** Accessible name of the header's navigation landmark. */
  mainNav: "Main",
  /** Hidden text after a submenu's label on its toggle button: "Our Services: show the service pages". */
  submenuToggle: ": show the service pages",
  /** Accessible name of the breadcrumb trail. */
  breadcrumb: "Breadcrumb",
  /** Accessible name of the home hero's six service tiles. */
  serviceTiles: "Our services",
  footer: {
    offices: "Our offices",
    contact: "Contact",
    /** The quick links' heading and their navigation landmark's name. */
    quickLinks: "Quick links",
    /** Ends the copyright notice: "© 2026 Acme Ltd. All rights reserved." */
    rights: "All rights reserved.",
  },
} as const;
