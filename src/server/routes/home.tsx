import { paths } from "../../content/paths";
import { site } from "../../content/site";
import { HomePage } from "../pages/home/HomePage";
import type { PageRoute } from "./types";

export const homeRoutes: readonly PageRoute[] = [
  {
    path: paths.home,
    title: `${site.name} — Offshore Software Development & IT Services`,
    description: `Award-winning offshore software development company since ${site.foundedYear}: custom software, web and mobile apps, UI/UX design, SEO & SMM and network solutions.`,
    overlay: "home",
    ogImage: "/og/home.png",
    render: () => <HomePage />,
  },
];
