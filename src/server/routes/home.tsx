import { HomePage } from "../pages/home/HomePage";
import type { PageRoute } from "./types";

export const homeRoutes: readonly PageRoute[] = [
  {
    path: "/",
    title: "Vertexa Technologies — Offshore Software Development & IT Services",
    description:
      "Award-winning offshore software development company since 2017: custom software, web and mobile apps, UI/UX design, SEO & SMM and network solutions.",
    overlay: "home",
    ogImage: "/og/home.png",
    render: () => <HomePage />,
  },
];
