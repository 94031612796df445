import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { crop, decodePng } from "../../support/png";

/** A PNG chunk (the CRC is not checked by the decoder, so it is left zero). */
const chunk = (type: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, "latin1");
  return Buffer.concat([head, body, Buffer.alloc(4)]);
};

/**
 * Encodes `rows` (bytes per row, `channels` a pixel) with the filter `filters[y]` on row y, as the
 * PNG specification defines them (forward direction), split over two IDAT chunks.
 */
function encode(
  rows: number[][],
  channels: 3 | 4,
  filters: number[],
  { depth = 8, colour = channels === 4 ? 6 : 2 } = {},
) {
  const width = rows[0]!.length / channels;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(rows.length, 4);
  header.set([depth, colour, 0, 0, 0], 8);
  const raw: number[] = [];
  rows.forEach((row, y) => {
    const prior = y > 0 ? rows[y - 1]! : row.map(() => 0);
    raw.push(filters[y]!);
    row.forEach((value, x) => {
      const a = x >= channels ? row[x - channels]! : 0;
      const b = prior[x]!;
      const c = x >= channels ? prior[x - channels]! : 0;
      const p = a + b - c;
      const nearest =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predictor = [0, a, b, Math.floor((a + b) / 2), nearest][filters[y]!]!;
      raw.push((value - predictor + 256) % 256);
    });
  });
  const data = deflateSync(Buffer.from(raw));
  const half = data.length >> 1;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("tEXt", Buffer.from("Software\0test")),
    chunk("IDAT", data.subarray(0, half)),
    chunk("IDAT", data.subarray(half)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Five rows of three RGBA pixels with values that make every predictor matter (and wrap around). */
const RGBA_ROWS = Array.from({ length: 5 }, (_, y) =>
  Array.from({ length: 12 }, (_, x) => (x * 37 + y * 101 + ((x * y) % 7) * 19 + (x % 4 === 3 ? 200 : 0)) % 256),
);

describe("decodePng", () => {
  it("reverses every filter of the specification (none, sub, up, average, Paeth)", () => {
    const png = decodePng(encode(RGBA_ROWS, 4, [0, 1, 2, 3, 4]));
    expect(png).toMatchObject({ width: 3, height: 5 });
    expect([...png.data]).toEqual(RGBA_ROWS.flat());
  });

  it.each([1, 2, 3, 4])("filter %i on every row", (filter) => {
    expect([...decodePng(encode(RGBA_ROWS, 4, [filter, filter, filter, filter, filter])).data]).toEqual(
      RGBA_ROWS.flat(),
    );
  });

  it("gives RGB pixels an opaque alpha", () => {
    const rows = [
      [1, 2, 3, 4, 5, 6],
      [7, 8, 9, 250, 251, 252],
    ];
    const png = decodePng(encode(rows, 3, [4, 3]));
    expect([...png.data]).toEqual([1, 2, 3, 255, 4, 5, 6, 255, 7, 8, 9, 255, 250, 251, 252, 255]);
  });

  it("refuses what it does not read rather than misread it", () => {
    expect(() => decodePng(Buffer.from("GIF89a"))).toThrow(/not a PNG/);
    expect(() => decodePng(encode([[1, 2, 3]], 3, [0], { depth: 16 }))).toThrow(/unsupported/);
    expect(() => decodePng(encode([[1, 2, 3]], 3, [0], { colour: 3 }))).toThrow(/unsupported/);
  });
});

describe("crop", () => {
  const image = decodePng(encode(RGBA_ROWS, 4, [0, 0, 0, 0, 0]));
  const pixel = (x: number, y: number) => RGBA_ROWS[y]!.slice(x * 4, x * 4 + 4);

  it("takes the whole pixels inside the rectangle", () => {
    expect([...crop(image, 1, 2, 2, 2)]).toEqual([...pixel(1, 2), ...pixel(2, 2), ...pixel(1, 3), ...pixel(2, 3)]);
    // A box from 0.5 to 2.5 covers pixel 1 wholly, pixels 0 and 2 in part: only pixel 1.
    expect([...crop(image, 0.5, 0, 2, 1)]).toEqual(pixel(1, 0));
  });

  it("stays inside the image", () => {
    expect([...crop(image, 2, 4, 10, 10)]).toEqual(pixel(2, 4));
    expect(crop(image, 5, 0, 2, 2)).toHaveLength(0);
  });
});
