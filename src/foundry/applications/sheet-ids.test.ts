import { afterEach, describe, expect, it } from "vitest";
import { formerSheetIds, migrateSheetPreferences, sheetId } from "./sheet-ids.js";

/*
 * Stored sheet preferences, as Foundry V13 keeps them:
 * - `DocumentSheetConfig.registerSheet` (client/applications/apps/document-sheet-config.mjs)
 *   makes the id `${scope}.${sheetClass.name}`; its options take no id;
 * - a document's own choice is `flags.core.sheetClass` (set by DocumentSheetConfig#onSubmitForm
 *   through `setFlag("core", "sheetClass", id)`), read by `ClientDocumentMixin#_getSheetClass`;
 * - the GM's defaults are the world setting `core.sheetClasses`: `{ Actor: { <type>: <id> } }`.
 * Old-shaped data below is written by hand with the ids the sheets had before their rename.
 */

class V5VampireSheet {}
class V5PowerSheet {}
class MurkSheet {}

const RULESETS = [
  {
    sheets: [
      {
        documentName: "Actor" as const,
        sheetClass: V5VampireSheet,
        types: ["v5Vampire"],
        label: "",
        formerClassNames: ["VampireSheet"],
      },
      {
        documentName: "Item" as const,
        sheetClass: V5PowerSheet,
        types: ["v5Power"],
        label: "",
        formerClassNames: ["PowerSheet"],
      },
    ],
  },
  { sheets: [{ documentName: "Actor" as const, sheetClass: MurkSheet, types: ["murkCharacter"], label: "" }] },
] as unknown as Parameters<typeof formerSheetIds>[0]; // stand-in classes: only their names are read

interface Written {
  readonly name: string;
  readonly data: unknown;
}

function stored(name: string, sheetClass: string | undefined, written: Written[], items: unknown[] = []) {
  return {
    name,
    flags: sheetClass === undefined ? {} : { core: { sheetClass } },
    items,
    update(data: unknown) {
      written.push({ name, data });
      return Promise.resolve(this);
    },
  };
}

function install(settings: Record<string, unknown> | undefined) {
  const written: Written[] = [];
  const setTo: unknown[] = [];
  const power = stored("Dominate", "fivefold.PowerSheet", written);
  const vivian = stored("Vivian", "fivefold.VampireSheet", written, [power]);
  const ash = stored("Ash", "fivefold.MurkSheet", written, []);
  const nobody = stored("Nobody", undefined, written, []);
  const trait = stored("Resolve", "fivefold.TraitSheet", written);
  Object.assign(globalThis, {
    game: {
      actors: [vivian, ash, nobody],
      items: [trait],
      settings: {
        get: (scope: string, key: string) => (scope === "core" && key === "sheetClasses" ? settings : undefined),
        set: (_scope: string, _key: string, value: unknown) => {
          setTo.push(value);
          return Promise.resolve(value);
        },
      },
    },
  });
  return { written, setTo };
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, "game");
});

describe("sheet ids", () => {
  it("are Fivefold's scope and the class name, as registerSheet makes them", () => {
    expect(sheetId("V5VampireSheet")).toBe("fivefold.V5VampireSheet");
  });

  it("map each former id to the id its sheet is registered under now", () => {
    expect([...formerSheetIds(RULESETS)]).toEqual([
      ["fivefold.VampireSheet", "fivefold.V5VampireSheet"],
      ["fivefold.PowerSheet", "fivefold.V5PowerSheet"],
    ]);
  });
});

describe("migrateSheetPreferences on a world stored with the former ids", () => {
  it("rewrites an actor's and an owned item's own choice, and leaves current and unknown ids alone", async () => {
    const { written } = install(undefined);
    const count = await migrateSheetPreferences(formerSheetIds(RULESETS));
    expect(written).toEqual([
      { name: "Vivian", data: { flags: { core: { sheetClass: "fivefold.V5VampireSheet" } } } },
      { name: "Dominate", data: { flags: { core: { sheetClass: "fivefold.V5PowerSheet" } } } },
    ]);
    expect(count).toBe(2);
  });

  it("rewrites the GM's default sheet per subtype, keeping every other default", async () => {
    const { setTo } = install({
      Actor: { v5Vampire: "fivefold.VampireSheet", murkCharacter: "fivefold.MurkSheet" },
      Item: { v5Power: "fivefold.PowerSheet", loot: "other.LootSheet" },
    });
    await migrateSheetPreferences(formerSheetIds(RULESETS));
    expect(setTo).toEqual([
      {
        Actor: { v5Vampire: "fivefold.V5VampireSheet", murkCharacter: "fivefold.MurkSheet" },
        Item: { v5Power: "fivefold.V5PowerSheet", loot: "other.LootSheet" },
      },
    ]);
  });

  it("writes nothing when no preference names a former id", async () => {
    const { written, setTo } = install({ Actor: { v5Vampire: "fivefold.V5VampireSheet" } });
    const renames = new Map([["fivefold.GoneSheet", "fivefold.V5VampireSheet"]]);
    expect(await migrateSheetPreferences(renames)).toBe(0);
    expect(written).toEqual([]);
    expect(setTo).toEqual([]);
  });
});

/**
 * Which sheet Foundry opens for a document, as V13 `ClientDocumentMixin#_getSheetClass`
 * (client/documents/abstract/client-document.mjs) picks it: the document's own choice when
 * that id is registered for its type, else the type's default, else the last registered.
 */
type Registered = Partial<Record<string, { cls: unknown; default: boolean }>>;

function sheetFoundryOpens(registered: Registered, flag: string | undefined): unknown {
  const own = flag === undefined ? undefined : registered[flag];
  if (own) return own.cls;
  const classes = Object.values(registered).filter((sheet) => sheet !== undefined);
  return (classes.find((sheet) => sheet.default) ?? classes.pop())?.cls;
}

describe("a vampire whose own sheet choice names the former id", () => {
  // Registered as registerSheet does: under `fivefold.<class name>`, the default for v5Vampire.
  const registered = { [sheetId(V5VampireSheet.name)]: { cls: V5VampireSheet, default: true } };

  it("opens the V5 vampire sheet before the GM's client rewrites it (Foundry falls back to the default)", () => {
    expect(sheetFoundryOpens(registered, "fivefold.VampireSheet")).toBe(V5VampireSheet);
  });

  it("names a registered id once rewritten, so the choice is honoured as the document's own", async () => {
    const { written } = install(undefined);
    await migrateSheetPreferences(formerSheetIds(RULESETS));
    // The write as the stand-in recorded it: the data migrateSheetPreferences passed to update.
    type FlagWrite = { flags: { core: { sheetClass: string } } };
    const vivian = written.find((write) => write.name === "Vivian")?.data as FlagWrite;
    expect(vivian.flags.core.sheetClass in registered).toBe(true);
    expect(sheetFoundryOpens(registered, vivian.flags.core.sheetClass)).toBe(V5VampireSheet);
  });
});
