import { pages } from "../../content/pages";
import { HomePage } from "../pages/home/HomePage";
import { pageRoute } from "./pageRoute";
import type { PageRoute } from "./types";

export const homeRoutes: readonly PageRoute[] = [pageRoute(pages.home, () => <HomePage />)];
