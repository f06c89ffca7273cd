import "./foundry-models.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { V5PowerData, V5TraitData, V5VampireData } from "../src/rulesets/v5/foundry/data.js";
import { V5RollMessage } from "../src/rulesets/v5/foundry/message.js";
import { MurkCharacterData } from "../src/rulesets/murk/foundry/data.js";
import { MurkRollMessage } from "../src/rulesets/murk/foundry/message.js";
import { MurkPotentialMessage } from "../src/rulesets/murk/foundry/potential-message.js";
import { SunriderBonusData, SunriderCharacterData } from "../src/rulesets/sunrider/foundry/data.js";
import { SunriderRollMessage } from "../src/rulesets/sunrider/foundry/message.js";
import { UniqueCharacterData, UniqueSpecialData, UniqueToolData } from "../src/rulesets/unique/foundry/data.js";
import { UniqueRollMessage } from "../src/rulesets/unique/foundry/message.js";
import { MuckrakerReporterData } from "../src/rulesets/muckraker/foundry/data.js";
import { MuckrakerRollMessage } from "../src/rulesets/muckraker/foundry/message.js";

type Model = { migrateData(source: Record<string, unknown>, options?: unknown): Record<string, unknown> };

/**
 * Stands for Foundry V13's `TypeDataField#migrateSource`: it calls the model's
 * `migrateDataSafe(source)`, which calls `migrateData(source)` and DISCARDS what it returns;
 * the document is then built from `source` itself. Read in fvtt-types
 * src/foundry/common/data/fields.d.mts (`TypeDataField#migrateSource` returns void) and
 * src/foundry/common/abstract/data.d.mts (`migrateDataSafe`), and ../shared/FOUNDRY-RUNTIME.md.
 */
function migrateLikeV13(model: Model, source: Record<string, unknown>): Record<string, unknown> {
  model.migrateData(source);
  return source;
}

// What an older version stored, and what the field must hold after the repair: written by
// hand from each field's range (Hunger 0..5, dots 0..5, a Unique score 0..8, ...).
const OLD_SOURCES: [string, Model, Record<string, unknown>, Record<string, unknown>][] = [
  ["V5VampireData", V5VampireData, { hunger: 7 }, { hunger: 5 }],
  ["V5PowerData", V5PowerData, { level: "2" }, { level: 2 }],
  ["V5TraitData", V5TraitData, { dots: 9 }, { dots: 5 }],
  ["MurkCharacterData", MurkCharacterData, { xp: "12" }, { xp: 12 }],
  ["SunriderCharacterData", SunriderCharacterData, { characterPoints: -2 }, { characterPoints: 0 }],
  ["SunriderBonusData", SunriderBonusData, { dice: "4" }, { dice: 4 }],
  [
    "UniqueCharacterData",
    UniqueCharacterData,
    { attributes: { "0": { name: "Wits", score: "3" }, "1": { name: "Nerve", score: 11 } } },
    {
      attributes: [
        { name: "Wits", score: 3 },
        { name: "Nerve", score: 8 },
      ],
    },
  ],
  ["UniqueToolData", UniqueToolData, { quality: 12 }, { quality: 8 }],
  ["MuckrakerReporterData", MuckrakerReporterData, { genetic: "8" }, { genetic: 8 }],
  ["V5RollMessage", V5RollMessage, { normalDice: { "0": 10, "1": "3" } }, { normalDice: [10, 3] }],
  ["MurkRollMessage", MurkRollMessage, { dr: "12" }, { dr: 12 }],
  ["MurkPotentialMessage", MurkPotentialMessage, { cost: "2" }, { cost: 2 }],
  ["SunriderRollMessage", SunriderRollMessage, { dice: { "0": "6" } }, { dice: [6] }],
  ["UniqueRollMessage", UniqueRollMessage, { pool: "4" }, { pool: 4 }],
  ["MuckrakerRollMessage", MuckrakerRollMessage, { white: { "0": "5" } }, { white: [5] }],
];

// UniqueSpecialData keeps no number or list: nothing of it can need the repair, but it must still pass options on.
const ALL_MODELS: [string, Model][] = [
  ...OLD_SOURCES.map(([name, model]) => [name, model] as [string, Model]),
  ["UniqueSpecialData", UniqueSpecialData],
];

describe("every data model's migrateData", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("covers the 16 models (5 actor, 5 item, 6 chat message)", () => {
    expect(ALL_MODELS).toHaveLength(16);
  });

  it.for(OLD_SOURCES)("repairs %s's stored source in place, as V13 reads it", ([, model, stored, expected]) => {
    const source = { ...stored, untouched: "kept" };
    expect(migrateLikeV13(model, source)).toEqual({ ...expected, untouched: "kept" });
  });

  it.for(ALL_MODELS)(
    "%s passes the options on to the parent class and returns the source itself (V14 reads it)",
    ([, model]) => {
      // The parent is the stand-in's TypeDataModel (test/foundry-models.ts), reached through `super`.
      const parent = vi.spyOn(foundry.abstract.TypeDataModel, "migrateData");
      const source = {};
      const options = { partial: true };
      expect(model.migrateData(source, options)).toBe(source);
      expect(parent).toHaveBeenCalledWith(source, options);
    },
  );
});

/**
 * Stands for Foundry's `DataField#clean`: an undefined value is replaced by the field's
 * `getInitialValue()`, which is its `initial` option (fvtt-types
 * src/foundry/common/data/fields.d.mts, `DataField#clean` and `getInitialValue`); a
 * SchemaField cleans each of its fields. Only the top level is filled here: the keys a
 * source stored before schema 2 lacks are top-level keys of the vampire's system.
 */
function fillDefaults(
  model: { readonly schema: { readonly fields: Record<string, unknown> } },
  source: Record<string, unknown>,
): Record<string, unknown> {
  const filled = { ...source };
  for (const [key, field] of Object.entries(model.schema.fields)) {
    // An ArrayField given no `initial` starts empty: V13's ArrayField#getInitialValue returns []
    // for a required array (foundry common/data/fields.mjs, read in the public V13 mirror).
    const empty = field instanceof foundry.data.fields.ArrayField ? [] : undefined;
    if (filled[key] === undefined) filled[key] = (field as { initial?: unknown }).initial ?? empty;
  }
  return filled;
}

describe("the vampire's disciplines and frenzy", () => {
  // A vampire as stored before schema 2: no disciplines, no frenzy flag.
  const OLD_VAMPIRE = {
    hunger: 2,
    humanity: 6,
    stains: 1,
    bloodPotency: 3,
    clan: "Ventrue",
    willpower: { superficial: 1, aggravated: 0, bonus: 0 },
  };

  it("loads an old vampire with no disciplines and not in frenzy, keeping everything it stored", () => {
    const source = structuredClone(OLD_VAMPIRE);
    const loaded = fillDefaults(V5VampireData, migrateLikeV13(V5VampireData, source));
    expect(loaded).toMatchObject(OLD_VAMPIRE);
    expect(loaded.disciplines).toEqual([]);
    expect(loaded.frenzy).toBe(false);
  });

  it("keeps stored disciplines, repairing dots out of range and a list kept as an object", () => {
    const source = {
      ...structuredClone(OLD_VAMPIRE),
      disciplines: { "1": { name: "Presence", dots: "2" }, "0": { name: "Dominate", dots: 7 } },
      frenzy: true,
    };
    const loaded = fillDefaults(V5VampireData, migrateLikeV13(V5VampireData, source));
    expect(loaded.disciplines).toEqual([
      { name: "Dominate", dots: 5 },
      { name: "Presence", dots: 2 },
    ]);
    expect(loaded.frenzy).toBe(true);
  });
});

/**
 * What Foundry V13 hands a system model's `_preUpdate` and what it does with it: the update is
 * expanded (`changes.system.potential`), then `doc._preUpdate(changes, options, user)` runs, and
 * only after that `doc.updateSource(changes, {dryRun: true})` makes the diff that is sent, so a
 * value written into `changes` is the one stored (ClientDatabaseBackend `#preUpdateDocumentArray`,
 * foundry client/data/client-backend.mjs, V13; TypeDataModel#_preUpdate is called by
 * ClientDocumentMixin#_preUpdate, common/abstract/type-data.mjs).
 */
async function preUpdate(
  current: { rank: number; potential: number },
  changes: { system: Record<string, unknown> },
): Promise<{ system: Record<string, unknown> }> {
  // The model as loaded: its stored fields on an instance of the real class.
  const model = Object.assign(Object.create(MurkCharacterData.prototype) as MurkCharacterData, current);
  // _preUpdate is protected; the test calls it as Foundry's backend does, through the instance.
  await (model as unknown as { _preUpdate(c: unknown, o: unknown, u: unknown): Promise<unknown> })._preUpdate(
    changes,
    {},
    {},
  );
  return changes;
}

describe("the Murk character holds its Potential cap on every write (RULES.md: never more than its Rank allows)", () => {
  // Caps by hand from RULES.md: Rank 1: 12, 2: 16, 3: 20, 4: 24.
  it("brings old data above the cap down to it as it loads (Rank 2 kept at 24 -> 16)", () => {
    expect(migrateLikeV13(MurkCharacterData, { rank: 2, potential: 24 })).toEqual({ rank: 2, potential: 16 });
    expect(migrateLikeV13(MurkCharacterData, { rank: "1", potential: 30 })).toEqual({ rank: 1, potential: 12 });
  });

  it("leaves a partial update that names no Rank to the update's own check (the Rank is not in it)", () => {
    expect(migrateLikeV13(MurkCharacterData, { potential: 20 })).toEqual({ potential: 20 });
  });

  it("caps a direct actor.update of Potential: 20 at Rank 1 stores 12", async () => {
    expect(await preUpdate({ rank: 1, potential: 3 }, { system: { potential: 20 } })).toEqual({
      system: { potential: 12 },
    });
  });

  it("brings Potential down with a lowered Rank: Rank 3 at 18 lowered to Rank 1 stores 12", async () => {
    expect(await preUpdate({ rank: 3, potential: 18 }, { system: { rank: 1 } })).toEqual({
      system: { rank: 1, potential: 12 },
    });
  });

  // V13 ClientDatabaseBackend #preCreateDocumentArray builds the new document, calls its
  // _preCreate, then sends the document itself: a change made with updateSource is created.
  it("creates a character asked for with more than its Rank allows at the cap: Rank 1 (the default) with 20 stores 12", async () => {
    const written: unknown[] = [];
    const model = Object.assign(Object.create(MurkCharacterData.prototype) as MurkCharacterData, {
      rank: 1,
      potential: 20,
      parent: { updateSource: (changes: unknown) => written.push(changes) },
    });
    await (model as unknown as { _preCreate(d: unknown, o: unknown, u: unknown): Promise<unknown> })._preCreate(
      { system: { potential: 20 } },
      {},
      {},
    );
    expect(written).toEqual([{ system: { potential: 12 } }]);
  });

  it("leaves a write within the cap as it was", async () => {
    expect(await preUpdate({ rank: 2, potential: 3 }, { system: { potential: 16 } })).toEqual({
      system: { potential: 16 },
    });
  });
});

describe("a V5 card stored before titles were kept as keys", () => {
  // As an older version stored it: the title as text in the roller's language, no keys.
  const OLD_CARD = {
    actorUuid: "",
    label: "Wits + Awareness",
    pool: 5,
    hunger: 2,
    difficulty: 3,
    kind: "standard",
    botchRule: true,
    normalDice: [7, 3, 8],
    hungerDice: [2, 4],
  };

  it("loads with no title keys and no specialty, keeping its stored title", () => {
    const loaded = fillDefaults(V5RollMessage, migrateLikeV13(V5RollMessage, structuredClone(OLD_CARD)));
    expect(loaded).toMatchObject(OLD_CARD);
    expect(loaded.labelKeys).toEqual([]);
    expect(loaded.labelSpecialty).toBe(false);
  });
});
