import "../../../../test/foundry-models.js";
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { registerMuckrakerSettings, whenHazardChanges } from "./settings.js";

/**
 * The doubles, each standing for one Foundry V13 behaviour:
 * - `setLikeFoundry` stands for `ClientSettings#set`: it validates the value through the
 *   setting's field before saving anything and throws the failure; `DataField#validate` runs
 *   the field's `validate` option, and an Error it throws becomes the failure's message
 *   (Foundry V13 client/helpers/client-settings.mjs `set`/`#cleanJSON` and
 *   common/data/fields.mjs `DataField#validate`, read through the search tool; fvtt-types
 *   src/foundry/common/data/fields.d.mts `DataField.Validator`);
 * - `foundry.utils.parseUuid` gives the compendium a `Compendium.` uuid lives in, whose
 *   `locked` and `title` are `CompendiumCollection`'s getters (fvtt-types
 *   src/foundry/common/utils/helpers.d.mts, client/documents/collections/compendium-collection.d.mts);
 * - `fromUuidSync` gives a compendium document's index entry, with its name;
 * - `game.i18n.format` fills the English text's placeholders.
 */
class CompendiumCollection {
  constructor(
    readonly locked: boolean,
    readonly title: string,
  ) {}
}
const PACKS: Record<string, CompendiumCollection> = {
  "fivefold.muckraker-tarot": new CompendiumCollection(true, "Muckraker Tarot"),
  "world.my-decks": new CompendiumCollection(false, "My Decks"),
};
const LOCKED = "Compendium.fivefold.muckraker-tarot.Cards.abcdefghijklmnop";
const UNLOCKED = "Compendium.world.my-decks.Cards.abcdefghijklmnop";
const WORLD = "Cards.qrstuvwxyzabcdef";

interface SettingField {
  validate?: (value: unknown) => unknown;
}
const registered = new Map<string, { type?: SettingField; onChange?: (value: unknown) => void }>();

beforeAll(() => {
  const global = globalThis as Record<string, unknown>;
  const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as {
    FIVEFOLD: { Muckraker: { Deck: Record<string, string> } };
  };
  global.game = {
    settings: {
      register: (_scope: string, key: string, config: { type?: SettingField }) => registered.set(key, config),
    },
    i18n: {
      format: (key: string, data: Record<string, string>) =>
        key === "FIVEFOLD.Muckraker.Deck.LockedPack"
          ? lang.FIVEFOLD.Muckraker.Deck.LockedPack.replace(/\{(\w+)\}/g, (_, name: string) => data[name] ?? "")
          : key,
    },
  };
  Object.assign(global.foundry as object, {
    documents: { collections: { CompendiumCollection } },
    utils: {
      parseUuid: (uuid: string) => ({
        collection: uuid.startsWith("Compendium.") ? PACKS[uuid.split(".").slice(1, 3).join(".")] : undefined,
      }),
      fromUuidSync: (uuid: string) =>
        uuid.startsWith("Compendium.") ? { name: "Tarot of the Muck" } : { name: "Our deck" },
    },
  });
  registerMuckrakerSettings();
});

/** Sets the world's plot-twist deck as Foundry would, into `stored`; returns the refusal's message, if any. */
function setLikeFoundry(stored: { deck: string }, value: string): string | null {
  const field = registered.get("muckrakerDeck")?.type;
  try {
    // `validate` runs after `_validateSpecial`, which accepts a blank value first.
    if (value !== "") field?.validate?.(value);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  stored.deck = value;
  return null;
}

describe("the Muckraker plot-twist deck setting", () => {
  it("refuses a deck in a locked compendium, says which and what to do, and keeps the deck it had", () => {
    const stored = { deck: WORLD };
    const refusal = setLikeFoundry(stored, LOCKED);
    expect(refusal).toBe(
      "The deck Tarot of the Muck is in the locked compendium Muckraker Tarot, so no card can be drawn from it. Import it into the world (right-click it in the compendium) and choose the imported deck; the plot-twist deck was not changed.",
    );
    expect(stored.deck).toBe(WORLD);
  });

  it("takes a world deck, a deck in an unlocked compendium, or none", () => {
    for (const value of [WORLD, UNLOCKED, ""]) {
      const stored = { deck: "before" };
      expect(setLikeFoundry(stored, value)).toBeNull();
      expect(stored.deck).toBe(value);
    }
  });
});

/*
 * The Hazard Level's badges (hazard.ts) are told the level as it reads. V13 build 350, client/documents/setting.mjs:
 * Setting#_onCreate and Setting#_onUpdate call the setting's onChange with `this.value`, the value as stored (cast to
 * its type, not bounded). A level stored out of bounds (by another module's game.settings.set) reads 0 to 99 (RULES.md:
 * the Hazard Level never shows 100). Expected by hand.
 */
describe("the Hazard Level setting's onChange", () => {
  it.each([
    [150, 99],
    [99, 99],
    [-3, 0],
    [7, 7],
    ["12", 12],
    ["lots", 0],
  ] as const)("stored %j: the badges are told %d", (stored, told) => {
    const heard: number[] = [];
    whenHazardChanges((level) => heard.push(level));
    registered.get("muckrakerHazardLevel")?.onChange?.(stored);
    expect(heard).toEqual([told]);
  });
});
