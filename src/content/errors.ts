import { paths } from "./paths";
/** Copy of the error screens: the 404 page and the 500 page. */
export const notFound = {
  code: "404",
  title: "Oops! Page not found",
  lead: "The page you are looking for does not exist or has moved.",
  cta: { label: "Return to Home", href: paths.home },
} as const;

export const unexpectedError = {
  title: "Unexpected Application Error!",
  message: "Something went wrong on our side. Please try again in a moment.",
} as const;
