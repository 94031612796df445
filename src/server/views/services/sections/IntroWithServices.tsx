import CardCarousel from "../../../../client/islands/CardCarousel";
import { FeatureCardGrid } from "../../../../components/FeatureCardGrid";
import { Island } from "../../../../components/Island";
import { pictureSources } from "../../../../components/Picture";
import type { Art } from "../../../../content/services/types";
import type { ValueCard } from "../../../../content/types";

/** Intro points (small cards) followed by service link cards: a carousel on phones, a grid above. */
export function IntroWithServices({
  points,
  services,
  carouselLabel,
  moreLabel,
  bulletLabel,
  belowPx,
}: {
  points: readonly ValueCard[];
  services: readonly (ValueCard & { href: string; image: Art })[];
  carouselLabel: string;
  moreLabel: string;
  bulletLabel: string;
  belowPx: number;
}) {
  return (
    <>
      <FeatureCardGrid cards={points} columns={4} className="intro-points" />
      <div className="intro-services" data-reveal>
        <Island
          component={CardCarousel}
          props={{
            label: carouselLabel,
            more: moreLabel,
            bulletLabel,
            belowPx,
            cards: services.map((service) => ({
              title: service.title,
              description: service.description,
              href: service.href,
              image: pictureSources(service.image.key),
            })),
          }}
        />
      </div>
    </>
  );
}
