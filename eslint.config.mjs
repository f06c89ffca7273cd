// ESLint for Fivefold. `npm run lint` runs it and knip; `npm test` runs lint first.
// TypeScript files get typescript-eslint's type-checked recommended set plus the rules that
// catch real defects in a Foundry system: a promise nobody awaits (a failed update that
// vanishes), a promise handed where Foundry expects a plain callback, a condition the types
// say can never change, and a module imported twice.
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  { ignores: ["build/", "dist/", "node_modules/", "packs/", "gallery/screenshots/"] },
  // An exception comment that no longer silences anything fails too, so none outlives its reason.
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  js.configs.recommended,
  {
    files: ["**/*.ts", "**/*.mts"],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      // tsconfig does not set noUncheckedIndexedAccess (turning it on is 141 type errors today),
      // so the types call every `list[i]` present. An index read that may miss is written
      // `list[i] as T | undefined`, which keeps its check necessary in the types' eyes too.
      "@typescript-eslint/no-unnecessary-condition": "error",
      // Declaring Quench's and Dice So Nice's hooks merges into fvtt-types' `Hooks.HookConfig`,
      // which only a `declare module` namespace can do; a namespace that emits code is refused.
      "@typescript-eslint/no-namespace": ["error", { allowDeclarations: true }],
      // A parameter a Foundry override or interface must accept but does not read is named
      // with a leading underscore; anything else unused is still a finding.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      // Off: every finding was an `async` method meeting a Promise-returning interface
      // (card actions' `perform`, doubles of Foundry's async API). The defect it stands for,
      // a forgotten await, is what no-floating-promises catches.
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    rules: {
      "no-duplicate-imports": ["error", { includeExports: true }],
      // Prettier (`npm run lint` checks it) wraps code at 120 characters; this holds comments to the
      // same width. A string, template or regular expression may run longer: splitting it hides
      // the text a reader searches for.
      "max-len": [
        "error",
        {
          code: 120,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreRegExpLiterals: true,
          ignoreUrls: true,
        },
      ],
    },
  },
  {
    // Build, release and bench scripts run in Node and are plain JavaScript: no type information.
    files: ["**/*.mjs"],
    languageOptions: { globals: globals.node },
  },
);
