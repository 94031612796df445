import type { ReactNode } from "react";
import type { ImageKey } from "../content/images.generated";
import type { Link } from "../content/types";
import { ActionButtons } from "./ActionButtons";
import { Picture } from "./Picture";

/**
 * The width the art column of a PageHero is shown at, as `sizes`: half of the container (76rem less
 * 2rem padding each side) past 1024 px, in a 1.1fr / 1fr grid with a 3rem gap; the container's
 * width below.
 */
export const PAGE_HERO_ART_SIZES =
  "(min-width: 1216px) 526px, (min-width: 1024px) calc((100vw - 7rem) / 2.1), (min-width: 768px) calc(100vw - 4rem), calc(100vw - 2rem)";

/**
 * The opening band of an inner page: one h1, a lead, calls to action and optional artwork.
 * The first action is primary, the rest secondary.
 *
 * @example <PageHero eyebrow="Careers" title="Build your career with us" actions={[{ label: "Open positions", href: "#positions" }]} />
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  actions = [],
  image,
  art,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  actions?: readonly Link[];
  image?: { key: ImageKey; alt: string };
  /** Custom artwork for the art column, instead of `image` (e.g. an image with a fallback). */
  art?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className={`page-hero${image || art ? " has-image" : ""}`} aria-labelledby="page-title">
      <div className="container page-hero-inner">
        <div className="page-hero-copy">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h1 id="page-title" className="page-title">
            {title}
          </h1>
          {lead ? <p className="lead">{lead}</p> : null}
          {actions.length ? <ActionButtons actions={actions} first="primary" rest="secondary" /> : null}
          {children}
        </div>
        {art ? (
          <div className="page-hero-art">{art}</div>
        ) : image ? (
          <div className="page-hero-art">
            <Picture image={image.key} alt={image.alt} priority sizes={PAGE_HERO_ART_SIZES} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
