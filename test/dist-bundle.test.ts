import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RULESET_IDS } from "../src/rulesets/ids.js";

// Foundry behaviour this guards: class names are data. `Roll#toJSON` stores
// `class: this.constructor.name` and `Roll.fromData` looks that name up in
// `CONFIG.Dice.rolls`; a sheet registers as `<scope>.<class name>`; render hooks are named
// after the class chain (`renderV5VampireSheet`). Read in fvtt-types
// src/foundry/client/dice/roll.d.mts (toJSON, fromData) and FOUNDRY-RUNTIME.md
// "Class names are data". A minifier that renames classes breaks all three, so this reads
// the bundle `npm run build` makes (vite.config.ts, built here into a temporary folder).

// Every class whose name Foundry reads, as the source names it: written by hand.
const CLASS_NAMES = {
  rolls: ["V5Roll", "MurkRoll", "SunriderRoll", "UniqueRoll", "MuckrakerRoll", "MuckRoll"],
  sheets: [
    "FivefoldActorSheet",
    "FivefoldItemSheet",
    "V5VampireSheet",
    "MurkSheet",
    "SunriderSheet",
    "UniqueSheet",
    "MuckrakerSheet",
    "V5PowerSheet",
    "V5TraitSheet",
    "SunriderBonusSheet",
    "UniqueSpecialSheet",
    "UniqueToolSheet",
  ],
  dialogs: [
    "LiveRollDialog",
    "ActorRollDialog",
    "V5RollDialog",
    "MurkRollDialog",
    "SunriderRollDialog",
    "UniqueRollDialog",
    "MuckrakerRollDialog",
    "ContestSetupDialog",
    "RequestSetupDialog",
  ],
  dataModels: [
    "V5VampireData",
    "V5PowerData",
    "V5TraitData",
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
    "MuckrakerRollMessage",
    "V5ContestMessage",
    "SunriderContestMessage",
    "RollRequestMessage",
  ],
  documents: ["FivefoldActor", "FivefoldItem"],
};

/**
 * Whether the bundle gives a class `name` as its `name`: a class written with that name
 * (`class V5Roll extends`), or an anonymous class assigned to a binding of that name
 * (`V5VampireData=class extends`), which takes the binding's name (ECMAScript
 * NamedEvaluation). A property assignment (`x.V5VampireData=class`) would not.
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
  /** Each file the build wrote, by name. */
  const files = new Map<string, string>();
  /** The source modules (repository paths) in each file, read from its source map. */
  const sources = new Map<string, string[]>();

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "fivefold-bundle-"));
    await build({
      configFile: "vite.config.ts",
      logLevel: "silent",
      build: { outDir: folder, emptyOutDir: true, sourcemap: true },
    });
    bundle = await readFile(join(folder, "fivefold.mjs"), "utf8");
    for (const name of (await readdir(folder)).filter((file) => file.endsWith(".mjs")).sort()) {
      files.set(name, await readFile(join(folder, name), "utf8"));
      const map = JSON.parse(await readFile(join(folder, `${name}.map`), "utf8")) as { sources: string[] };
      sources.set(
        name,
        map.sources.map((source) => source.replace(/^(\.\.\/)+/, "").replace(/^.*?(?=src\/)/, "")),
      );
    }
    everything = [...files.values()].join("\n");
  }, 60_000);

  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  // system.json loads one module, fivefold.mjs; a browser resolves a module's dynamic import
  // against the module's own URL (systems/fivefold/), where Foundry serves every file of dist/.
  it("imports no other file when it loads: it is the whole system", () => {
    expect(bundle).not.toMatch(/(?:^|[;}])import[{\s*]|from\s*["'`]/);
  });

  /** The files a file imports statically (`from "./x.mjs"`), by name. */
  const staticImports = (name: string) =>
    [...(files.get(name) ?? "").matchAll(/from\s*["'`]\.\/([^"'`]+)["'`]/g)].map((match) => match[1]);
  /** A file and every file it imports statically, transitively: what loading it loads. */
  const loaded = (name: string): Set<string> => {
    const seen = new Set<string>();
    const queue = [name];
    while (queue.length > 0) {
      const next = queue.pop() as string;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(...staticImports(next));
    }
    return seen;
  };

  // What the entry fetches later: each file next to it, taking what the entry holds from it (one module instance).
  it.each([
    ["on-demand.mjs", "the request tools", "openRequestDialog"],
    ["quench-batches.mjs", "the Quench batches", "registerFivefoldQuench"],
    ...RULESET_IDS.map((id) => [`${id}-on-demand.mjs`, `${id}'s dialogs`, "RollDialog"]),
    ...RULESET_IDS.map((id) => [`${id}-quench.mjs`, `${id}'s Quench batch`, "QuenchBatch"]),
    ...RULESET_IDS.map((id) => [`${id}-request-odds.mjs`, `${id}'s odds on a roll request`, "RequestOdds"]),
    // Token Action HUD: Fivefold's system module for it, and each ruleset's groups, fetched once Core is ready.
    ["token-action-hud.mjs", "the Token Action HUD system module", "buildSystemActions"],
    ...RULESET_IDS.map((id) => [`${id}-hud.mjs`, `${id}'s Token Action HUD groups`, "categories"]),
    // Bodies that run only on a click, fetched by the action or button registered at init.
    ["murk-episode.mjs", "The Murk's End of Episode", "endEpisode"],
    ...RULESET_IDS.map((id) => [`${id}-card-action-list.mjs`, `${id}'s card actions`, `${id}CardActions`]),
    // V5's posting from the sheet and the /v5 command (src/rulesets/v5/foundry/posting.ts): a roll card posted, a Mend.
    ["v5-chat.mjs", "V5's roll posting", "type:`v5Roll`"],
    ["v5-night-chat.mjs", "V5's Mend", "postMend"],
    // What only a drawing needs: a request card's, and the odds on a V5 card of a running extended test.
    ["card-view.mjs", "the roll request card's drawing", "requestContext"],
    ["v5-extended-odds.mjs", "V5's odds of a running extended test", "extendedCardOdds"],
  ])("fetches %s (%s) from next to it, which takes what the entry holds from it", (file, _what, exported) => {
    expect(bundle).toContain(`import(\`./${file}\`)`);
    const chunk = files.get(file) ?? "";
    expect(chunk).toContain(exported);
    expect(loaded(file).has("fivefold.mjs")).toBe(true);
  });

  // The plot-twist draw runs inside Muckraker's card action, itself fetched on demand: that file fetches the draw.
  it("fetches muckraker-deck.mjs (Muckraker's plot-twist draw) from Muckraker's card actions, not from the entry", () => {
    expect(files.get("muckraker-card-action-list.mjs")).toContain("import(`./muckraker-deck.mjs`)");
    expect(files.get("muckraker-deck.mjs")).toContain("drawPlotTwist");
    expect(loaded("muckraker-deck.mjs").has("fivefold.mjs")).toBe(true);
  });

  it("has every file import only the entry or files the entry fetches on demand, never importing itself back into the entry", () => {
    for (const name of files.keys()) {
      for (const imported of staticImports(name)) {
        expect(files.has(imported), `${name} imports ${imported}`).toBe(true);
        expect(
          staticImports(imported).includes(name) || staticImports("fivefold.mjs").includes(imported),
          `${name} and ${imported}`,
        ).toBe(false);
      }
    }
  });

  it("holds each source module in exactly one file: one instance of each module, one class of each name", () => {
    const where = new Map<string, string[]>();
    for (const [name, modules] of sources)
      for (const module of modules) where.set(module, [...(where.get(module) ?? []), name]);
    expect([...where].filter(([, names]) => names.length > 1)).toEqual([]);
    expect(where.get("src/index.ts")).toEqual(["fivefold.mjs"]);
  });

  it.each(
    RULESET_IDS.flatMap((id) => [
      [id, "dialogs", `${id}-on-demand.mjs`] as const,
      [id, "request odds", `${id}-request-odds.mjs`] as const,
      [id, "Token Action HUD groups", `${id}-hud.mjs`] as const,
      [id, "card actions", `${id}-card-action-list.mjs`] as const,
    ]),
  )("fetches %s's %s without loading any other ruleset's code", (id, _what, file) => {
    const others = RULESET_IDS.filter((other) => other !== id);
    const files = [...loaded(file)].filter((name) => name !== "fivefold.mjs");
    const modules = files.flatMap((name) => sources.get(name) ?? []);
    expect(modules.some((module) => module.startsWith(`src/rulesets/${id}/`))).toBe(true);
    expect(modules.filter((module) => others.some((other) => module.startsWith(`src/rulesets/${other}/`)))).toEqual([]);
  });

  // What only a dialog, a card's odds or a click reads is fetched then, not loaded by every client at start.
  it("leaves out of the entry each ruleset's dialog context and request odds, the bodies run on a click, and what only a drawing needs", () => {
    const clicks = [
      "src/rulesets/muckraker/foundry/deck.ts",
      "src/rulesets/murk/foundry/episode.ts",
      "src/rulesets/sunrider/foundry/severity.ts",
      ...RULESET_IDS.map((id) => `src/rulesets/${id}/foundry/card-actions.ts`),
      "src/rulesets/v5/foundry/consequence-actions.ts",
      "src/rulesets/v5/foundry/night-actions.ts",
      "src/rulesets/v5/foundry/contest-actions.ts",
      "src/rulesets/sunrider/foundry/contest-actions.ts",
      "src/rulesets/v5/foundry/chat.ts",
      "src/rulesets/v5/foundry/night-chat.ts",
    ];
    const drawings = [
      "src/foundry/requests/card-view.ts",
      "src/foundry/requests/card-context.ts",
      "src/rulesets/v5/view/extended-odds.ts",
      "src/rulesets/v5/rules/extended.ts",
    ];
    const lazy = [
      ...RULESET_IDS.flatMap((id) => [
        `src/rulesets/${id}/view/dialog-context.ts`,
        `src/rulesets/${id}/view/request-odds.ts`,
      ]),
      ...clicks,
      ...drawings,
    ];
    expect((sources.get("fivefold.mjs") ?? []).filter((module) => lazy.includes(module))).toEqual([]);
  });

  // The same line as the bench's (bench/size.ts): under 200,000 bytes.
  it("keeps what every client loads at start under 200,000 bytes", () => {
    expect(loaded("fivefold.mjs")).toEqual(new Set(["fivefold.mjs"]));
    expect(Buffer.byteLength(bundle)).toBeLessThan(200_000);
  });

  // The bodies of card buttons fetched on demand keep their actions' stored ids out of the start file only in their
  // code: the ids a card declares stay in it, registered at init (src/foundry/register.ts).
  it("registers each ruleset's card actions at start through a fetch, not the actions themselves", () => {
    for (const id of RULESET_IDS) expect(bundle).toContain(`import(\`./${id}-card-action-list.mjs\`)`);
    expect(bundle).not.toContain("the card changed while the reroll was prepared");
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
