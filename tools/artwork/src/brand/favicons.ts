/** The favicon set, drawn from the logo in src/content/logo.ts. */
import { logoMarkPaths, logoMarkSvg } from "../facts.ts";

export const faviconSvg = logoMarkSvg;

/** The mark with a little padding on a solid background, for the Apple touch icon (iOS adds its own rounding). */
export const touchIconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${logoMarkPaths.tile.fill}"/><g transform="translate(6 6) scale(0.8125)">${logoMarkPaths.paths.map((p) => `<path d="${p.d}" fill="${p.fill}"/>`).join("")}</g></svg>`;

/** Wrap one PNG in a single-image ICO container (PNG-compressed entries are valid since Windows Vista). */
export function icoFromPng(png: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(6 + 16 + png.length);
  const v = new DataView(out.buffer);
  v.setUint16(0, 0, true); // reserved
  v.setUint16(2, 1, true); // type: icon
  v.setUint16(4, 1, true); // image count
  out[6] = size >= 256 ? 0 : size; // width
  out[7] = size >= 256 ? 0 : size; // height
  out[8] = 0; // palette colours
  out[9] = 0; // reserved
  v.setUint16(10, 1, true); // colour planes
  v.setUint16(12, 32, true); // bits per pixel
  v.setUint32(14, png.length, true); // image size
  v.setUint32(18, 22, true); // image offset
  out.set(png, 22);
  return out;
}
