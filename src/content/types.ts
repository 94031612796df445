/** Shapes of the site's static content. Every content module `satisfies` one of these. */
import type { PROJECT_CATEGORIES } from "./company/projectRules";
import type { GeneratedImage, ImageKey } from "./images.generated";
import type { ICON_NAMES } from "./icons";

export interface Link {
  label: string;
  href: string;
}

/** The company's facts, as site.ts makes them from site.yaml. */
export type { Office, SiteConfig, SocialLink } from "./site";

export type { ImageKey };

/**
 * A picture the build rendered: a key of the drawn artwork (`images.generated.ts`), or the
 * renditions of an editor's picture (`virtual:content/media`, build/content/media.ts), alike in shape.
 */
export type ImageRef = ImageKey | GeneratedImage;

/** A case study's category (the portfolio's filter buttons). */
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

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
export type { HiringModel } from "./company/hiringModels";

/** Names of icons in the server-rendered icon set (`src/components/Icon.tsx`). */
export type IconName = (typeof ICON_NAMES)[number];

/** Which intro overlay a page shows: the long one (3 s) on home, the short one (2 s) elsewhere. */
export type Overlay = "home" | "default" | "none";
