/** Crawlers get the complete document in one piece; people get the stream. */
const BOT_UA = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview/i;
export const isBot = (userAgent: string | undefined) => BOT_UA.test(userAgent ?? "");
