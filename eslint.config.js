// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";

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
  // Import direction (README "Architecture"): content imports nothing but content; what reaches
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
  {
    files: ["src/client/**/*.{ts,tsx}", "src/components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server", "**/server/**", "hono", "hono/*", "cloudflare:*"],
              message: "Browser and shared components never import the Worker (src/server) or server-only packages.",
            },
          ],
        },
      ],
    },
  },
);
