/**
 * An island's code could not load: the server-rendered page still works, so warn, not error. Safari
 * rejects in-flight module imports whenever the visitor follows a link, which is no fault at all.
 */
export function islandsUnavailable(error: unknown): void {
  console.warn("Interactive widgets could not be loaded; the page works without them.", error);
}
