/** How each portfolio project is drawn: theme colours, screens and the icons that hint at its domain. */
import { projects, type ProjectCategory } from "../facts.ts";
import type { IconName } from "../core/icons.ts";
import type { Theme } from "../core/palette.ts";
import { clinicBoard } from "../screens/boards/clinic.ts";
import { medicalBoard } from "../screens/boards/medical.ts";
import { studioBoard } from "../screens/boards/studio.ts";
import { bookDetail, bookHome, reader } from "../screens/phone/books.ts";
import { menu, restaurants, tracking } from "../screens/phone/food.ts";
import { creatorStats, player, playlist } from "../screens/phone/music.ts";
import { profiles, videoHome, videoPlayer } from "../screens/phone/video.ts";
import { dashboard, quoteForm } from "../screens/web/insurance.ts";
import { marketplace } from "../screens/web/marketplace.ts";
import { productPage, roomStore } from "../screens/web/shop.ts";

/** The look of one project: what is drawn, not what the project is. */
export interface Look {
  /** The drawing's number: it varies the composition (a flip, the callouts' icons) and names its SVG ids. */
  id: number;
  theme: Theme;
  /** Screens in order of prominence: web and UI/UX use the first, mobile up to three. */
  screens: readonly ((t: Theme) => string)[];
  /** Two icons for the floating cards. */
  motifs: readonly [IconName, IconName];
  /** Status bar colour for phone screens. */
  status?: string;
}

/** A project of src/content/company/projects.ts (its slug, title and category) with its look. */
export interface ProjectArt extends Look {
  slug: string;
  title: string;
  category: ProjectCategory;
}

/** The look of every drawn project, by its slug (its file's name in src/content/projects). */
const looks: Record<string, Look> = {
  "e-construction-webapp": {
    id: 1,
    theme: { primary: "#f59e0b", secondary: "#2563eb", bg: "#fff7ed" },
    screens: [marketplace],
    motifs: ["cart", "trend"],
  },
  "the-clear-360": {
    id: 2,
    theme: { primary: "#f43f5e", secondary: "#14b8a6", bg: "#fff1f2" },
    screens: [clinicBoard],
    motifs: ["calendar", "heart"],
  },
  "jdp-music": {
    id: 3,
    theme: { primary: "#7c3aed", secondary: "#ec4899", bg: "#f5f3ff" },
    screens: [player, playlist, creatorStats],
    motifs: ["music", "heart"],
    status: "#ffffff",
  },
  "video-streaming-app": {
    id: 4,
    theme: { primary: "#e11d48", secondary: "#6366f1", bg: "#1e1b2e", dark: true },
    screens: [videoHome, videoPlayer, profiles],
    motifs: ["play", "film"],
    status: "#ffffff",
  },
  "m-studio": {
    id: 5,
    theme: { primary: "#57534e", secondary: "#c2410c", bg: "#f5f5f4" },
    screens: [studioBoard],
    motifs: ["pen", "image"],
  },
  "e-commerce-platform": {
    id: 6,
    theme: { primary: "#0e7490", secondary: "#f97316", bg: "#ecfeff" },
    screens: [productPage],
    motifs: ["sofa", "star"],
  },
  "formoney-insurance": {
    id: 7,
    theme: { primary: "#059669", secondary: "#f59e0b", bg: "#ecfdf5" },
    screens: [quoteForm],
    motifs: ["shield", "card"],
  },
  "btis-insurance": {
    id: 8,
    theme: { primary: "#2563eb", secondary: "#06b6d4", bg: "#eff6ff" },
    screens: [dashboard],
    motifs: ["chart", "users"],
  },
  "book-universe": {
    id: 9,
    theme: { primary: "#0d9488", secondary: "#f59e0b", bg: "#f0fdfa" },
    screens: [bookHome, reader, bookDetail],
    motifs: ["book", "star"],
  },
  "weylandts-e-commerce": {
    id: 10,
    theme: { primary: "#92400e", secondary: "#d6b98c", bg: "#fdf8f0" },
    screens: [roomStore],
    motifs: ["lamp", "home"],
  },
  "medi-services-healthcare": {
    id: 11,
    theme: { primary: "#0284c7", secondary: "#10b981", bg: "#f0f9ff" },
    screens: [medicalBoard],
    motifs: ["cross", "calendar"],
  },
  "bwl-food-delivery": {
    id: 12,
    theme: { primary: "#ea580c", secondary: "#16a34a", bg: "#fffbeb" },
    screens: [restaurants, tracking, menu],
    motifs: ["food", "pin"],
  },
};

/** Every portfolio project that has a drawn look, in portfolio order (others bring their own pictures). */
export const projectArt: readonly ProjectArt[] = projects.flatMap((p) => {
  const look = looks[p.slug];
  return look ? [{ slug: p.slug, title: p.title, category: p.category, ...look }] : [];
});

/** The features every project lists, as icons for the feature view. */
export const featureIcons: readonly IconName[] = ["layout", "code", "badge", "card", "cart", "lock"];
