import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Foundry behaviour this guards: class names are data. `Roll#toJSON` stores
// `class: this.constructor.name` and `Roll.fromData` looks that name up in
// `CONFIG.Dice.rolls`; a sheet registers as `<scope>.<class name>`; render hooks are named
// after the class chain (`renderVampireSheet`). Read in fvtt-types
// src/foundry/client/dice/roll.d.mts (toJSON, fromData) and FOUNDRY-RUNTIME.md
// "Class names are data". A minifier that renames classes breaks all three, so this reads
// the bundle `npm run build` makes (vite.config.ts, built here into a temporary folder).

// Every class whose name Foundry reads, as the source names it: written by hand.
const CLASS_NAMES = {
  rolls: ["V5Roll", "MurkRoll", "SunriderRoll", "UniqueRoll", "MuckRoll"],
  sheets: [
    "FivefoldActorSheet",
    "FivefoldItemSheet",
    "VampireSheet",
    "MurkSheet",
    "SunriderSheet",
    "UniqueSheet",
    "MuckrakerSheet",
    "PowerSheet",
    "TraitSheet",
    "BonusSheet",
    "SpecialSheet",
    "ToolSheet",
  ],
  dialogs: ["LiveRollDialog", "ActorRollDialog", "V5RollDialog", "MurkRollDialog", "SunriderRollDialog", "UniqueRollDialog", "MuckRollDialog", "ContestSetupDialog", "RequestSetupDialog"],
  dataModels: [
    "VampireData",
    "PowerData",
    "TraitData",
    "MurkCharacterData",
    "SunriderCharacterData",
    "SunriderBonusData",
    "UniqueCharacterData",
    "UniqueSpecialData",
    "UniqueToolData",
    "MuckrakerReporterData",
    "V5RollMessage",
    "MurkRollMessage",
    "MurkPotentialMessage",
    "SunriderRollMessage",
    "UniqueRollMessage",
    "MuckRollMessage",
    "V5ContestMessage",
    "SunriderContestMessage",
    "RollRequestMessage",
  ],
  documents: ["FivefoldActor", "FivefoldItem"],
};

/**
 * Whether the bundle gives a class `name` as its `name`: a class written with that name
 * (`class V5Roll extends`), or an anonymous class assigned to a binding of that name
 * (`VampireData=class extends`), which takes the binding's name (ECMAScript
 * NamedEvaluation). A property assignment (`x.VampireData=class`) would not.
 */
function keepsName(bundle: string, name: string): boolean {
  const escaped = name.replace(/\$/g, "\\$");
  return new RegExp(`\\bclass ${escaped}[\\s{]|(?:^|[^.\\w$])${escaped}=class[\\s{]`).test(bundle);
}

describe("the built bundle dist/fivefold.mjs", () => {
  let folder = "";
  let bundle = "";
  /** Every file the build wrote: the system module and what it fetches on demand. */
  let everything = "";

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "fivefold-bundle-"));
    await build({ configFile: "vite.config.ts", logLevel: "silent", build: { outDir: folder, emptyOutDir: true, sourcemap: false } });
    bundle = await readFile(join(folder, "fivefold.mjs"), "utf8");
    const files = (await readdir(folder)).filter((name) => name.endsWith(".mjs")).sort();
    everything = (await Promise.all(files.map((name) => readFile(join(folder, name), "utf8")))).join("\n");
  }, 60_000);

  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  // system.json loads one module, fivefold.mjs; a browser resolves a module's dynamic import
  // against the module's own URL (systems/fivefold/), where Foundry serves every file of dist/.
  it("imports no other file when it loads: it is the whole system", () => {
    expect(bundle).not.toMatch(/(?:^|[;}])import[{\s*]|from\s*["'`]/);
  });

  // What the entry fetches later: each file next to it, taking everything else from it (one module instance).
  it.each([
    ["on-demand.mjs", "the roll dialogs and request tools", "openV5RollDialog"],
    ["quench-batches.mjs", "the Quench batches", "registerFivefoldQuench"],
  ])("fetches %s (%s) from next to it, which takes everything else from it", async (file, _what, exported) => {
    expect(bundle).toContain(`import(\`./${file}\`)`);
    const chunk = await readFile(join(folder, file), "utf8");
    const sources = [...chunk.matchAll(/from\s*["'`]([^"'`]+)["'`]/g)].map((match) => match[1]);
    expect(sources).toEqual(["./fivefold.mjs"]);
    expect(chunk).toContain(exported);
  });

  it("is minified", () => {
    expect(bundle.split("\n").length).toBeLessThan(50);
  });

  for (const [kind, names] of Object.entries(CLASS_NAMES)) {
    it(`keeps the name of every ${kind} class`, () => {
      expect(names.filter((name) => !keepsName(everything, name))).toEqual([]);
    });
  }

  it("the check sees a renamed class", () => {
    expect(keepsName("var fn=class e extends foundry.dice.Roll{}", "V5Roll")).toBe(false);
    expect(keepsName("a.V5Roll=class extends foundry.dice.Roll{}", "V5Roll")).toBe(false);
    expect(keepsName("var fn=class V5Roll extends foundry.dice.Roll{}", "V5Roll")).toBe(true);
    expect(keepsName("var Q=new Map,V5Roll=class extends foundry.dice.Roll{}", "V5Roll")).toBe(true);
  });
});
