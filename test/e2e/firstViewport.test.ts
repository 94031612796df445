/**
 * The first viewport costs no more than it shows (issue 44): the hero picture is the WebP at the
 * width it is shown.
 */
import { describe, expect, it } from "vitest";
import { findProject, projectPath } from "../../src/content/company/projects";
import { imageUrl, type ImageRef } from "../../src/components/Picture";
import { expectClean, openPage, type OpenedPage } from "../support/browser";

let opened: OpenedPage | undefined;
const mStudio = findProject("m-studio")!;

/** The file the browser chose for the first image in the page's first section. */
const heroPicture = () =>
  opened!.page
    .locator("main section")
    .first()
    .locator("img")
    .first()
    .evaluate((img: HTMLImageElement) => {
      return img.complete
        ? img.currentSrc
        : new Promise<string>((resolve) => (img.onload = () => resolve(img.currentSrc)));
    });
const file = (key: ImageRef, width: number) => imageUrl(key, width);

describe("the first viewport", () => {
  it.each([
    ["/about", "illus-about", 640],
    ["/contact", "illus-contact", 640],
    [projectPath(mStudio), mStudio.images[0], 1152],
  ] as const)(
    "%s shows its hero picture as the WebP of the width it is drawn at (1280 px, 1×)",
    async (path, key, width) => {
      opened = await openPage(path, { width: 1280 });
      expect(new URL(await heroPicture()).pathname).toBe(file(key, width));
      await expectClean(opened);
    },
  );
});
