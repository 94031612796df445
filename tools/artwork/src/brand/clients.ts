/** The client wordmarks shown on the home page: names from src/content/home.ts, marks and colours drawn here. */
import { clientLogos as clients } from "../facts.ts";

interface Mark {
  color: string;
  /** Mark drawn in a 40 × 40 box. */
  mark: (c: string) => string;
}

/** Each client's colour and mark, by the file name of its wordmark. */
const marks: Readonly<Record<string, Mark>> = {
  northwind: {
    color: "#0369a1",
    mark: (c) =>
      `<circle cx="20" cy="20" r="18" fill="none" stroke="${c}" stroke-width="3" opacity=".35"/><path d="M20 3l4.5 12.5L37 20l-12.5 4.5L20 37l-4.5-12.5L3 20l12.5-4.5z" fill="${c}"/><path d="M20 3l4.5 12.5L20 20z M37 20l-12.5 4.5L20 20z M20 37l-4.5-12.5L20 20z M3 20l12.5-4.5L20 20z" fill="#fff" opacity=".35"/>`,
  },
  helix: {
    color: "#0f766e",
    mark: (c) =>
      `<path d="M10 3c0 10 20 10 20 17S10 27 10 37" fill="none" stroke="${c}" stroke-width="4" stroke-linecap="round"/><path d="M30 3c0 10-20 10-20 17s20 7 20 17" fill="none" stroke="${c}" stroke-width="4" stroke-linecap="round" opacity=".5"/><path d="M14 9h12M14 31h12" stroke="${c}" stroke-width="3" stroke-linecap="round"/>`,
  },
  lumen: {
    color: "#b45309",
    mark: (c) =>
      `<path d="M4 34V16c6-2 11-1 16 3 5-4 10-5 16-3v18c-6-2-11-1-16 3-5-4-10-5-16-3z" fill="${c}" opacity=".25"/><path d="M20 19v18" stroke="${c}" stroke-width="3"/><circle cx="20" cy="8" r="5" fill="${c}"/><path d="M11 5l2 2M29 5l-2 2M20 -1v2" stroke="${c}" stroke-width="2.5" stroke-linecap="round"/>`,
  },
  orbital: {
    color: "#6d28d9",
    mark: (c) =>
      `<circle cx="20" cy="20" r="11" fill="${c}"/><ellipse cx="20" cy="20" rx="19" ry="7" fill="none" stroke="${c}" stroke-width="3" transform="rotate(-25 20 20)"/><circle cx="35" cy="12" r="3" fill="${c}"/>`,
  },
  kestrel: {
    color: "#be123c",
    mark: (c) =>
      `<path d="M20 2l16 6v11c0 9.5-6.8 16.6-16 19-9.2-2.4-16-9.5-16-19V8z" fill="${c}"/><path d="M9 18c5-1 8 1 11 5 3-4 6-6 11-5-4 1-7 4-11 10-4-6-7-9-11-10z" fill="#fff"/>`,
  },
  pinecrest: {
    color: "#15803d",
    mark: (c) =>
      `<path d="M14 4l10 14h-5l8 11H1l8-11H4z" fill="${c}"/><path d="M28 12l8 11h-4l6 9H18l6-9h-4z" fill="${c}" opacity=".55"/><rect x="12" y="29" width="4" height="8" rx="1" fill="${c}"/>`,
  },
};

/**
 * Each client's wordmark as a small standalone SVG (about 200 × 60), for its `src` under public/.
 * The first word of the name is the wordmark; the rest, if any, a small capitalised descriptor.
 */
export function clientLogos(): readonly { src: string; svg: string }[] {
  return clients.map(({ name: label, src }) => {
    const file = src.slice(src.lastIndexOf("/") + 1, -".svg".length);
    const c = marks[file];
    if (!c) throw new Error(`No wordmark drawn for client ${label} (${file})`);
    const [name, ...rest] = label.split(" ");
    const sub = rest.join(" ").toUpperCase();
    const font = `font-family="system-ui, sans-serif" font-weight="700"`;
    const words = sub
      ? `<text x="56" y="31" ${font} font-size="23" fill="${c.color}">${name}</text><text x="57" y="47" ${font} font-size="10" letter-spacing="3" fill="${c.color}" opacity=".8">${sub}</text>`
      : `<text x="56" y="38" ${font} font-size="22" fill="${c.color}">${name}</text>`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60" width="200" height="60" role="img"><title>${label}</title><g transform="translate(8 10)">${c.mark(c.color)}</g>${words}</svg>\n`;
    return { src, svg };
  });
}
