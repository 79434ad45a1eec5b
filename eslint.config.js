import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { localPlugin } from "./eslint-rules.js";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".scratch/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "reports/",
      "screenshots/",
      "data/",
      // compiled by `npm run i18n:build` (docs/decisions/0052)
      "app/locales/*/messages.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/*.server", "**/*.server.ts"],
              message: "Server-only modules may only be imported by routes (loaders/actions) and other server code.",
              allowTypeImports: true,
            },
          ],
          paths: [
            {
              name: "lucide-react",
              message:
                "Draw icons with <Icon name> from ~/components/ui/icon (the cached sprite, docs/decisions/0022).",
            },
          ],
        },
      ],
    },
  },
  {
    // route modules and server code may import server-only modules
    files: [
      "app/routes/**",
      "app/root.tsx",
      "app/**/*.server.ts",
      "app/**/*.server.test.ts",
      "app/entry.server.tsx",
      "server/**",
      "scripts/**",
      "tests/**",
    ],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // The import rules of docs/decisions/0028: layers import downwards; files Node loads import relative `.ts` paths.
    // Tests sit outside the layers: a test may import what it tests, wherever it lives.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "scripts/**/*.ts", "tests/support/**/*.ts"],
    plugins: { local: localPlugin },
    rules: { "local/node-loadable-imports": "error" },
  },
  {
    // Every error of the server goes through the one scrubbed logger (app/utils/logger.server.ts, issue 35).
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-console": "error" },
  },
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "scripts/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { local: localPlugin },
    rules: { "local/layers": "error" },
  },
);
