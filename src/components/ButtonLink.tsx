import type { ReactNode } from "react";
import { ExternalLink } from "./ExternalLink";

const variants = {
  primary: "btn btn-primary",
  secondary: "btn btn-secondary",
  ghost: "btn btn-ghost",
  light: "btn btn-light",
} as const;

export type ButtonVariant = keyof typeof variants;

/** True for links that leave the site (they open in a new tab with rel="noopener"). */
export const isExternal = (href: string) => /^https?:\/\//.test(href);

/**
 * A link styled as a button. External links open in a new tab, safely.
 *
 * @example <ButtonLink href="/hire">Hire Us</ButtonLink>
 */
export function ButtonLink({
  href,
  children,
  variant = "primary",
  size,
  className,
}: {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: "lg";
  className?: string;
}) {
  const classes = [variants[variant], size === "lg" ? "btn-lg" : "", className ?? ""].filter(Boolean).join(" ");
  return isExternal(href) ? (
    <ExternalLink href={href} className={classes}>
      {children}
    </ExternalLink>
  ) : (
    <a href={href} className={classes}>
      {children}
    </a>
  );
}
