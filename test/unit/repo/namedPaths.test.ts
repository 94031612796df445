/**
 * Every file a comment or a document names exists: paths from the root or the file's folder, bare
 * file names, README sections named in quotes after "README", and Markdown links. A rename that
 * leaves a stale name behind fails here.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" })
  .split("\n")
  .filter((file) => file && existsSync(file));
const basenames = new Set(tracked.map((file) => basename(file)));
const sources = tracked.filter(
  (file) =>
    /\.(ts|tsx|js|css|toml|sh)$|^\.ci\/|\.dev\.vars\.example$/.test(file) &&
    !file.endsWith(".generated.ts") &&
    !file.startsWith("public/"),
);
const documents = tracked.filter((file) => file.endsWith(".md"));

/** The comment text of a source file: `//` and `#` lines, and `/* … *\/` blocks (JSX's too). */
function commentsOf(text: string): string {
  const blocks = [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => m[0]);
  const lines = [...text.matchAll(/(?:^|\s)(?:\/\/|#)(.*)$/gm)].map((m) => m[1]);
  return [...blocks, ...lines].join("\n");
}

/** Paths from the repository's root, as comments and documents write them. */
const REPO_PATH = /(?<![\w./-])((?:src|test|scripts|docs|tools|public|\.ci)\/[\w./-]*\w)/g;
/** A bare file name of this code base's kinds. */
const FILE_NAME = /(?<![\w./-])([A-Za-z][\w-]*(?:\.[\w-]+)*\.(?:ts|tsx|css|toml))\b/g;

/** Paths named in `text` of `file` that exist neither from the root nor from the file's folder. */
const missingRepoPaths = (file: string, text: string) =>
  [...text.matchAll(REPO_PATH)]
    .map((m) => m[1]!)
    .filter((path) => !/[*<{]/.test(path) && !existsSync(path) && !existsSync(join(dirname(file), path)));

describe("names in comments", () => {
  it.each(sources)("%s names only files that exist", (file) => {
    const comments = commentsOf(readFileSync(file, "utf8"));
    expect(missingRepoPaths(file, comments), "repository paths").toEqual([]);
    const names = [...comments.matchAll(FILE_NAME)].map((m) => m[1]!);
    expect(
      names.filter((name) => !basenames.has(name) && !existsSync(join(dirname(file), name))),
      "file names",
    ).toEqual([]);
    const readme = readFileSync("README.md", "utf8");
    const sections = [...comments.matchAll(/README[,:]? "([^"]+)"/g)].map((m) => m[1]!);
    expect(
      sections.filter(
        (title) => !new RegExp(`^#+ .*${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "m").test(readme),
      ),
      "README sections",
    ).toEqual([]);
  });
});

describe("names in documents", () => {
  it.each(documents)("%s links and names only files that exist", (file) => {
    const text = readFileSync(file, "utf8");
    const links = [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
      .map((m) => m[1]!)
      .filter((target) => !/^[a-z]+:/.test(target));
    expect(
      links.filter((target) => !existsSync(join(dirname(file), target))),
      "relative links",
    ).toEqual([]);
    expect(missingRepoPaths(file, text), "repository paths").toEqual([]);
  });
});
