/**
 * Pictures an editor adds (build/content/media.ts): the widths a picture is rendered at, that none
 * is wider than the picture, and the build's messages for a missing file, a file of another format
 * and a picture too small for its place, each naming the entry's file and field. Pictures are made
 * with sharp in a temporary copy of the repository's layout.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  artworkProblems,
  chooseWidths,
  drawnSlugs,
  heightAt,
  loadPictures,
  planPictures,
  pictureUses,
  rendition,
  socialCardSvg,
  usableWidth,
  wrapTitle,
  type PictureUse,
} from "../../../../build/content/media";
import { ContentError } from "../../../../build/content/load";
import { sharedCollections } from "../../../../build/content/plugin";
import { projectsCollection } from "../../../../src/content/collections";
import { MEDIA_FOLDER, PICTURE_SHAPES, type PictureShape } from "../../../../src/content/schemas/fields";

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "media-"));
  mkdirSync(join(root, MEDIA_FOLDER), { recursive: true });
  mkdirSync(join(root, projectsCollection.folder), { recursive: true });
  for (const { file } of sharedCollections) cpSync(file, join(root, file));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Writes a flat picture into the media folder. */
async function put(name: string, width: number, height: number, format: "png" | "jpeg" | "webp" | "gif" = "png") {
  const image = sharp({ create: { width, height, channels: 3, background: "#4f46e5" } });
  writeFileSync(join(root, MEDIA_FOLDER, name), await image.toFormat(format).toBuffer());
}

const use = (src: string, shape: PictureShape = "figure"): PictureUse => ({
  file: "src/content/projects/harbour.md",
  field: shape === "banner" ? "pictures.banner" : "pictures.about",
  src,
  shape,
});

describe("the widths a picture is rendered at", () => {
  it("are the drawn artwork's for a picture wide enough", () => {
    expect(chooseWidths("banner", 4000)).toEqual([480, 960, 1152, 1440]);
    expect(chooseWidths("figure", 1200)).toEqual([480, 960]);
  });

  it("end at the picture's own width when it is narrower than the largest", () => {
    expect(chooseWidths("figure", 800)).toEqual([480, 800]);
    expect(chooseWidths("banner", 1200)).toEqual([480, 960, 1152, 1200]);
    expect(chooseWidths("banner", 1152)).toEqual([480, 960, 1152]);
  });

  it.each(Object.keys(PICTURE_SHAPES) as PictureShape[])("are never wider than the %s picture, and ascend", (shape) => {
    for (let usable = PICTURE_SHAPES[shape].minWidth; usable <= 2000; usable += 37) {
      const widths = chooseWidths(shape, usable);
      expect(Math.max(...widths)).toBeLessThanOrEqual(usable);
      expect(widths).toEqual([...new Set(widths)].toSorted((a, b) => a - b));
    }
  });

  it("count the width a crop to the shape leaves", () => {
    expect(usableWidth("banner", 2000, 900)).toBe(1600);
    expect(usableWidth("banner", 1200, 2000)).toBe(1200);
    expect(usableWidth("figure", 2000, 900)).toBe(1200);
    expect(heightAt("banner", 1440)).toBe(810);
    expect(heightAt("figure", 960)).toBe(720);
  });
});

describe("the build's plan of the pictures", () => {
  it("gives each picture the manifest entry Picture draws, under a hashed name", async () => {
    await put("quay.png", 1300, 900);
    const { pictures, problems } = planPictures(root, [use("/media/quay.png", "banner")]);
    expect(problems).toEqual([]);
    expect(pictures).toEqual([
      expect.objectContaining({
        width: 1300,
        height: 731,
        widths: [480, 960, 1152, 1300],
        key: "banner:/media/quay.png",
      }),
    ]);
    expect(pictures[0]?.base).toMatch(/^\/assets\/media\/quay\.[0-9a-f]{8}$/);
  });

  it("turns a photo stored on its side (EXIF orientation) before measuring it", async () => {
    const sideways = sharp({ create: { width: 900, height: 1600, channels: 3, background: "#0f766e" } });
    writeFileSync(
      join(root, MEDIA_FOLDER, "phone.jpg"),
      await sideways.jpeg().withMetadata({ orientation: 6 }).toBuffer(),
    );
    const { pictures } = planPictures(root, [use("/media/phone.jpg", "banner")]);
    expect(pictures[0]).toMatchObject({ width: 1440, height: 810 });
    const made = await sharp(await rendition(root, pictures[0]!, 960, "webp")).metadata();
    expect([made.format, made.width, made.height]).toEqual(["webp", 960, 540]);
  });

  it("refuses a file the media folder does not have, naming the entry's file and field", () => {
    expect(planPictures(root, [use("/media/nowhere.jpg")]).problems).toEqual([
      `src/content/projects/harbour.md: pictures.about.src names "/media/nowhere.jpg", but ${MEDIA_FOLDER} has no file "nowhere.jpg"; add it there or correct the name`,
    ]);
  });

  it("refuses a file that is not a JPEG, PNG or WebP", async () => {
    await put("anim.png", 1200, 900, "gif");
    writeFileSync(join(root, MEDIA_FOLDER, "notes.jpg"), "not a picture");
    expect(planPictures(root, [use("/media/anim.png"), use("/media/notes.jpg")]).problems).toEqual([
      `src/content/projects/harbour.md: pictures.about.src: "/media/anim.png" is not a JPEG, PNG or WebP picture (it is GIF); save it as one of those`,
      `src/content/projects/harbour.md: pictures.about.src: "/media/notes.jpg" is not a JPEG, PNG or WebP picture; save it as one of those`,
    ]);
  });

  it("refuses a picture too small for its place, saying the size it needs", async () => {
    await put("small.webp", 1000, 562, "webp");
    expect(planPictures(root, [use("/media/small.webp", "banner")]).problems).toEqual([
      `src/content/projects/harbour.md: pictures.banner.src: "/media/small.webp" is 1000 × 562 pixels; a 16:9 picture here needs at least 1152 × 648 to be sharp on the page`,
    ]);
  });

  it("finds an entry's pictures through its schema and fails the build with every problem", async () => {
    await put("quay.png", 1600, 900);
    writeFileSync(
      join(root, projectsCollection.folder, "harbour.md"),
      [
        "---",
        "title: Harbour Freight",
        "category: Web Development",
        "order: 1",
        "description: A booking portal for a regional freight company, with live quotes and container tracking.",
        "features: [Live quotes]",
        'projectUrl: "#"',
        "pictures:",
        "  banner: { src: /media/quay.png, alt: The quay }",
        "  about: { src: /media/office.png, alt: The office }",
        "  features: { src: /media/quay.png, alt: The quay again }",
        "---",
        "What we built.",
      ].join("\n"),
    );
    expect(pictureUses(root, [projectsCollection]).map(({ field, src, shape }) => [field, src, shape])).toEqual([
      ["pictures.banner", "/media/quay.png", "banner"],
      ["pictures.about", "/media/office.png", "figure"],
      ["pictures.features", "/media/quay.png", "figure"],
    ]);
    expect(() => loadPictures(root, [projectsCollection])).toThrow(ContentError);
    expect(() => loadPictures(root, [projectsCollection])).toThrow(
      'src/content/projects/harbour.md: pictures.about.src names "/media/office.png", but src/content/media has no file "office.png"',
    );
  });
});

describe("a case study's pictures", () => {
  it("are refused when it has neither its own nor drawn artwork", () => {
    const drawn = drawnSlugs(["project-a-banner", "project-a-about", "project-a-features", "project-b-banner"]);
    expect(drawn).toEqual(["a"]);
    const file = "src/content/projects/b.md";
    expect(
      artworkProblems(
        [
          { slug: "a", file: "a.md" },
          { slug: "b", file },
          { slug: "c", file: "c.md", pictures: {} },
        ],
        drawn,
      ),
    ).toEqual([
      `${file}: pictures is missing; add pictures: the drawn artwork covers only a (put a banner, an about and a features picture in ${MEDIA_FOLDER} and name them in the file)`,
    ]);
  });
});

describe("the social card made for a case study", () => {
  it("wraps the title and escapes it", () => {
    expect(wrapTitle("Harbour Freight Booking Portal", 16)).toEqual(["Harbour Freight", "Booking Portal"]);
    const svg = socialCardSvg({ title: "Fish & <Chips>", category: "Mobile App" });
    expect(svg).toContain("Fish &#38; &#60;Chips&#62;");
    expect(svg).toContain("CASE STUDY · MOBILE APP");
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
  });
});
