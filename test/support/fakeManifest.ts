/** Stand-in for `virtual:client-manifest` in unit tests (Node has no Vite build). */
export default {
  dev: false,
  entry: "src/client/entry.ts",
  chunks: { "src/client/entry.ts": { file: "assets/entry-test.js", css: ["assets/style-test.css"] } },
};
