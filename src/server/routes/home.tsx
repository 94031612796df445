import { HomePage } from "../views/home/HomePage";
import type { AreaViews } from "./types";

export const homeViews = {
  home: { render: () => <HomePage /> },
} satisfies AreaViews;
