import { defineConfig } from "vitest/config";

// The Foundry system bundle: one minified ES module, dist/fivefold.mjs. Static files, CSS,
// packs and the command-line tool are built by scripts/build.mjs around this.
export default defineConfig({
  build: {
    outDir: "dist",
    emptyOutDir: false,
    sourcemap: true,
    minify: true,
    // Library mode leaves whitespace in an ES bundle unless the output minifier is asked for it.
    // Class names are data to Foundry (a roll's stored class, a sheet's registered id, render
    // hook names): the minifier keeps them, and keepNames keeps them through the bundler's
    // renaming of clashing names. test/dist-bundle.test.ts checks the result.
    rolldownOptions: {
      // The Quench chunk imports what the entry already holds: the entry may export it to the
      // chunk (library mode's "strict" default would move all of it into a third, shared chunk).
      preserveEntrySignatures: "allow-extension",
      output: {
        // What loads on demand is imported dynamically, each from one module of its own: the
        // request tools (src/on-demand.ts), each ruleset's dialogs (src/rulesets/<id>/foundry/on-demand.ts,
        // so a world fetches no dialog of a ruleset it does not play), the Quench batches
        // (src/quench-batches.ts and each ruleset's quench.ts), each ruleset's request odds
        // (request-odds.ts) and what runs only on a click (e.g. Muckraker's deck.ts). Each is a
        // file next to fivefold.mjs, named after that module (a ruleset's with its id first),
        // which Foundry serves from the system's folder. Code two of them share is a file of its
        // own, with the ruleset's id first when all of it is one ruleset's (its dialog context,
        // shared by its dialogs and its request odds).
        // A file that imports nothing from the entry makes the bundler move its runtime helper
        // (the kept names' __name) out of the entry, which would then import it:
        // test/dist-bundle.test.ts fails on that.
        chunkFileNames: (chunk) => {
          const rulesetOf = (module: string) => /src[\\/]rulesets[\\/]([a-z0-9]+)[\\/]/.exec(module)?.[1];
          const modules = chunk.facadeModuleId ? [chunk.facadeModuleId] : chunk.moduleIds;
          const rulesets = new Set(modules.map(rulesetOf));
          const [ruleset] = rulesets;
          return rulesets.size === 1 && ruleset !== undefined ? `${ruleset}-${chunk.name}.mjs` : "[name].mjs";
        },
        // Everything a client loads at start is in fivefold.mjs itself, which then imports nothing
        // when it loads: Foundry loads that one file (system.json `esmodules`).
        codeSplitting: { groups: [{ name: "fivefold", tags: ["$initial"] }] },
        keepNames: true,
        minify: {
          compress: { keepNames: { function: false, class: true } },
          mangle: { keepNames: { function: false, class: true } },
          codegen: { removeWhitespace: true },
        },
      },
    },
    target: "es2023",
    lib: {
      entry: "src/index.ts",
      formats: ["es"],
      fileName: () => "fivefold.mjs",
    },
  },
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    globalSetup: ["test/build-cli.ts"],
    // The rulesets' request kinds, handed to the shared request code as the entry point does at init.
    setupFiles: ["test/request-kinds.ts"],
    // Exhaustive engine tests share two cores with Chromium in CI; 5 s was once too short.
    testTimeout: 30_000,
    benchmark: { include: ["bench/**/*.bench.ts"] },
  },
});
