import { describe, expect, it } from "vitest";
import { isBot } from "../../src/server/crawler";

describe("crawler detection", () => {
  it.each([
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0)",
    "facebookexternalhit/1.1",
    "DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)",
  ])("treats %s as a crawler", (ua) => expect(isBot(ua)).toBe(true));

  it.each([
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
    undefined,
  ])("streams to people (%s)", (ua) => expect(isBot(ua)).toBe(false));
});
