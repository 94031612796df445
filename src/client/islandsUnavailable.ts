/**
 * When the code of the islands cannot be loaded, the page stays as the server rendered it — and
 * that page works without JavaScript — so this is a warning, not an uncaught failure.
 *
 * The common case is no fault at all: WebKit (Safari, every iPhone browser) cancels the module
 * imports still in flight the moment the visitor follows a link, and rejects them ("Importing a
 * module script failed") while the old page is still running. Left unhandled, each one was an
 * unhandled promise rejection on the page, which error monitoring reports as an error.
 */
export function islandsUnavailable(error: unknown): void {
  console.warn("Interactive widgets could not be loaded; the page works without them.", error);
}
