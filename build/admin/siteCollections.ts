/**
 * The content collections `/admin` edits: src/content/collections.ts (issue 51), read at build.
 * Until that list exists on this branch, none: the CMS then shows no collection.
 */
import type { CollectionSpec } from "./cmsCollections.ts";

export const siteCollections = (): readonly CollectionSpec[] => [];
