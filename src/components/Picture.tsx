import { images, type GeneratedImage } from "../content/images.generated";
import type { ImageRef } from "../content/types";

const FORMATS = ["avif", "webp"] as const;

export type { ImageRef };

/** The renditions an image reference names. */
export const rendered = (image: ImageRef): GeneratedImage => (typeof image === "string" ? images[image] : image);

/** `srcset` for one format of a generated image: every width it was rendered at. */
export function srcSet(key: ImageRef, format: (typeof FORMATS)[number]): string {
  const image = rendered(key);
  return image.widths.map((w) => `${image.base}-${w}.${format} ${w}w`).join(", ");
}

/** URL of the largest WebP rendition (for Open Graph, JSON-LD and fallbacks). */
export function imageUrl(key: ImageRef, width?: number): string {
  const image = rendered(key);
  const w = width ?? image.widths.at(-1) ?? image.width;
  return `${image.base}-${w}.webp`;
}

/** The sources of one image as plain JSON, for islands that render their own `<picture>`. */
export function pictureSources(key: ImageRef): {
  avif: string;
  webp: string;
  src: string;
  width: number;
  height: number;
} {
  const { width, height } = rendered(key);
  return { avif: srcSet(key, "avif"), webp: srcSet(key, "webp"), src: imageUrl(key), width, height };
}

/**
 * The one way the site shows artwork: AVIF and WebP at several widths, explicit dimensions
 * (no layout shift), lazy below the fold. Above-the-fold images pass `priority`, and `sizes` as
 * shown, so the smallest width that is sharp enough is chosen.
 *
 * A `priority` picture is WebP only. It is decoded in the first frame, on the critical path of a
 * prerendered page's activation: in software (no hardware AVIF decoder), WebP decodes about four
 * times faster than AVIF at the same size (a 960 × 720 illustration: 15 ms against 60 ms, measured in
 * Chromium; docs/measurements/navigations.md), for a few kilobytes more. Below the fold, decoded
 * later, the smaller AVIF is kept.
 *
 * @example <Picture image="project-e-construction-webapp-banner" alt="Jetstream storefront" sizes="(min-width: 768px) 33vw, 100vw" />
 */
export function Picture({
  image,
  alt,
  sizes = "100vw",
  priority = false,
  className,
}: {
  image: ImageRef;
  alt: string;
  sizes?: string;
  priority?: boolean;
  className?: string;
}) {
  const { width, height } = rendered(image);
  const formats = priority ? FORMATS.filter((format) => format === "webp") : FORMATS;
  return (
    <picture className={className}>
      {formats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(image, format)} sizes={sizes} />
      ))}
      <img
        src={imageUrl(image)}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        {...(priority ? { fetchPriority: "high" as const } : {})}
      />
    </picture>
  );
}
