/**
 * The CMS's collections made from the content schemas (build/admin/cmsCollections.ts): each field's
 * widget and rules from a sample schema, every shape the CMS cannot edit refused with its path,
 * and, for every collection of the site, a CMS field for each schema field and a schema field for
 * each CMS field, at every depth.
 */
import type { Field } from "@sveltia/cms";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  cmsCollection,
  cmsCollections,
  entryJsonSchema,
  MEDIA,
  type CollectionSpec,
} from "../../../../build/admin/cmsCollections.ts";
import { collections } from "../../../../src/content/collections.ts";
import { LINK_PATTERN, MEDIA_FOLDER } from "../../../../src/content/schemas/fields.ts";

const picture = z
  .strictObject({
    src: z
      .string()
      .regex(/^\/media\/[a-z0-9-]+\.(?:jpe?g|png|webp)$/, "must name a picture in the media folder")
      .meta({ title: "Picture", widget: "image" }),
    alt: z.string().min(1).max(150).meta({ title: "Alt text", description: "For people who cannot see it" }),
  })
  .meta({ title: "Banner" });

const sample: CollectionSpec = {
  name: "projects",
  label: "Case studies",
  labelSingular: "Case study",
  hint: "One page each",
  folder: "src/content/projects",
  format: "md",
  summary: "title",
  schema: z.strictObject({
    title: z.string().min(1).max(26).meta({ title: "Title", description: "Fits the page title" }),
    summary: z.string().min(40).max(96).meta({ title: "Summary", widget: "text" }),
    link: z
      .string()
      .regex(/^https:\/\//, "must start with https://")
      .meta({ title: "Link" }),
    category: z.enum(["Web", "Mobile"]).meta({ title: "Category" }),
    order: z.int().min(1).meta({ title: "Position" }),
    rating: z.number().min(0).max(5).optional().meta({ title: "Rating" }),
    featured: z.boolean().meta({ title: "Featured" }),
    features: z
      .array(z.string().max(40).meta({ title: "Feature" }))
      .min(1)
      .max(8)
      .meta({ title: "Features" }),
    tags: z.array(z.enum(["a", "b"])).meta({ title: "Tags" }),
    columns: z.union([z.literal(2), z.literal(3)]).meta({ title: "Columns" }),
    people: z
      .array(z.strictObject({ name: z.string().meta({ title: "Name" }) }).meta({ title: "Person" }))
      .meta({ title: "People" }),
    pictures: z.strictObject({ banner: picture }).optional().meta({ title: "Pictures" }),
    body: z.string().min(1).meta({ title: "Story", widget: "markdown" }),
  }),
};

describe("a collection", () => {
  const collection = cmsCollection(sample) as { fields: Field[] } & Record<string, unknown>;
  const field = (name: string) => collection.fields.find((f) => f.name === name);

  it("is the folder's Markdown files, one entry each, named from the title", () => {
    expect(collection).toMatchObject({
      name: "projects",
      label: "Case studies",
      label_singular: "Case study",
      description: "One page each",
      folder: "src/content/projects",
      format: "yaml-frontmatter",
      extension: "md",
      create: true,
      slug: "{{slug}}",
      summary: "{{title}}",
    });
    expect(collection.fields.map((f) => f.name)).toEqual(Object.keys(sample.schema.shape));
  });

  it("gives each field its widget, label, hint, whether it is required, and its rules", () => {
    expect(field("title")).toEqual({
      name: "title",
      label: "Title",
      hint: "Fits the page title",
      required: true,
      widget: "string",
      maxlength: 26,
    });
    expect(field("summary")).toMatchObject({ widget: "text", minlength: 40, maxlength: 96 });
    expect(field("link")).toMatchObject({ widget: "string", pattern: ["^https:\\/\\/", "must start with https://"] });
    expect(field("category")).toMatchObject({ widget: "select", options: ["Web", "Mobile"], required: true });
    expect(field("order")).toEqual({
      name: "order",
      label: "Position",
      required: true,
      widget: "number",
      value_type: "int",
      min: 1,
    });
    expect(field("rating")).toMatchObject({ widget: "number", value_type: "float", min: 0, max: 5, required: false });
    expect(field("featured")).toMatchObject({ widget: "boolean" });
    expect(field("features")).toMatchObject({
      widget: "list",
      min: 1,
      max: 8,
      field: { name: "features", label: "Feature", widget: "string", maxlength: 40, required: true },
    });
    expect(field("tags")).toMatchObject({ widget: "select", multiple: true, options: ["a", "b"] });
    expect(field("columns")).toMatchObject({ widget: "select", options: [2, 3], required: true });
    expect(field("people")).toMatchObject({
      widget: "list",
      label_singular: "Person",
      fields: [{ name: "name", widget: "string" }],
    });
    expect(field("body")).toMatchObject({ widget: "markdown", label: "Story", required: true });
  });

  it("makes a picture an image from the media folder, beside its required alt text", () => {
    expect(field("pictures")).toMatchObject({
      widget: "object",
      required: false,
      fields: [
        {
          name: "banner",
          widget: "object",
          label: "Banner",
          required: true,
          fields: [
            {
              name: "src",
              widget: "image",
              accept: "image/jpeg,image/png,image/webp",
              choose_url: false,
              required: true,
            },
            { name: "alt", widget: "string", label: "Alt text", required: true, maxlength: 150 },
          ],
        },
      ],
    });
    expect(MEDIA).toEqual({ folder: MEDIA_FOLDER, public: "/media" });
  });

  it("is one file for a one-file collection, YAML", () => {
    const spec: CollectionSpec = {
      name: "company",
      label: "The company",
      labelSingular: "The company",
      file: "src/content/company.yaml",
      format: "yaml",
      schema: z.strictObject({ name: z.string().meta({ title: "Name" }) }),
    };
    expect(cmsCollection(spec)).toEqual({
      name: "company",
      label: "The company",
      label_singular: "The company",
      files: [
        {
          name: "company",
          label: "The company",
          file: "src/content/company.yaml",
          format: "yaml",
          fields: [{ name: "name", label: "Name", required: true, widget: "string" }],
        },
      ],
    });
  });
});

describe("a union of objects told apart by one field", () => {
  const block = (kind: string, title: string, fields: z.ZodRawShape) =>
    z.strictObject({ kind: z.literal(kind).meta({ title: "Kind" }), ...fields }).meta({ title });
  const spec: CollectionSpec = {
    name: "pages",
    label: "Pages",
    labelSingular: "Page",
    folder: "src/content/pages",
    format: "yaml",
    schema: z.strictObject({
      sections: z
        .array(
          z.discriminatedUnion("kind", [
            block("text", "Text", { body: z.string().meta({ title: "Text" }) }),
            block("cards", "Cards", { cards: z.array(z.string().meta({ title: "Card" })).meta({ title: "Cards" }) }),
          ]),
        )
        .min(1)
        .meta({ title: "Sections" }),
    }),
  };

  it("is a list of the CMS's variable types, the word in typeKey", () => {
    const [sections] = (cmsCollection(spec) as { fields: Field[] }).fields;
    expect(sections).toEqual({
      name: "sections",
      label: "Sections",
      required: true,
      widget: "list",
      min: 1,
      typeKey: "kind",
      types: [
        {
          name: "text",
          label: "Text",
          widget: "object",
          fields: [{ name: "body", label: "Text", required: true, widget: "string" }],
        },
        {
          name: "cards",
          label: "Cards",
          widget: "object",
          fields: [
            {
              name: "cards",
              label: "Cards",
              required: true,
              widget: "list",
              field: { name: "cards", label: "Card", required: true, widget: "string" },
            },
          ],
        },
      ],
    });
  });
});

describe("a schema the CMS cannot edit", () => {
  const spec = (schema: z.ZodObject, format: "md" | "yaml" = "yaml"): CollectionSpec => ({
    name: "things",
    label: "Things",
    labelSingular: "Thing",
    folder: "src/content/things",
    format,
    schema,
  });

  it.each([
    ["a union", z.strictObject({ value: z.union([z.string(), z.number()]) }), /things\.value: the CMS cannot edit/],
    [
      "a record",
      z.strictObject({ value: z.strictObject({ map: z.record(z.string(), z.string()) }) }),
      /things\.value\.map: the CMS cannot edit a map of any names/,
    ],
    [
      "a list of lists",
      z.strictObject({ value: z.array(z.array(z.string())) }),
      /things\.value\[\]: the CMS cannot edit a list of lists/,
    ],
    [
      "a choice of a word or nothing",
      z.strictObject({ value: z.enum(["a"]).or(z.literal([null])) }),
      /things\.value: the CMS cannot edit a union other than objects/,
    ],
    [
      "a picture outside the media folder",
      z.strictObject({
        src: z
          .string()
          .regex(/^\/img\//)
          .meta({ widget: "image" }),
      }),
      /things\.src: a picture's src must accept \/media\/<file>/,
    ],
  ])("stops the build at %s, naming the field", (_name, schema, message) => {
    expect(() => cmsCollection(spec(schema))).toThrow(message);
  });

  it("stops the build at a Markdown collection without its body", () => {
    expect(() => cmsCollection(spec(z.strictObject({ title: z.string() }), "md"))).toThrow(/needs `body`/);
  });
});

type Json = ReturnType<typeof entryJsonSchema>;

/**
 * Every field path a JSON Schema names (`pictures.banner.src`, `features[]`, and a union's variant
 * by its word: `sections[]<cards>.title`), at every depth.
 */
function schemaPaths(json: Json, prefix = ""): string[] {
  const below = (property: Json, path: string): string[] => {
    const variants = property.oneOf ?? property.anyOf;
    if (variants)
      return variants.flatMap((variant) => {
        const word = Object.values(variant.properties ?? {}).find((p) => typeof p.const === "string")?.const;
        return schemaPaths(variant, `${path}<${String(word)}>.`);
      });
    if (property.properties) return schemaPaths(property, `${path}.`);
    if (property.items) return below(property.items, `${path}[]`).filter((p) => p !== `${path}[]`);
    return [];
  };
  return Object.entries(json.properties ?? {}).flatMap(([name, property]) => {
    const path = `${prefix}${name}`;
    return [path, ...below(property, path)];
  });
}

/** Every field path the CMS's fields name, the same way (a variable type's `typeKey` counts as its field). */
function cmsPaths(fields: Field[], prefix = ""): string[] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`;
    const sub = field as {
      widget?: string;
      fields?: Field[];
      typeKey?: string;
      types?: { name: string; fields?: Field[] }[];
    };
    const at = sub.widget === "list" ? `${path}[]` : path;
    const below = sub.types
      ? sub.types.flatMap((type) => [
          `${at}<${type.name}>.${sub.typeKey ?? "type"}`,
          ...cmsPaths(type.fields ?? [], `${at}<${type.name}>.`),
        ])
      : sub.fields
        ? cmsPaths(sub.fields, `${at}.`)
        : [];
    return [path, ...below];
  });
}

describe("every collection of the site", () => {
  const made = cmsCollections(collections);

  it.each(collections.map((c, i) => [c.name, c, i] as const))(
    "%s: a CMS field for each schema field, and a schema field for each CMS field",
    (_name, collection, index) => {
      const cms = made[index] as { fields?: Field[]; files?: { fields: Field[] }[] };
      const fields = cms.fields ?? cms.files?.[0]?.fields ?? [];
      const fromSchema = schemaPaths(entryJsonSchema(collection.schema)).sort();
      expect(fromSchema.length).toBeGreaterThan(0);
      expect(cmsPaths(fields).sort()).toEqual(fromSchema);
    },
  );

  it("the comparison catches a field missing on either side", () => {
    const [first] = collections;
    if (!first) throw new Error("no collection");
    const made = cmsCollection(first) as { fields?: Field[]; files?: { fields: Field[] }[] };
    const fields = made.fields ?? made.files?.[0]?.fields ?? [];
    const fromSchema = schemaPaths(entryJsonSchema(first.schema)).sort();
    expect(cmsPaths(fields.slice(1)).sort()).not.toEqual(fromSchema);
    expect(cmsPaths([...fields, { name: "extra", widget: "string" }]).sort()).not.toEqual(fromSchema);
  });

  it("gives a pattern the schema's own words", () => {
    const patterns = made.flatMap((c) => JSON.stringify(c).match(/"pattern":\["[^"]*","[^"]*"\]/g) ?? []);
    expect(patterns.length).toBeGreaterThan(0);
    for (const pattern of patterns) expect(pattern).not.toContain("must be written in the expected form");
    const link = JSON.stringify(made).includes(JSON.stringify(LINK_PATTERN.source));
    expect(link).toBe(true);
  });
});
