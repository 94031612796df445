/**
 * The one folder pictures go in (repository-relative), and the path pages name them by: the
 * content schemas' picture `src` is `/media/<file>`. Read by the CMS's configuration and, at
 * build, by the collections' generator (so this module imports nothing).
 */
export const MEDIA = { folder: "src/content/media", public: "/media" } as const;
