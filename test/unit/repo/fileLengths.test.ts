/**
 * Files a newcomer reads at a sitting (issue 54): every file in src/ under 250 lines, every test
 * file (test/) under 600. The one exception is written by the build, never by hand:
 * src/content/images.generated.ts (`npm run images`). A longer file is split by what it does (a
 * test file by what it tests), not trimmed; the message lists every file over its limit.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The files git tracks or would (untracked but not ignored) under `folder`. */
const filesUnder = (folder: string) =>
  execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "--", folder], { encoding: "utf8" })
    .split("\n")
    .filter((file) => file && existsSync(file));

/** Lines as an editor numbers them: a last line without its newline counts, an empty file has none. */
const linesOf = (file: string) => {
  const text = readFileSync(file, "utf8");
  return text === "" ? 0 : text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
};

/** The files of `files` with `limit` lines or more, as "path (lines)", longest first. */
const over = (files: readonly string[], limit: number) =>
  files
    .map((file) => ({ file, lines: linesOf(file) }))
    .filter(({ lines }) => lines >= limit)
    .sort((a, b) => b.lines - a.lines)
    .map(({ file, lines }) => `${file} (${lines})`);

/** Written by a script, not by hand: its length is the number of images. */
const GENERATED = new Set(["src/content/images.generated.ts"]);

describe("file lengths", () => {
  const sources = filesUnder("src").filter((file) => !GENERATED.has(file));
  const tests = filesUnder("test").filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));

  it("reads what it measures", () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(tests.length).toBeGreaterThan(100);
    expect(linesOf("src/content/images.generated.ts")).toBeGreaterThan(0);
  });

  it("keeps every file in src/ under 250 lines (but the generated src/content/images.generated.ts)", () => {
    expect(over(sources, 250), "split these by responsibility").toEqual([]);
  });

  it("keeps every test file under 600 lines", () => {
    expect(over(tests, 600), "split these by what they test").toEqual([]);
  });
});
