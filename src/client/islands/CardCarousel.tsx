import { useEffect, useState } from "react";
import { A11y, Pagination } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import { carousel } from "../../content/constants";

export interface CarouselCard {
  title: string;
  description: string;
  href: string;
  image: { avif: string; webp: string; src: string; width: number; height: number };
}

function CardBody({ card, more }: { card: CarouselCard; more: string }) {
  return (
    <article className="card project-card carousel-card">
      <picture className="project-card-image">
        <source type="image/avif" srcSet={card.image.avif} sizes="(min-width: 768px) 50vw, 100vw" />
        <source type="image/webp" srcSet={card.image.webp} sizes="(min-width: 768px) 50vw, 100vw" />
        <img
          src={card.image.src}
          alt=""
          width={card.image.width}
          height={card.image.height}
          loading="lazy"
          decoding="async"
        />
      </picture>
      <div className="project-card-body">
        <h3 className="card-title">
          <a href={card.href} className="card-link">
            {card.title}
          </a>
        </h3>
        <p className="card-text">{card.description}</p>
        <span className="carousel-card-more" aria-hidden="true">
          {more} →
        </span>
      </div>
    </article>
  );
}

/**
 * Link cards that are a swipe carousel on narrow screens (below `belowPx`: one card per view,
 * 20 px apart, clickable bullets) and a plain grid from `belowPx` up. The server and the first
 * client render show the grid; the carousel is switched on in an effect, so hydration matches.
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

  return (
    <div
      className={`card-carousel${isCarousel ? " is-carousel" : ""}`}
      role="region"
      aria-label={label}
      {...(isCarousel ? { "aria-roledescription": "carousel" } : {})}
    >
      {isCarousel ? (
        <Swiper
          modules={[A11y, Pagination]}
          slidesPerView={1}
          spaceBetween={carousel.cardCarouselGap}
          speed={carousel.speedMs}
          pagination={{ clickable: true }}
          a11y={{ paginationBulletMessage: bulletLabel }}
        >
          {cards.map((card) => (
            <SwiperSlide key={card.href}>
              <CardBody card={card} more={more} />
            </SwiperSlide>
          ))}
        </Swiper>
      ) : (
        <ul className="card-grid cols-2 card-carousel-grid">
          {cards.map((card) => (
            <li key={card.href}>
              <CardBody card={card} more={more} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
