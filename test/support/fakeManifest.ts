/** Stand-in for `virtual:client-manifest` in unit tests (Node has no Vite build). */
export default {
  dev: false,
  entry: "src/client/entry.ts",
  chunks: {
    "src/client/entry.ts": { file: "assets/entry-test.js", css: ["assets/style-test.css"] },
    "src/desk/client/desk.ts": { file: "assets/desk-test.js", css: ["assets/desk-test.css"] },
  },
  integrity: { "/assets/entry-test.js": "sha384-test-entry", "/assets/style-test.css": "sha384-test-style" },
};
