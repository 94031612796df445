import { useEffect, useState, type ComponentType } from "react";
import { islandsUnavailable } from "../islandsUnavailable";
import { CardBody, type CarouselCard } from "./parts/CardBody";

type CardSwiperComponent = ComponentType<{ cards: CarouselCard[]; more: string; bulletLabel: string }>;

// Swiper comes with the carousel only: a wide screen shows the grid and never fetches it. The
// server never renders the carousel, so its build leaves the import out (one Worker module).
const loadCardSwiper = (): Promise<CardSwiperComponent> =>
  import.meta.env.SSR
    ? Promise.reject(new Error("the carousel is rendered in the browser only"))
    : import("./parts/CardSwiper").then((module) => module.default);

/**
 * Link cards that are a swipe carousel on narrow screens (below `belowPx`: one card per view,
 * 20 px apart, clickable bullets) and a plain grid from `belowPx` up. The server and the first
 * client render show the grid; the carousel is switched on in an effect, so hydration matches,
 * and its code (Swiper) is fetched then. The grid stays mounted, as it is, until that code has
 * arrived (no Suspense fallback: a fallback would be a second grid whose pictures load again, so
 * the cards would flash empty while Swiper is on its way); if it never arrives, the grid stays.
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
  /** Swiper's carousel once its code is here and the screen is narrow; null shows the grid. */
  const [Carousel, setCarousel] = useState<CardSwiperComponent | null>(null);

  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${belowPx - 0.02}px)`);
    let active = true;
    const update = () => {
      if (!query.matches) return setCarousel(null);
      loadCardSwiper().then((component) => {
        if (active && query.matches) setCarousel(() => component);
      }, islandsUnavailable);
    };
    update();
    query.addEventListener("change", update);
    return () => {
      active = false;
      query.removeEventListener("change", update);
    };
  }, [belowPx]);

  return (
    <section
      className={`card-carousel${Carousel ? " is-carousel" : ""}`}
      aria-label={label}
      {...(Carousel ? { "aria-roledescription": "carousel" } : {})}
    >
      {Carousel ? (
        <Carousel cards={cards} more={more} bulletLabel={bulletLabel} />
      ) : (
        <ul className="card-grid cols-2 card-carousel-grid">
          {cards.map((card) => (
            <li key={card.href}>
              <CardBody card={card} more={more} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
