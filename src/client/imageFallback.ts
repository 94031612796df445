/** An image that has finished loading without producing a picture (blocked, missing, corrupt). */
const isBroken = (img: HTMLImageElement) => img.complete && img.currentSrc !== "" && img.naturalWidth === 0;

/**
 * Shows the server-rendered placeholder (`ImageFallback`) of every image frame whose image fails
 * to load, including a failure that happened before this script ran.
 */
export function imageFallbacks(root: ParentNode = document): void {
  for (const fallback of root.querySelectorAll<HTMLElement>("[data-image-fallback]")) {
    const img = fallback.closest("[data-image-frame]")?.querySelector("img");
    if (!img) continue;
    const update = () => (fallback.hidden = !isBroken(img));
    img.addEventListener("error", update);
    img.addEventListener("load", update);
    if (isBroken(img)) update();
  }
}
