import { lazy, Suspense, useEffect, useState } from "react";
import { CardBody, type CarouselCard } from "./parts/CardBody";

// Swiper comes with the carousel only: a wide screen shows the grid and never fetches it. The
// server never renders the carousel, so its build leaves the import out (one Worker module).
const CardSwiper = import.meta.env.SSR ? () => null : lazy(() => import("./parts/CardSwiper"));

/**
 * Link cards that are a swipe carousel on narrow screens (below `belowPx`: one card per view,
 * 20 px apart, clickable bullets) and a plain grid from `belowPx` up. The server and the first
 * client render show the grid; the carousel is switched on in an effect, so hydration matches,
 * and its code (Swiper) is fetched then — the grid stays until it has arrived.
 */
export default function CardCarousel({
  label,
  cards,
  more,
  bulletLabel,
  belowPx,
}: {
  label: string;
  cards: CarouselCard[];
  /** Visual "Learn more" line of each card. */
  more: string;
  /** Accessible name of a pagination bullet; `{{index}}` is replaced by the card number. */
  bulletLabel: string;
  belowPx: number;
}) {
  const [isCarousel, setCarousel] = useState(false);

  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${belowPx - 0.02}px)`);
    const update = () => setCarousel(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, [belowPx]);

  const grid = (
    <ul className="card-grid cols-2 card-carousel-grid">
      {cards.map((card) => (
        <li key={card.href}>
          <CardBody card={card} more={more} />
        </li>
      ))}
    </ul>
  );

  return (
    <div
      className={`card-carousel${isCarousel ? " is-carousel" : ""}`}
      role="region"
      aria-label={label}
      {...(isCarousel ? { "aria-roledescription": "carousel" } : {})}
    >
      {isCarousel ? (
        <Suspense fallback={grid}>
          <CardSwiper cards={cards} more={more} bulletLabel={bulletLabel} />
        </Suspense>
      ) : (
        grid
      )}
    </div>
  );
}
