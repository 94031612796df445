/** The year shown in the footer of a page served now: so part of its ETag (src/server/revalidate.ts). */
export const servedYear = (): number => new Date().getUTCFullYear();
