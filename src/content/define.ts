/**
 * How collections are written in `collections.ts`: what every folder or file collection has in
 * common filled in once (its kind, where its files are, YAML unless said), so an entry there
 * holds only what is its own.
 */
import type { z } from "zod";
import type { FileCollection, FolderCollection } from "./schemas/collection.ts";

type FolderOptions<S extends z.ZodObject> = Omit<FolderCollection<S>, "kind" | "folder" | "format"> &
  Partial<Pick<FolderCollection<S>, "format">>;

type FileOptions<S extends z.ZodObject> = Omit<FileCollection<S>, "kind" | "file" | "format" | "labelSingular"> &
  Partial<Pick<FileCollection<S>, "format">>;

/** A folder of entries, one file each: `src/content/<name>/`. */
export function folder<S extends z.ZodObject>(options: FolderOptions<S>): FolderCollection<S> {
  return { kind: "folder", format: "yaml", folder: `src/content/${options.name}`, ...options };
}

/** One file holding one thing: `src/content/<name>.yaml` (or `.md`); one label serves both. */
export function file<S extends z.ZodObject>(options: FileOptions<S>): FileCollection<S> {
  const format = options.format ?? "yaml";
  return {
    kind: "file",
    format,
    file: `src/content/${options.name}.${format}`,
    labelSingular: options.label,
    ...options,
  };
}
