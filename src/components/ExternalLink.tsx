import type { ReactNode } from "react";
import { ui } from "../content/controls";

/**
 * A link that leaves the site: it opens in a new tab, safely (`rel="noopener noreferrer"`), and
 * ends with visually hidden text saying so — `hiddenText` first when the visible content needs
 * more words for a screen reader. `href` and `className` are written in the order given.
 * Rendered on both sides: islands use it too.
 *
 * @example <ExternalLink href="https://www.linkedin.com/…">LinkedIn</ExternalLink>
 */
export function ExternalLink({
  children,
  hiddenText,
  ...attributes
}: {
  href: string;
  className?: string;
  children: ReactNode;
  hiddenText?: ReactNode;
}) {
  return (
    <a {...attributes} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">
        {hiddenText}
        {` ${ui.opensInNewTab}`}
      </span>
    </a>
  );
}
