/**
 * The building blocks of every content schema: fields with the rules a page needs and messages an
 * editor understands. A rule's message says why ("at most 26 fit in the page title"); the loader
 * (`build/content/`) puts the file, the field and the count in front of it. `.meta()` gives the
 * editor at /admin its label and hint (the CMS configuration is made from these schemas).
 */
import { z } from "zod";
import { template } from "./placeholders.ts";

/** How a field is edited at /admin, where a plain one-line text field is not right. */
export type Widget = "text" | "markdown" | "image";

interface TextOptions {
  /** The field's name at /admin. */
  title: string;
  /** A hint shown under the field at /admin. */
  hint?: string;
  min?: number;
  max?: number;
  /** Why the bounds exist, said after the count: "at most 26 fit in the page title", "at least 40 are needed to make …". */
  why?: string;
  /** Several lines (a textarea at /admin). */
  multiline?: boolean;
}

/**
 * Text an editor writes: trimmed of nothing (what they typed is what shows), never empty, within
 * the lengths the page needs.
 *
 * @example text({ title: "Title", max: 26, why: "fit in the page title" })
 */
export function text({ title, hint, min = 1, max, why, multiline }: TextOptions) {
  let schema = z
    .string()
    .min(min, min === 1 ? "must not be empty" : `at least ${min} are needed${why ? ` to ${why}` : ""}`);
  if (max !== undefined) schema = schema.max(max, `at most ${max}${why ? ` ${why}` : ""}`);
  return schema.meta({
    title,
    ...(hint && { description: hint }),
    ...(multiline && { widget: "text" satisfies Widget }),
  });
}

/**
 * Words that must say where values go: `{count}` in "Showing {count} projects". The code fills
 * them (`fill.ts`); a sentence without its placeholder would lose the value, and one the code
 * does not fill would show as written (`template` in `placeholders.ts`, every slot required).
 *
 * @example mustSay(text({ title: "Too long" }), { field: "the field's name", max: "the limit" })
 */
export const mustSay = (field: z.ZodString, placeholders: Readonly<Record<string, string>>) =>
  template(
    field,
    Object.fromEntries(Object.entries(placeholders).map(([name, what]) => [name, { what, required: true }])),
  );

/** The running text of a Markdown file (below its front matter): rendered at build, raw HTML refused. */
export const markdownBody = (title: string, hint?: string) =>
  z
    .string()
    .min(1, "must not be empty")
    .meta({ title, ...(hint && { description: hint }), widget: "markdown" satisfies Widget });

/** One of a fixed list of words (a category, an icon): a drop-down at /admin. */
export function choice<const T extends readonly [string, ...string[]]>(options: T, title: string, hint?: string) {
  return z
    .enum(options, { error: `must be one of: ${options.join(", ")}` })
    .meta({ title, ...(hint && { description: hint }) });
}

/** A whole number within bounds (an order, a year). */
export function wholeNumber({ title, hint, min, max }: { title: string; hint?: string; min?: number; max?: number }) {
  let schema = z.int({ error: "must be a whole number" });
  if (min !== undefined) schema = schema.min(min, `must be ${min} or more`);
  if (max !== undefined) schema = schema.max(max, `must be ${max} or less`);
  return schema.meta({ title, ...(hint && { description: hint }) });
}

/** The forms a link may take: a page of this site (`/about`), a web address (https), e-mail or phone. */
export const LINK_PATTERN = /^(?:\/(?:[a-z0-9\-._~%/?=&#]*)|https:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+|tel:\+[0-9]+|#)$/;

/**
 * A link: a path of this site, an https address, `mailto:` or `tel:` (`#` for "no link yet").
 *
 * @example link("Project website") // accepts "/contact", "https://example.com", "#"
 */
export const link = (title: string, hint?: string) =>
  z
    .string()
    .regex(LINK_PATTERN, "must be a page of this site (/about), a web address (https://…), mailto: or tel:")
    .meta({ title, ...(hint && { description: hint }) });

/** A web address of another site (https only). */
export const webAddress = (title: string, hint?: string) =>
  z
    .string()
    .regex(/^https:\/\/[^\s/]+\.[^\s]+$/, "must be a web address starting with https://")
    .meta({ title, ...(hint && { description: hint }) });

/** An e-mail address. */
export const email = (title: string) => z.email({ error: "must be an e-mail address" }).meta({ title });

/** The one folder an editor puts pictures in (JPEG, PNG or WebP); `src` of a picture names a file there. */
export const MEDIA_FOLDER = "src/content/media";

/** How a picture's `src` is written: the media folder's public path and a file name. */
export const PICTURE_SRC = /^\/media\/[a-z0-9][a-z0-9-]*\.(?:jpe?g|png|webp)$/;

/**
 * The shapes a page draws an editor's picture in: its aspect ratio, the widths the build renders it
 * at (those of the drawn artwork of the same place, tools/artwork/src/catalog.ts) and the narrowest
 * picture that is still sharp where the page draws it widest on a desktop (the banner at 1152 px, a
 * figure at 560 px). The build crops a picture to the shape from its centre and never enlarges it.
 */
export const PICTURE_SHAPES = {
  banner: { label: "16:9", aspect: [16, 9], widths: [480, 960, 1152, 1440], minWidth: 1152 },
  figure: { label: "4:3", aspect: [4, 3], widths: [480, 960], minWidth: 560 },
} as const satisfies Record<
  string,
  { label: string; aspect: readonly [number, number]; widths: readonly number[]; minWidth: number }
>;

export type PictureShape = keyof typeof PICTURE_SHAPES;

/** Which schemas are pictures, and their shape: the build finds an entry's pictures through it. */
export const pictureFields = z.registry<{ shape: PictureShape }>();

/** A picture's key in the build's manifest of renditions (`virtual:content/media`). */
export const pictureKey = (shape: PictureShape, src: string) => `${shape}:${src}`;

/**
 * A picture an editor adds, with the words that replace it for people who cannot see it.
 *
 * @example picture("Banner (16:9)", "banner") // { src: "/media/jetstream-banner.jpg", alt: "The marketplace's quote screen" }
 */
export const picture = (title: string, shape: PictureShape = "figure") =>
  z
    .strictObject({
      src: z
        .string()
        .regex(
          PICTURE_SRC,
          "must name a JPEG, PNG or WebP file in the media folder, lower-case letters, digits and hyphens (/media/my-picture.jpg)",
        )
        .meta({ title: "Picture", widget: "image" satisfies Widget }),
      alt: text({
        title: "Description (alt text)",
        hint: "What the picture shows, for people who cannot see it",
        max: 150,
        why: "keep it to one sentence",
      }),
    })
    .meta({ title })
    .register(pictureFields, { shape });
