/** The twelve portfolio projects: theme colours, screens and the icons that hint at each domain. */
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

export type Category = "Web Development" | "Mobile App" | "UI/UX Design";

export interface ProjectArt {
  id: number;
  title: string;
  category: Category;
  theme: Theme;
  /** Screens in order of prominence: web and UI/UX use the first, mobile up to three. */
  screens: readonly ((t: Theme) => string)[];
  /** Two icons for the floating cards. */
  motifs: readonly [IconName, IconName];
  /** Status bar colour for phone screens. */
  status?: string;
}

export const projectArt: readonly ProjectArt[] = [
  {
    id: 1,
    title: "Jetstream E-Commerce",
    category: "Web Development",
    theme: { primary: "#f59e0b", secondary: "#2563eb", bg: "#fff7ed" },
    screens: [marketplace],
    motifs: ["cart", "trend"],
  },
  {
    id: 2,
    title: "The Clear 360",
    category: "UI/UX Design",
    theme: { primary: "#f43f5e", secondary: "#14b8a6", bg: "#fff1f2" },
    screens: [clinicBoard],
    motifs: ["calendar", "heart"],
  },
  {
    id: 3,
    title: "JDP Music",
    category: "Mobile App",
    theme: { primary: "#7c3aed", secondary: "#ec4899", bg: "#f5f3ff" },
    screens: [player, playlist, creatorStats],
    motifs: ["music", "heart"],
    status: "#ffffff",
  },
  {
    id: 4,
    title: "Jet Stream",
    category: "Mobile App",
    theme: { primary: "#e11d48", secondary: "#6366f1", bg: "#1e1b2e", dark: true },
    screens: [videoHome, videoPlayer, profiles],
    motifs: ["play", "film"],
    status: "#ffffff",
  },
  {
    id: 5,
    title: "M Studio",
    category: "UI/UX Design",
    theme: { primary: "#57534e", secondary: "#c2410c", bg: "#f5f5f4" },
    screens: [studioBoard],
    motifs: ["pen", "image"],
  },
  {
    id: 6,
    title: "Gughe Cover House",
    category: "Web Development",
    theme: { primary: "#0e7490", secondary: "#f97316", bg: "#ecfeff" },
    screens: [productPage],
    motifs: ["sofa", "star"],
  },
  {
    id: 7,
    title: "For Money Insurance",
    category: "Web Development",
    theme: { primary: "#059669", secondary: "#f59e0b", bg: "#ecfdf5" },
    screens: [quoteForm],
    motifs: ["shield", "card"],
  },
  {
    id: 8,
    title: "BTIS Insurance",
    category: "Web Development",
    theme: { primary: "#2563eb", secondary: "#06b6d4", bg: "#eff6ff" },
    screens: [dashboard],
    motifs: ["chart", "users"],
  },
  {
    id: 9,
    title: "Book Universe",
    category: "Mobile App",
    theme: { primary: "#0d9488", secondary: "#f59e0b", bg: "#f0fdfa" },
    screens: [bookHome, reader, bookDetail],
    motifs: ["book", "star"],
  },
  {
    id: 10,
    title: "weylandts",
    category: "Web Development",
    theme: { primary: "#92400e", secondary: "#d6b98c", bg: "#fdf8f0" },
    screens: [roomStore],
    motifs: ["lamp", "home"],
  },
  {
    id: 11,
    title: "Medi Services",
    category: "UI/UX Design",
    theme: { primary: "#0284c7", secondary: "#10b981", bg: "#f0f9ff" },
    screens: [medicalBoard],
    motifs: ["cross", "calendar"],
  },
  {
    id: 12,
    title: "BWL",
    category: "Mobile App",
    theme: { primary: "#ea580c", secondary: "#16a34a", bg: "#fffbeb" },
    screens: [restaurants, tracking, menu],
    motifs: ["food", "pin"],
  },
];

/** The features every project lists, as icons for the feature view. */
export const featureIcons: readonly IconName[] = ["layout", "code", "badge", "card", "cart", "lock"];
