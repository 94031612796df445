/** The year shown in the footer of a page served now: part of its cache key and its ETag. */
export const servedYear = (): number => new Date().getUTCFullYear();
