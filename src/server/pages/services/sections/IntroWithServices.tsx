import CardCarousel from "../../../../client/islands/CardCarousel";
import { CardGrid } from "../../../../components/CardGrid";
import { FeatureCard } from "../../../../components/FeatureCard";
import { Island } from "../../../../components/Island";
import { pictureSources } from "../../../../components/Picture";
import type { Art, ServiceCard } from "../../../../content/services/types";

/** Intro points (small cards) followed by service link cards: a carousel on phones, a grid above. */
export function IntroWithServices({
  points,
  services,
  carouselLabel,
  moreLabel,
  bulletLabel,
  belowPx,
}: {
  points: readonly ServiceCard[];
  services: readonly (ServiceCard & { href: string; image: Art })[];
  carouselLabel: string;
  moreLabel: string;
  bulletLabel: string;
  belowPx: number;
}) {
  return (
    <>
      <CardGrid columns={4} className="intro-points">
        {points.map((point) => (
          <FeatureCard key={point.title} icon={point.icon} title={point.title} description={point.description} />
        ))}
      </CardGrid>
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
