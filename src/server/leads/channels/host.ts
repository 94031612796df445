/** A URL's host (as the privacy notice names a receiver: never its path, which may hold a token), or the text itself. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
