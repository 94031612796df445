/**
 * Decodes the PNG a browser screenshot gives (8 bits a channel, RGB or RGBA, not interlaced) into
 * RGBA bytes, with node:zlib alone: the pixel contrast pass reads screenshots without an image
 * library.
 */
import { inflateSync } from "node:zlib";

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel, row after row. */
  data: Uint8Array;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The Paeth predictor of the PNG specification (filter type 4). */
function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** RGBA pixels of a PNG file; throws on anything but 8-bit RGB/RGBA without interlacing. */
export function decodePng(file: Uint8Array): Pixels {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  if (!SIGNATURE.every((b, i) => bytes[i] === b)) throw new Error("not a PNG");
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString("latin1", at + 4, at + 8);
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (type === "IHDR") {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colour, , , interlace] = body.subarray(8, 13);
      channels = colour === 6 ? 4 : colour === 2 ? 3 : 0;
      if (depth !== 8 || channels === 0 || interlace !== 0) {
        throw new Error(`unsupported PNG: depth ${depth}, colour type ${colour}, interlace ${interlace}`);
      }
    } else if (type === "IDAT") idat.push(body);
    else if (type === "IEND") break;
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const rows = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const src = y * (stride + 1) + 1;
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? rows[y * stride + x - channels]! : 0;
      const up = y > 0 ? rows[(y - 1) * stride + x]! : 0;
      const upLeft = y > 0 && x >= channels ? rows[(y - 1) * stride + x - channels]! : 0;
      const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter!];
      if (predictor === undefined) throw new Error(`unknown PNG filter ${filter}`);
      rows[y * stride + x] = (raw[src + x]! + predictor) & 0xff;
    }
  }
  if (channels === 4) return { width, height, data: rows };
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    data.set(rows.subarray(i * 3, i * 3 + 3), i * 4);
    data[i * 4 + 3] = 255;
  }
  return { width, height, data };
}

/** The RGBA bytes of a rectangle of `pixels` (whole pixels, clamped to the image). */
export function crop(pixels: Pixels, x: number, y: number, width: number, height: number): Uint8Array {
  const [x0, y0] = [Math.max(0, Math.ceil(x)), Math.max(0, Math.ceil(y))];
  const [x1, y1] = [Math.min(pixels.width, Math.floor(x + width)), Math.min(pixels.height, Math.floor(y + height))];
  if (x1 <= x0 || y1 <= y0) return new Uint8Array(0);
  const out = new Uint8Array((x1 - x0) * (y1 - y0) * 4);
  for (let row = y0; row < y1; row++) {
    out.set(
      pixels.data.subarray((row * pixels.width + x0) * 4, (row * pixels.width + x1) * 4),
      (row - y0) * (x1 - x0) * 4,
    );
  }
  return out;
}
