import { useEffect, useRef, useState } from "react";
import type { Swiper as SwiperInstance } from "swiper";
import { A11y, Navigation, Pagination } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import { carousel } from "../../content/motion";
import { ui } from "../../content/controls";
import { useOnScreen } from "./useOnScreen";

export interface Testimonial {
  name: string;
  /** Designation or role. */
  role: string;
  message: string;
  /** Optional portrait URL (self-hosted). */
  image?: string | null;
}

const reducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Testimonials carousel (Swiper): one slide per view, arrows and clickable bullets.
 * `autoplayMs` turns on looping autoplay that keeps going after interaction (never with reduced
 * motion); it stops while the carousel is off screen or the tab is hidden and starts again, from
 * the same slide, when it is back. The autoplay is a timer, not Swiper's module: that one runs a
 * `requestAnimationFrame` loop for as long as it plays (to report the time left), which made the
 * main thread produce a frame 60 times a second for a carousel that moves every few seconds.
 */
export default function TestimonialCarousel({
  label,
  items,
  autoplayMs = null,
}: {
  label: string;
  items: Testimonial[];
  autoplayMs?: number | null;
}) {
  const autoplayDelay = autoplayMs && !reducedMotion() ? autoplayMs : null;
  const root = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(root);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  useEffect(() => {
    if (!autoplayDelay || !swiper || swiper.destroyed || !onScreen) return;
    let timer = 0;
    // The next slide comes `autoplayDelay` after the last one settled (on a visitor's move too);
    // never while a finger or the mouse holds the slides.
    const schedule = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => swiper.slideNext(), autoplayDelay + carousel.speedMs);
    };
    const hold = () => window.clearTimeout(timer);
    swiper.on("slideChange", schedule);
    swiper.on("touchStart", hold);
    swiper.on("touchEnd", schedule);
    timer = window.setTimeout(() => swiper.slideNext(), autoplayDelay);
    return () => {
      window.clearTimeout(timer);
      swiper.off("slideChange", schedule);
      swiper.off("touchStart", hold);
      swiper.off("touchEnd", schedule);
    };
  }, [autoplayDelay, swiper, onScreen]);

  return (
    <div ref={root} className="testimonials" role="group" aria-roledescription="carousel" aria-label={label}>
      <Swiper
        onSwiper={setSwiper}
        modules={[A11y, Navigation, Pagination]}
        slidesPerView={1}
        spaceBetween={carousel.testimonialGap}
        speed={carousel.speedMs}
        loop={Boolean(autoplayMs)}
        navigation
        pagination={{ clickable: true }}
        a11y={{
          prevSlideMessage: ui.testimonialCarousel.previous,
          nextSlideMessage: ui.testimonialCarousel.next,
          paginationBulletMessage: ui.testimonialCarousel.bullet,
        }}
      >
        {items.map((item) => (
          <SwiperSlide key={item.name}>
            <figure className="testimonial">
              <blockquote className="testimonial-quote">
                <p>{item.message}</p>
              </blockquote>
              <figcaption className="testimonial-author">
                {item.image ? (
                  <img src={item.image} alt="" width={56} height={56} loading="lazy" decoding="async" />
                ) : null}
                <span>
                  <span className="testimonial-name">{item.name}</span>
                  <span className="testimonial-role">{item.role}</span>
                </span>
              </figcaption>
            </figure>
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
