/** Shapes of the site's static content. Every content module `satisfies` one of these. */
import type { PROJECT_CATEGORIES } from "./company/projectRules";
import type { ImageKey } from "./images.generated";

export interface Link {
  label: string;
  href: string;
}

export interface Office {
  /** e.g. "Registered office" */
  kind: string;
  city: string;
  country: string;
  lines: readonly string[];
  /** Query used for the map embed on the contact page. */
  mapQuery: string;
}

export interface SocialLink {
  network: "linkedin" | "instagram";
  label: string;
  href: string;
}

export interface SiteConfig {
  name: string;
  shortName: string;
  legalName: string;
  tagline: string;
  blurb: string;
  foundedYear: number;
  email: string;
  careersEmail: string;
  phone: { display: string; href: string };
  offices: readonly Office[];
  social: readonly SocialLink[];
  founder: {
    name: string;
    role: string;
    linkedin: string;
    email: string;
    meeting: string;
    chat: string;
  };
  applicationFormUrl: string;
  locale: string;
}

export type { ImageKey };

export type { Project } from "./company/projects";

/** A case study's category (the portfolio's filter buttons). */
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export interface ClientTestimonial {
  name: string;
  designation: string;
  message: string;
}

export interface ServiceTile {
  title: string;
  href: string;
  icon: IconName;
  description: string;
}

/**
 * A card with an icon, a title and a sentence; a link when `href` is set. The one shape of value,
 * feature, capability, service and benefit cards and of process steps (`FeatureCardGrid`, `Steps`).
 */
export interface ValueCard {
  title: string;
  description: string;
  icon: IconName;
  href?: string;
}

/** An icon with a short label (technology strip, industries, badges: `ChipStrip`). */
export interface Chip {
  icon: IconName;
  label: string;
}

/** A figure and what it counts, shown as written ("60%", "24/7", "10+"). */
export interface Stat {
  value: string;
  label: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** A way to work with the company (full-time, part-time, hourly) and its terms (`HiringModelCards`). */
export interface HiringModel {
  title: string;
  icon: IconName;
  duration: string;
  communication: string;
  hiringPeriod: string;
}

export interface ClientLogo {
  name: string;
  /** Path of a self-hosted SVG wordmark under /images/clients. */
  src: string;
}

/** Names of icons in the server-rendered icon set (`src/components/Icon.tsx`). */
export type IconName =
  | "code"
  | "globe"
  | "smartphone"
  | "palette"
  | "trending-up"
  | "network"
  | "award"
  | "users"
  | "shield-check"
  | "handshake"
  | "rocket"
  | "search"
  | "layout"
  | "server"
  | "monitor"
  | "shopping-cart"
  | "briefcase"
  | "clock"
  | "calendar"
  | "mail"
  | "phone"
  | "map-pin"
  | "message-circle"
  | "video"
  | "check"
  | "heart"
  | "star"
  | "zap"
  | "target"
  | "bar-chart"
  | "settings"
  | "cloud"
  | "lock"
  | "life-buoy"
  | "layers"
  | "lightbulb"
  | "file-text"
  | "refresh"
  | "database"
  | "cpu"
  | "wifi"
  | "building"
  | "graduation-cap"
  | "stethoscope"
  | "landmark"
  | "store"
  | "coffee"
  | "book-open"
  | "gift"
  | "trophy"
  | "smile"
  | "paw"
  | "bell"
  | "hand-heart"
  | "sparkles"
  | "link"
  | "thumbs-up"
  | "pen-tool"
  | "megaphone"
  | "eye"
  | "dollar";

/** Which intro overlay a page shows: the long one (3 s) on home, the short one (2 s) elsewhere. */
export type Overlay = "home" | "default" | "none";
