/**
 * No circle of imports anywhere in src/ (issue 54), checked by `npm run lint` (so by `npm run
 * check` and CI): a module never reaches itself again through what it imports, type-only imports
 * included, so each part can be read, tested and moved from the bottom up. dependency-cruiser
 * rather than ESLint's import-x/no-cycle: that rule skips every `import type` (no option turns it
 * on), and the circle this rule was made for closed through one (the desk's `DeskLead` type).
 * @type {import('dependency-cruiser').IConfiguration}
 */
export default {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A circle of imports: break it by handing in what the lower module needs, or by moving a type down.",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "leads-not-to-desk",
      severity: "error",
      comment:
        "The lead store and its channels know nothing of the desk: what they need of it is handed in (src/server/index.ts).",
      from: { path: "^src/server/leads/" },
      to: { path: "^src/desk/" },
    },
    {
      name: "islands-not-to-server-words",
      severity: "error",
      comment:
        "A collection reaches the browser whole: the browser's code reads the controls' words (src/content/controls.ts), never the words only the server renders (src/content/shell.ts).",
      from: { path: "^src/client/" },
      to: { path: "^src/content/shell\\.ts$", reachable: true },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment: "An import the checker cannot resolve would hide a circle through it.",
      from: { path: "^src/" },
      to: { couldNotResolve: true, pathNot: "^(virtual|cloudflare):" },
    },
  ],
  options: {
    // `import type` and type-only specifiers are dependencies too (erased from the build, not from the design).
    tsPreCompilationDeps: true,
    // The Worker's project references the browser's: together they resolve every file of src/.
    tsConfig: { fileName: "tsconfig.worker.json" },
    doNotFollow: { path: "node_modules" },
    // Packages resolved as the bundler does (their `exports`: `hono/cookie`, `swiper/react` …).
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "types", "default"] },
    exclude: { path: "^src/content/images\\.generated\\.ts$" },
  },
};
