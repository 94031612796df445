import { NotFoundPage } from "../views/errors/NotFoundPage";
import type { AreaViews } from "./types";

export const errorViews = {
  notFound: { render: () => <NotFoundPage /> },
} satisfies AreaViews;
