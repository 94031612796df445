// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";

/** What reaches the browser never imports the Worker (src/server, the desk but its client/) or server-only packages. */
const browserOnly = {
  group: ["**/server", "**/server/**", "**/desk/**", "hono", "hono/*", "cloudflare:*"],
  message:
    "Browser and shared components never import the Worker (src/server, the desk's server side) or server-only packages.",
};

export default tseslint.config(
  {
    ignores: [
      "dist/",
      ".wrangler/",
      "node_modules/",
      "test-results/",
      "worker-configuration.d.ts",
      "src/content/images.generated.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module" },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": "off",
    },
  },
  // The documented webhook receiver: plain JavaScript for any runtime with the web platform's globals.
  {
    files: ["docs/examples/**/*.mjs"],
    languageOptions: {
      globals: {
        crypto: "readonly",
        Headers: "readonly",
        Request: "readonly",
        Response: "readonly",
        TextEncoder: "readonly",
      },
    },
  },
  // Import direction (docs/architecture.md): content imports nothing but content; what reaches
  // the browser (client code and the components islands render) never imports the Worker.
  {
    files: ["src/content/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "**/server",
                "**/server/**",
                "**/desk/**",
                "**/client/**",
                "**/components/**",
                "react",
                "react-*",
                "hono",
                "hono/*",
              ],
              message: "Content is data: it imports only other content modules.",
            },
          ],
        },
      ],
    },
  },
  // The content the browser bundle imports (the islands' copy and what it imports in turn) stays
  // clear of the page registry: importing registry.ts, or nav.ts or trail.ts that read it, would ship every
  // page's record to the browser. Type imports are erased, so they may.
  {
    files: [
      "src/content/motion.ts",
      "src/content/contact.ts",
      "src/content/paths.ts",
      "src/content/company/portfolio.ts",
      "src/content/company/projects.ts",
      "src/content/site.ts",
      "src/content/controls.ts",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)(registry|nav|trail)(\\.ts)?$",
              allowTypeImports: true,
              message:
                "Browser-side copy must not import the page registry (registry.ts, nav.ts, trail.ts): it would ship to the browser.",
            },
          ],
        },
      ],
    },
  },
  // The back of the house runs one way (docs/architecture.md): api → lead store → channels, with
  // shared helpers (log, turnstile, middleware) below all of them. Only the app mounts the API;
  // the lead desk (src/desk) is held to the same rule.
  {
    files: ["src/server/**/*.{ts,tsx}", "src/desk/**/*.{ts,tsx}"],
    ignores: ["src/server/api/**", "src/server/index.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)api(/|$)",
              message:
                "Only src/server/index.ts imports the API (src/server/api); the rest of the Worker sits below it.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/client/**/*.{ts,tsx}", "src/components/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [browserOnly] }] },
  },
  // The desk's browser script: the same, and from src/desk/client `../` is the desk's server side.
  {
    files: ["src/desk/client/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            browserOnly,
            {
              regex: "^\\.\\./(?!\\.\\./)",
              message: "The desk's browser script never imports the rest of the desk (Worker code).",
            },
          ],
        },
      ],
    },
  },
  // One harness (docs/testing.md): harness/ starts the site and its stand-ins for the tests and
  // the scripts alike, so neither reaches into the other, and the harness into neither. The unit
  // tests of the scripts' own modules (test/unit/scripts) are the one exception: they test them.
  {
    files: ["scripts/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)test/",
              message: "Scripts never import the tests: what both need belongs in harness/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["test/**/*.{ts,tsx}"],
    ignores: ["test/unit/scripts/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)scripts/",
              message: "Tests never import the scripts: what both need belongs in harness/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["harness/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)(test|scripts)/",
              message: "The harness sits below the tests and the scripts: it imports neither.",
            },
          ],
        },
      ],
    },
  },
);
