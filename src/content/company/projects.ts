import type { Project, ProjectCategory } from "../types";
import { paths } from "../paths";

/** Features are the same on every project: one list, shown on each case study. */
const features = [
  "CMS",
  "Custom code",
  "professional job",
  "industry standard",
  "stripe",
  "shopping",
  "real time authentication",
] as const;

const imagesOf = <N extends number>(id: N) =>
  [`project-${id}-banner`, `project-${id}-about`, `project-${id}-features`] as const;

export const projectCategories = ["All", "Web Development", "Mobile App", "UI/UX Design"] as const satisfies readonly (
  ProjectCategory | "All"
)[];

/** The twelve case studies, in portfolio order. The first six are featured on the home page. */
export const projects = [
  {
    id: 1,
    title: "Jetstream E-Commerce",
    category: "Web Development",
    description: "A construction-supplies marketplace with quotes, bulk ordering and live delivery tracking.",
    detail:
      "Jetstream E-Commerce brings contractors and suppliers onto one web platform. Buyers compare quotes, place bulk orders and follow every delivery on a live map, while suppliers manage stock, pricing tiers and invoices from a single dashboard. We built the storefront, the supplier back office and the payment flows, and tuned the catalogue search to answer in under 100 ms across fifty thousand products.",
    features,
    slug: "e-construction-webapp",
    projectUrl: "#",
    images: imagesOf(1),
  },
  {
    id: 2,
    title: "The Clear 360",
    category: "UI/UX Design",
    description: "A calm, accessible interface for a skin-clinic booking and aftercare app.",
    detail:
      "The Clear 360 needed a booking journey that felt as reassuring as the clinic itself. We ran interviews with patients and staff, mapped the journey from first enquiry to aftercare, and designed a component library and prototype that cut the steps to book a treatment from nine to four. Every screen meets WCAG 2.2 AA contrast and works with a screen reader.",
    features,
    slug: "the-clear-360",
    projectUrl: "#",
    images: imagesOf(2),
  },
  {
    id: 3,
    title: "JDP Music",
    category: "Mobile App",
    description: "A music streaming and lessons app for independent artists and their fans.",
    detail:
      "JDP Music lets independent artists publish tracks, sell lessons and talk to their fans in one app. We built native-feeling iOS and Android apps from one codebase, with offline playback, in-app purchases and a creator dashboard that shows plays, revenue and audience by city.",
    features,
    slug: "jdp-music",
    projectUrl: "#",
    images: imagesOf(3),
  },
  {
    id: 4,
    title: "Jet Stream",
    category: "Mobile App",
    description: "A video streaming app with adaptive playback, downloads and family profiles.",
    detail:
      "Jet Stream is a subscription video service for regional films and series. We delivered the mobile apps with adaptive bitrate playback, downloads for offline viewing, parental controls and family profiles, plus the content pipeline that transcodes and publishes new titles in minutes.",
    features,
    slug: "video-streaming-app",
    projectUrl: "#",
    images: imagesOf(4),
  },
  {
    id: 5,
    title: "M Studio",
    category: "UI/UX Design",
    description: "Brand identity and website design for a boutique architecture studio.",
    detail:
      "M Studio wanted a site as considered as its buildings. We designed a quiet, image-led portfolio with a modular grid, a type system built on two families and a case-study template the studio's team can fill in themselves. Page weight stayed under 300 KB despite the photography.",
    features,
    slug: "m-studio",
    projectUrl: "#",
    images: imagesOf(5),
  },
  {
    id: 6,
    title: "Gughe Cover House",
    category: "Web Development",
    description: "An online store for custom furniture covers with a live fabric configurator.",
    detail:
      "Gughe Cover House sells made-to-measure covers. We built a configurator that previews fabric, colour and fit on the customer's own furniture dimensions, a checkout with Stripe, and an order pipeline that sends cutting sheets straight to the workshop.",
    features,
    slug: "e-commerce-platform",
    projectUrl: "#",
    images: imagesOf(6),
  },
  {
    id: 7,
    title: "For Money Insurance",
    category: "Web Development",
    description: "Instant insurance quotes and policy management for small businesses.",
    detail:
      "For Money Insurance replaced a paper quote process with a web app that prices a policy in under a minute. We integrated three underwriting APIs, built document upload with e-signatures and a customer portal for renewals and claims.",
    features,
    slug: "formoney-insurance",
    projectUrl: "#",
    images: imagesOf(7),
  },
  {
    id: 8,
    title: "BTIS Insurance",
    category: "Web Development",
    description: "An agent portal for a specialty insurer, from quote to bind.",
    detail:
      "BTIS agents quote, bind and service policies across several states. We rebuilt their portal with role-based access, a rules engine for state-specific forms and dashboards that show each agency its pipeline and commissions in real time.",
    features,
    slug: "btis-insurance",
    projectUrl: "#",
    images: imagesOf(8),
  },
  {
    id: 9,
    title: "Book Universe",
    category: "Mobile App",
    description: "A reading app with a social bookshelf, reading goals and an e-book store.",
    detail:
      "Book Universe combines an e-book store with a social reading life: shelves, goals, reviews and book clubs. We built the mobile apps, the reader with adjustable typography and night mode, and the recommendation service that suggests the next read.",
    features,
    slug: "book-universe",
    projectUrl: "#",
    images: imagesOf(9),
  },
  {
    id: 10,
    title: "weylandts",
    category: "Web Development",
    description: "A headless commerce rebuild for a premium furniture and homeware retailer.",
    detail:
      "weylandts moved to a headless storefront to keep its catalogue fast worldwide. We built the storefront, connected it to their ERP for live stock per store, and added room-planner tools and click-and-collect.",
    features,
    slug: "weylandts-e-commerce",
    projectUrl: "#",
    images: imagesOf(10),
  },
  {
    id: 11,
    title: "Medi Services",
    category: "UI/UX Design",
    description: "Patient-first design for a healthcare appointments and records platform.",
    detail:
      "Medi Services connects patients with clinics, test labs and pharmacies. We redesigned the patient app and the clinic dashboard around real tasks — booking, results, prescriptions — and tested every flow with patients over sixty.",
    features,
    slug: "medi-services-healthcare",
    projectUrl: "#",
    images: imagesOf(11),
  },
  {
    id: 12,
    title: "BWL",
    category: "Mobile App",
    description: "A food delivery app with live courier tracking and restaurant tools.",
    detail:
      "BWL is a food delivery service for mid-sized cities. We built the customer, courier and restaurant apps, live order tracking, dynamic delivery fees and a dispatch service that assigns each order to the best courier in real time.",
    features,
    slug: "bwl-food-delivery",
    projectUrl: "#",
    images: imagesOf(12),
  },
] as const satisfies readonly Project[];

/** How categories are compared (the filter and `?category=`): trimmed, case-insensitive. */
const categoryKey = (category: string | null | undefined) => (category ?? "").trim().toLowerCase();

export type PortfolioCategory = (typeof projectCategories)[number];

/** Portfolio filter: trimmed, case-insensitive match on category; anything unknown means All. */
export function filterProjects<P extends Pick<Project, "category">>(
  list: readonly P[],
  category: string | null | undefined,
): readonly P[] {
  const wanted = categoryKey(category);
  if (!wanted || wanted === "all") return list;
  return list.filter((p) => categoryKey(p.category) === wanted);
}

/**
 * The filter button a `?category=` value selects; unknown or missing values select "All".
 *
 * @example activeCategory("  mobile app ") // "Mobile App"
 */
export function activeCategory(category: string | null | undefined): PortfolioCategory {
  return projectCategories.find((c) => categoryKey(c) === categoryKey(category)) ?? "All";
}

/** Address of the portfolio filtered by a category (the no-JavaScript filter links). */
export const portfolioHref = (category: PortfolioCategory) =>
  category === "All" ? paths.portfolio : `${paths.portfolio}?category=${encodeURIComponent(category)}`;

export const projectPath = (project: Pick<Project, "slug">) => `${paths.portfolio}/${project.slug}`;

/** The project with this exact slug, if any. */
export const findProject = (slug: string): Project | undefined => projects.find((p) => p.slug === slug);

/** Previous and next projects in portfolio order, wrapping around at both ends. */
export function adjacentProjects(project: Pick<Project, "id">): { previous: Project; next: Project } {
  const list: readonly Project[] = projects;
  const index = list.findIndex((p) => p.id === project.id);
  const at = (i: number) => list[(i + list.length) % list.length] as Project;
  return { previous: at(index - 1), next: at(index + 1) };
}
