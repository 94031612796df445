/**
 * The CMS's collections, made from the content schemas: each collection's folder (or file), format
 * and fields, each field's widget, label, hint, whether it is required, its lengths, its pattern
 * with the schema's own message, its options, and the pictures' media folder. Nothing about a
 * field is written twice: a schema change is the CMS's change at the next build.
 *
 * Pure: it reads `z.toJSONSchema` of each schema (zod's stable API: types, `required`, lengths,
 * `pattern`, `enum`, `items`, `properties`, and the `.meta()` of a field: `title`, `description`,
 * `widget`), plus, through its `override` hook, the message of a pattern's rule. A shape the CMS
 * cannot edit (a union, a record, a tuple…) stops the build with the field's path, never a silent
 * gap (test/unit/build/admin/cmsCollections.test.ts).
 *
 * @example cmsCollections(collections)[0].fields.map((f) => f.name) // ["title", "category", …, "body"]
 */
import type { Collection as CmsCollection, Field as CmsField } from "@sveltia/cms";
import { z } from "zod";
import { MEDIA_FOLDER } from "../../src/content/schemas/fields.ts";

/** What the generator reads of a content collection (src/content/collections.ts). */
export interface CollectionSpec {
  /** The collection's name: "projects". */
  name: string;
  /** Plural and one, in the editor's words: "Case studies", "Case study". */
  label: string;
  labelSingular: string;
  /** What an editor should know about it, shown in the CMS. */
  hint?: string;
  /** Repository-relative folder of a collection with one file per entry. */
  folder?: string;
  /** Repository-relative path of a one-file collection. */
  file?: string;
  /** `md`: YAML front matter and a Markdown body (the schema's `body`); `yaml`: data only. */
  format: "md" | "yaml";
  /** One entry's schema (zod v4). */
  schema: z.ZodObject;
  /** The field the CMS's list shows. */
  summary?: string;
}

/**
 * Where pictures go (the content's one media folder) and how entries name them: `public` is the
 * path a picture's `src` starts with, which each image field's own pattern must accept (checked
 * below), so the CMS writes what the schema reads.
 */
export const MEDIA = { folder: MEDIA_FOLDER, public: "/media" } as const;

/** What an editor picks for a picture: the formats the build makes renditions of. */
const PICTURE_TYPES = "image/jpeg,image/png,image/webp";

/** How a field is edited, when not a one-line text: its `.meta({ widget })`. */
type Widget = "text" | "markdown" | "image";

/** The part of JSON Schema zod writes for the shapes the CMS can edit. */
interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  widget?: Widget;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  required?: string[];
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  /** Written here (the `override` hook): the words of the pattern's rule, as the build says them. */
  "x-pattern-message"?: string;
}

/** zod writes ±2^53−1 as the bounds of `z.int()`: no bound an editor needs to see. */
const UNBOUNDED = Number.MAX_SAFE_INTEGER;

/**
 * The message the schema gives when its pattern is not met, if any: a regex check's own words
 * (`.regex(re, "…")`), or a format's (`z.email({ error: "…" })`, whose definition is the check).
 */
function patternMessage(schema: z.core.$ZodType): string | undefined {
  const defs = [schema._zod.def, ...(schema._zod.def.checks ?? []).map((check) => check._zod.def)];
  for (const def of defs as { pattern?: unknown; error?: (issue: never) => unknown }[]) {
    if (!(def.pattern instanceof RegExp) || typeof def.error !== "function") continue;
    const said = def.error(undefined as never);
    const message = typeof said === "string" ? said : (said as { message?: unknown } | undefined)?.message;
    if (typeof message === "string") return message;
  }
  return undefined;
}

/** An entry's JSON Schema as the file holds it (`io: "input"`), each pattern with its message. */
export function entryJsonSchema(schema: z.ZodObject): JsonSchema {
  return z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "throw",
    override: ({ zodSchema, jsonSchema }) => {
      const message = jsonSchema.pattern === undefined ? undefined : patternMessage(zodSchema);
      if (message) (jsonSchema as JsonSchema)["x-pattern-message"] = message;
    },
  }) as JsonSchema;
}

/** A schema that is exactly one type, or an error naming the field. */
function typeOf(json: JsonSchema, path: string): string {
  if (typeof json.type === "string") return json.type;
  if (json.enum) return "enum";
  throw new Error(`${path}: the CMS cannot edit this field (${JSON.stringify(json).slice(0, 120)}): give it one type`);
}

/** The label, hint and `required` every field has. */
function common(name: string, json: JsonSchema, required: boolean) {
  return {
    name,
    label: json.title ?? name,
    ...(json.description ? { hint: json.description } : {}),
    required,
  };
}

/** A text field's lengths and pattern. */
function textRules(json: JsonSchema) {
  return {
    ...(json.minLength !== undefined && json.minLength > 1 ? { minlength: json.minLength } : {}),
    ...(json.maxLength !== undefined ? { maxlength: json.maxLength } : {}),
    ...(json.pattern
      ? {
          pattern: [json.pattern, json["x-pattern-message"] ?? "must be written in the expected form"] as [
            string,
            string,
          ],
        }
      : {}),
  };
}

/** A number's bounds, without zod's "any safe integer". */
function numberBounds(json: JsonSchema, integer: boolean) {
  const step = integer ? 1 : 0;
  const min = json.minimum ?? (json.exclusiveMinimum === undefined ? undefined : json.exclusiveMinimum + step);
  const max = json.maximum ?? (json.exclusiveMaximum === undefined ? undefined : json.exclusiveMaximum - step);
  if (!integer && (json.exclusiveMinimum !== undefined || json.exclusiveMaximum !== undefined))
    throw new Error("the CMS has no exclusive bound for a decimal number: use .min()/.max()");
  return {
    ...(min !== undefined && min > -UNBOUNDED ? { min } : {}),
    ...(max !== undefined && max < UNBOUNDED ? { max } : {}),
  };
}

/** A choice's options: words, numbers or yes/no, as the CMS's select takes them. */
function choices(values: unknown[], path: string): (string | number | boolean)[] {
  if (!values.every((value) => ["string", "number", "boolean"].includes(typeof value)))
    throw new Error(`${path}: a choice's options must be words or numbers`);
  return values as (string | number | boolean)[];
}

/**
 * A union of objects told apart by one field of fixed words (`z.discriminatedUnion("kind", …)`):
 * the CMS's variable types, each an object named by that word, the word stored in `typeKey`.
 * Any other union is refused.
 */
export function variableTypes(json: JsonSchema, path: string) {
  const variants = json.oneOf ?? json.anyOf;
  if (!variants?.length) return undefined;
  const objects = variants.every((variant) => variant.type === "object" && variant.properties);
  const [first] = variants;
  const typeKey = Object.keys(first?.properties ?? {}).find((key) =>
    variants.every((variant) => typeof variant.properties?.[key]?.const === "string"),
  );
  if (!objects || !typeKey)
    throw new Error(
      `${path}: the CMS cannot edit a union other than objects told apart by one field (discriminatedUnion)`,
    );
  const types = variants.map((variant) => {
    const name = variant.properties?.[typeKey]?.const as string;
    const { [typeKey]: _key, ...properties } = variant.properties ?? {};
    return {
      name,
      label: variant.title ?? name,
      widget: "object" as const,
      fields: cmsFields({ ...variant, properties }, `${path}<${name}>`),
    };
  });
  return { typeKey, types };
}

/** The CMS field for a schema field (`path` names it in errors: `projects.pictures.banner.src`). */
export function cmsField(name: string, json: JsonSchema, required: boolean, path: string): CmsField {
  const base = common(name, json, required);
  const literals = (json.anyOf ?? json.oneOf)?.map((variant) => variant.const);
  if (literals && literals.every((value) => value !== undefined))
    return { ...base, widget: "select", options: choices(literals, path) };
  const union = variableTypes(json, path);
  if (union) return { ...base, widget: "object", ...union };
  const type = typeOf(json, path);
  if (json.enum || type === "enum") return { ...base, widget: "select", options: choices(json.enum ?? [], path) };
  switch (type) {
    case "string": {
      if (json.widget === "image") {
        if (json.pattern && !new RegExp(json.pattern).test(`${MEDIA.public}/a-picture.jpg`))
          throw new Error(`${path}: a picture's src must accept ${MEDIA.public}/<file> (the media folder's path)`);
        return { ...base, widget: "image", accept: PICTURE_TYPES, choose_url: false, ...textRules(json) };
      }
      if (json.widget === "markdown") return { ...base, widget: "markdown", ...textRules(json) };
      if (json.widget === "text") return { ...base, widget: "text", ...textRules(json) };
      return { ...base, widget: "string", ...textRules(json) };
    }
    case "integer":
      return { ...base, widget: "number", value_type: "int", ...numberBounds(json, true) };
    case "number":
      return { ...base, widget: "number", value_type: "float", ...numberBounds(json, false) };
    case "boolean":
      return { ...base, widget: "boolean" };
    case "object":
      if (!json.properties || (json.additionalProperties !== undefined && json.additionalProperties !== false))
        throw new Error(`${path}: the CMS cannot edit a map of any names (a record): name each field`);
      return { ...base, widget: "object", fields: cmsFields(json, path) };
    case "array": {
      const items = json.items;
      if (!items) throw new Error(`${path}: a list needs the type of its items`);
      const bounds = {
        ...(json.minItems !== undefined ? { min: json.minItems } : {}),
        ...(json.maxItems !== undefined ? { max: json.maxItems } : {}),
      };
      if (items.enum) {
        const { options } = cmsField(name, items, true, `${path}[]`) as { options: string[] };
        return { ...base, widget: "select", multiple: true, options, ...bounds };
      }
      const itemTypes = variableTypes(items, `${path}[]`);
      if (itemTypes) return { ...base, widget: "list", ...itemTypes, ...bounds };
      const itemType = typeOf(items, `${path}[]`);
      if (itemType === "array") throw new Error(`${path}[]: the CMS cannot edit a list of lists`);
      if (itemType === "object")
        return {
          ...base,
          widget: "list",
          ...(items.title ? { label_singular: items.title } : {}),
          fields: cmsFields(items, `${path}[]`),
          ...bounds,
        };
      return { ...base, widget: "list", field: cmsField(name, items, true, `${path}[]`), ...bounds };
    }
    default:
      throw new Error(`${path}: the CMS cannot edit a field of type ${type}`);
  }
}

/** The CMS fields of an object's properties, in the schema's order. */
export function cmsFields(json: JsonSchema, path: string): CmsField[] {
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) =>
    cmsField(name, property, required.has(name), `${path}.${name}`),
  );
}

/** A collection of the CMS for a content collection: its files, their format and fields. */
export function cmsCollection(spec: CollectionSpec): CmsCollection {
  const json = entryJsonSchema(spec.schema);
  if (typeOf(json, spec.name) !== "object") throw new Error(`${spec.name}: an entry's schema must be an object`);
  const fields = cmsFields(json, spec.name);
  if (spec.format === "md") {
    const body = fields.find((field) => field.name === "body");
    if (!body || !("widget" in body) || body.widget !== "markdown")
      throw new Error(`${spec.name}: a Markdown collection's schema needs \`body\` with .meta({ widget: "markdown" })`);
  }
  const format =
    spec.format === "md" ? { format: "yaml-frontmatter", extension: "md" } : { format: "yaml", extension: "yaml" };
  const described = {
    label: spec.label,
    label_singular: spec.labelSingular,
    ...(spec.hint ? { description: spec.hint } : {}),
  };
  if (spec.file) {
    return {
      name: spec.name,
      ...described,
      files: [{ name: spec.name, label: spec.label, file: spec.file, format: format.format, fields }],
    };
  }
  if (!spec.folder) throw new Error(`${spec.name}: a collection needs a folder or a file`);
  const identifier = fields.some((field) => field.name === "title") ? undefined : spec.summary;
  return {
    name: spec.name,
    ...described,
    folder: spec.folder,
    ...format,
    create: true,
    // The file's name is the entry's slug (its address, where it has a page): made from its title.
    slug: "{{slug}}",
    ...(identifier ? { identifier_field: identifier } : {}),
    ...(spec.summary ? { summary: `{{${spec.summary}}}` } : {}),
    fields,
  };
}

/** Every collection of the CMS, in the order of the content's list. */
export function cmsCollections(specs: readonly CollectionSpec[]): CmsCollection[] {
  return specs.map(cmsCollection);
}
