import { A11y, Pagination } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import { carousel } from "../../../content/motion";
import { CardBody, type CarouselCard } from "./CardBody";

/** The swipe carousel of `CardCarousel` (its own chunk: Swiper is fetched only when a carousel is shown). */
export default function CardSwiper({
  cards,
  more,
  bulletLabel,
}: {
  cards: CarouselCard[];
  more: string;
  bulletLabel: string;
}) {
  return (
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
  );
}
