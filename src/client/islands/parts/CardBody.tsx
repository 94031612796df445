export interface CarouselCard {
  title: string;
  description: string;
  href: string;
  image: { avif: string; webp: string; src: string; width: number; height: number };
}

/** One link card of `CardCarousel`, in its grid and in its carousel. */
export function CardBody({ card, more }: { card: CarouselCard; more: string }) {
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
