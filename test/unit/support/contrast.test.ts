import { describe, expect, it } from "vitest";
import {
  backgroundContrast,
  luminance,
  parseRgb,
  percentile,
  ratio,
  requiredRatio,
  type Rgba,
} from "../../support/contrast";

/** RGBA bytes: `count` pixels of each colour, in order. */
const pixels = (...runs: [number, [number, number, number]][]) =>
  Uint8Array.from(runs.flatMap(([count, [r, g, b]]) => Array.from({ length: count }, () => [r, g, b, 255]).flat()));
const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };
const WHITE = [255, 255, 255] as [number, number, number];

describe("luminance and ratio (WCAG 2)", () => {
  it("black on white is 21:1, a colour on itself 1:1", () => {
    expect(ratio(luminance(0, 0, 0), luminance(255, 255, 255))).toBe(21);
    expect(ratio(luminance(79, 70, 229), luminance(79, 70, 229))).toBe(1);
  });

  // Figures published by WebAIM's contrast checker: #767676 is the lightest grey that passes on white.
  it.each([
    [[0x76, 0x76, 0x76], 4.54],
    [[0x77, 0x77, 0x77], 4.48],
    [[0x4f, 0x46, 0xe5], 6.29],
  ] as const)("%j on white: %f:1", ([r, g, b], expected) => {
    expect(ratio(luminance(r, g, b), luminance(255, 255, 255))).toBeCloseTo(expected, 2);
  });

  it("whichever colour is lighter", () => {
    expect(ratio(0.2, 0.8)).toBe(ratio(0.8, 0.2));
  });
});

describe("parseRgb", () => {
  it.each([
    ["rgb(224, 231, 255)", { r: 224, g: 231, b: 255, a: 1 }],
    ["rgba(15, 23, 42, 0.5)", { r: 15, g: 23, b: 42, a: 0.5 }],
    ["rgb(1 2 3 / 25%)", { r: 1, g: 2, b: 3, a: 0.25 }],
    ["rgba(0, 0, 0, 0)", { r: 0, g: 0, b: 0, a: 0 }],
  ])("%s", (css, expected) => expect(parseRgb(css)).toEqual(expected));

  it("refuses what it cannot read rather than guess", () => {
    expect(() => parseRgb("color(srgb 1 0 0)")).toThrow(/not an rgb/);
    expect(() => parseRgb("transparent")).toThrow(/not an rgb/);
  });
});

describe("percentile", () => {
  it("sets the lowest share aside", () => {
    const hundred = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(hundred, 0.05)).toBe(6);
    expect(percentile([9, 1, 5, 7], 0.25)).toBe(5);
    expect(percentile([9, 1, 5, 7], 0)).toBe(1);
    expect(percentile([9, 1, 5, 7], 1)).toBe(9);
  });

  it("has no answer for no values", () => {
    expect(() => percentile([], 0.05)).toThrow();
  });
});

describe("requiredRatio (WCAG AA)", () => {
  it.each([
    [16, 400, 4.5],
    [23.9, 700, 3], // bold from 18.66 px
    [23.9, 400, 4.5],
    [24, 400, 3],
    [18.66, 700, 3],
    [18.66, 600, 4.5],
    [18.6, 700, 4.5],
  ])("%f px, weight %i: %f", (size, weight, expected) => expect(requiredRatio(size, weight)).toBe(expected));
});

describe("backgroundContrast", () => {
  it("is the ratio that all but the worst 5 % of the pixels reach", () => {
    // Black text: 95 white pixels reach 21:1, 5 black ones 1:1 — set aside.
    expect(backgroundContrast(BLACK, pixels([5, [0, 0, 0]], [95, WHITE]))).toBe(21);
    // One more unreadable pixel and it is judged by the unreadable ones.
    expect(backgroundContrast(BLACK, pixels([6, [0, 0, 0]], [94, WHITE]))).toBe(1);
  });

  it("text the colour of its background is 1:1 wherever the rest is", () => {
    const brand = [0x63, 0x66, 0xf1] as [number, number, number];
    expect(backgroundContrast({ r: 0x63, g: 0x66, b: 0xf1, a: 1 }, pixels([50, brand], [50, WHITE]))).toBe(1);
  });

  it("blends translucent text over each pixel, as it is painted", () => {
    // White at half opacity over black paints about #808080, which is 5.32:1 on black.
    const measured = backgroundContrast({ r: 255, g: 255, b: 255, a: 0.5 }, pixels([10, [0, 0, 0]]));
    expect(measured).toBeGreaterThan(5.2);
    expect(measured).toBeLessThan(5.4);
    expect(backgroundContrast({ r: 255, g: 255, b: 255, a: 0 }, pixels([10, [0, 0, 0]]))).toBe(1);
  });

  it("has no answer without pixels", () => {
    expect(() => backgroundContrast(BLACK, new Uint8Array(0))).toThrow(/no pixels/);
  });
});
