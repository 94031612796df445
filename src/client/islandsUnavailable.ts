/**
 * When an island's code cannot be loaded, the page stays as the server rendered it — and that
 * page works without JavaScript — so this is a warning, not an error.
 *
 * The common case is no fault at all: WebKit (Safari, every iPhone browser) cancels the module
 * imports still in flight the moment the visitor follows a link, and rejects them ("Importing a
 * module script failed") while the old page is still running. Reported as errors (or left as
 * unhandled rejections), each quick click on Safari would count as a page error in monitoring.
 */
export function islandsUnavailable(error: unknown): void {
  console.warn("Interactive widgets could not be loaded; the page works without them.", error);
}
