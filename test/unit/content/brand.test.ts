import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brandColors } from "../../../src/content/brand";

/** CSS cannot import TypeScript: the tokens must say what src/content/brand.ts says. */
describe("the brand colours", () => {
  const tokens = readFileSync("src/client/styles/tokens.css", "utf8");
  const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

  // A token is `light-dark(light, dark)` or one colour for both schemes; the brand is the light one.
  it.each(Object.entries(brandColors))("--%s in tokens.css is the constant", (name, value) => {
    const declared = tokens.match(new RegExp(`--${kebab(name)}:\\s*(?:light-dark\\()?([^,;)]+)`))?.[1]?.trim();
    expect(declared?.toLowerCase()).toBe(value.toLowerCase());
  });
});
