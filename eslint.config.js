import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/", "server/db/migrations/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  // The import graph has no cycle, and its layers import one way (docs/architecture.md).
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver": { node: { extensions: [".ts", ".tsx", ".js"] } }, "import-x/extensions": [".ts", ".tsx", ".js"] },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./domain", from: ["./app", "./server", "./scripts", "./tests", "./bench"], message: "domain/ n'importe rien du projet." },
            { target: "./server", from: ["./app", "./tests", "./bench", "./scripts"], message: "server/ n'importe pas l'interface ni les tests." },
            { target: ["./server/services", "./server/providers", "./server/db"], from: "./server/http", except: ["./session-cookie.ts"], message: "Les services ne connaissent pas HTTP." },
            { target: "./app/components", from: "./server", message: "Les composants ne lisent pas le serveur (passer par les loaders)." },
            {
              target: ["./server/services", "./server/providers", "./server/http", "./server/illustrator"],
              from: "./server/db/seed",
              message: "Le contenu initial n'est lu qu'au premier démarrage, jamais par le site en marche.",
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-empty": ["error", { allowEmptyCatch: true }],
    },
  },
);
