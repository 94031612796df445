import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/** The stylesheets (src/client/styles, and the desk's): colours only in the tokens, every file in a cascade layer. */
const DIR = "src/client/styles";
const LAYERS = ["tokens", "base", "layout", "components", "pages", "utilities"];
/** The desk's own stylesheet, in the desk's folder (src/desk/client/desk.ts imports it; the site's entry main.css). */
/** The desk's stylesheets: every one its script imports. */
const DESK_DIR = "src/desk/client";
const DESK = (readdirSync(DESK_DIR) as string[]).filter((f) => f.endsWith(".css")).map((f) => `${DESK_DIR}/${f}`);

/** The site's stylesheets, by their path under DIR. */
const files = (readdirSync(DIR, { recursive: true }) as string[])
  .filter((f) => f.endsWith(".css"))
  .map((f) => f.split("\\").join("/"))
  .sort();
/** Every stylesheet, the desk's too, by its path from the repository's root. */
const everySheet = [...files.map((f) => `${DIR}/${f}`), ...DESK];
const read = (file: string) => readFileSync(file.startsWith("src/") ? file : join(DIR, file), "utf8");
/** Comments blanked out (line numbers kept). */
const code = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, " "));
const lineOf = (text: string, index: number) => text.slice(0, index).split("\n").length;

describe("colours", () => {
  const RAW = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi;

  it.each(everySheet.filter((f) => f !== `${DIR}/tokens.css`))("%s uses the tokens, no raw colour", (file) => {
    const css = code(read(file));
    const found: string[] = [];
    // Declarations only (selectors such as `:has(#product-suite)` are not colours); a data URI
    // cannot read a custom property, so its colours are checked against the tokens below.
    for (const m of css.matchAll(/[\w-]+\s*:([^;{}]*)[;}]/g)) {
      const value = (m[1] ?? "").replace(/url\([^)]*\)/g, "url()");
      for (const raw of value.matchAll(RAW)) found.push(`line ${lineOf(css, m.index)}: ${raw[0]}`);
    }
    expect(found, `raw colours in ${file}: add a token named by its role to tokens.css`).toEqual([]);
  });

  it("an image in a data URI carries no colour: it is a mask painted with a token", () => {
    const uris = everySheet.flatMap((file) =>
      [...code(read(file)).matchAll(/url\("?data:([^)]*)\)/g)].map((m) => ({ file, uri: m[1] ?? "" })),
    );
    expect(uris.length).toBeGreaterThan(0);
    for (const { file, uri } of uris) expect(uri, file).not.toMatch(/%23[0-9a-f]{3,8}\b|rgba?\(/i);
  });
});

describe("cascade layers", () => {
  const main = code(read("main.css"));
  const imports = [...main.matchAll(/@import\s+"([^"]+)"([^;]*);/g)].map((m) => ({
    url: m[1] ?? "",
    layer: /layer\(([\w.-]+)\)/.exec(m[2] ?? "")?.[1],
  }));

  it("main.css declares the layer order once, before anything else", () => {
    const statements = [...main.matchAll(/@layer\s+([^;{]+);/g)];
    expect(statements).toHaveLength(1);
    expect(statements[0]?.[1]?.split(",").map((s) => s.trim())).toEqual(LAYERS);
    expect(main.trim().startsWith("@layer")).toBe(true);
  });

  it("every import in main.css is in a declared layer, in the order of the layers", () => {
    const ranks = imports.map((i) => LAYERS.indexOf(i.layer ?? ""));
    expect(ranks.filter((r) => r < 0)).toEqual([]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it("every stylesheet of the site is imported by main.css (none is left unlayered or unused)", () => {
    const local = imports.filter((i) => i.url.startsWith("./")).map((i) => relative(".", i.url));
    expect(local.sort()).toEqual(files.filter((f) => f !== "main.css"));
  });

  it("the desk's stylesheets (its own chunk, after the site's) are all in the pages layer, each imported by its script", () => {
    const script = read(`${DESK_DIR}/desk.ts`);
    expect(DESK.length).toBeGreaterThan(0);
    for (const sheet of DESK) {
      const desk = code(read(sheet)).trim();
      expect(desk.startsWith("@layer pages {"), sheet).toBe(true);
      expect(desk.endsWith("}"), sheet).toBe(true);
      expect(desk.match(/@layer/g), sheet).toHaveLength(1);
      expect(script, sheet).toContain(`import "./${sheet.split("/").pop()}";`);
    }
  });

  it("only main.css imports the site's own stylesheets", () => {
    for (const file of everySheet.filter((f) => f !== `${DIR}/main.css`)) {
      expect(code(read(file)), file).not.toMatch(/@import\s+"\.{1,2}\//);
    }
  });
});
