import { imageUrl } from "../../../components/Picture";
import { images, type ImageKey } from "../../../content/images.generated";

/** Smallest rendition of a portrait that is still sharp at 96 CSS px on a 2x screen. */
export function portraitUrl(key: ImageKey): string {
  const { widths } = images[key];
  return imageUrl(key, widths.find((w) => w >= 192) ?? widths.at(-1));
}
