import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sunriderInitiative } from "../../rulesets/sunrider/view/initiative.js";
import { v5Initiative } from "../../rulesets/v5/view/initiative.js";
import type { Ruleset } from "../ruleset.js";

// Doubles, each built from V13's client/documents/combatant.mjs (read through the public
// mirror; declarations in fvtt-types src/foundry/client/documents/combatant.d.mts):
// - Combatant#getInitiativeRoll(formula): `formula = formula || this._getInitiativeFormula()`,
//   then `foundry.dice.Roll.create(formula, this.actor?.getRollData() || {})`.
// - Combatant#rollInitiative(formula): evaluates that roll and updates `initiative` to its total.
// - Combatant#_getInitiativeFormula(): `String(CONFIG.Combat.initiative.formula || game.system.initiative)`;
//   Fivefold's system.json names no initiative, so core's answer is the manifest default, 1d20.
// - Combat#rollInitiative(ids, { formula = null }) (client/documents/combat.mjs; Roll All and
//   Roll NPCs go through it): for each combatant, `combatant.getInitiativeRoll(formula)`.
// The Roll double keeps the formula; it evaluates only constants (a fixed order), which is all
// the values below need. Dice formulas are checked as formulas.
interface RollDouble {
  formula: string;
  total: number | undefined;
  evaluate(): Promise<RollDouble>;
}

class CoreCombatant {
  initiative: number | null = null;
  constructor(readonly actorDouble: { type: string; system: unknown } | null) {}
  get actor() {
    return this.actorDouble === null
      ? null
      : { ...this.actorDouble, getRollData: () => this.actorDouble?.system ?? {} };
  }
  getInitiativeRoll(formula?: string | null): RollDouble {
    const chosen = formula || this._getInitiativeFormula();
    const rollData = this.actor?.getRollData() || {};
    return (
      foundry as unknown as { dice: { Roll: { create(formula: string, data: unknown): RollDouble } } }
    ).dice.Roll.create(chosen, rollData);
  }
  async rollInitiative(formula?: string): Promise<this> {
    const roll = this.getInitiativeRoll(formula);
    await roll.evaluate();
    this.initiative = roll.total ?? null;
    return this;
  }
  _getInitiativeFormula(): string {
    return "1d20";
  }
}
function stubCore() {
  vi.stubGlobal("Combatant", CoreCombatant);
  vi.stubGlobal("foundry", {
    dice: {
      Roll: {
        create(formula: string): RollDouble {
          const roll: RollDouble = {
            formula,
            total: undefined,
            evaluate: () => {
              roll.total = /^-?\d+$/.test(formula) ? Number(formula) : undefined;
              return Promise.resolve(roll);
            },
          };
          return roll;
        },
      },
    },
  });
}
stubCore();

const { FivefoldCombatant, registerInitiative } = await import("./initiative.js");
const { registerWorldRulesets } = await import("../settings/world-rulesets.js");

// The five rulesets' actor types (system.json's documentTypes) and the initiatives they declare.
const RULESETS = [
  { id: "muckraker", worldSetting: "useMuckraker", actorModels: { muckrakerReporter: {} } },
  { id: "murk", worldSetting: "useMurk", actorModels: { murkCharacter: {} } },
  {
    id: "sunrider",
    worldSetting: "useSunrider",
    actorModels: { sunriderCharacter: {} },
    initiative: sunriderInitiative,
  },
  { id: "unique", worldSetting: "useUnique", actorModels: { uniqueCharacter: {} } },
  { id: "v5", worldSetting: "useV5", actorModels: { v5Vampire: {} }, initiative: v5Initiative },
] as unknown as Ruleset[];

let worldDefault: unknown;
const registered: { key: string; config: { default?: unknown; choices?: Record<string, string>; scope?: string } }[] =
  [];

beforeEach(() => {
  worldDefault = undefined;
  registered.length = 0;
  vi.stubGlobal("CONFIG", { Combatant: {} });
  vi.stubGlobal("game", {
    settings: {
      register: (_namespace: string, key: string, config: (typeof registered)[number]["config"]) =>
        registered.push({ key, config }),
      get: (_namespace: string, key: string) => (key === "defaultInitiative" ? worldDefault : true),
    },
  });
  registerWorldRulesets(RULESETS);
  registerInitiative();
});

afterEach(() => {
  vi.unstubAllGlobals();
  stubCore();
});

function combatant(type: string | null, system: unknown = {}) {
  // Fivefold's class extends the CoreCombatant double here, whose constructor takes the actor.
  const Built = FivefoldCombatant as unknown as new (actor: { type: string; system: unknown } | null) => CoreCombatant;
  return new Built(type === null ? null : { type, system });
}

const sunrider = (attributes: { name: string; dice: number }[]) => ({ attributes, skills: [] });
const vampire = (dexterity: number, wits: number) => ({ attributes: { dexterity, wits, strength: 5, composure: 4 } });

describe("Initiative through the combatant's initiative roll, for each actor type", () => {
  // By hand: V5 rolls nothing (Dexterity + Wits as a fixed order); Sunrider rolls Perception
  // with one die the exploding Chance Die; the other three games have no initiative rule and
  // take the world's default, 1d6 unless the GM changes it.
  it.each([
    ["v5Vampire", vampire(3, 2), "5"],
    ["v5Vampire", vampire(1, 4), "5"],
    ["v5Vampire", vampire(5, 5), "10"],
    [
      "sunriderCharacter",
      sunrider([
        { name: "Strength", dice: 3 },
        { name: "Perception", dice: 4 },
      ]),
      "3d6 + 1d6x6",
    ],
    ["sunriderCharacter", sunrider([{ name: "Percepción", dice: 2 }]), "1d6 + 1d6x6"],
    ["sunriderCharacter", sunrider([{ name: " perception ", dice: 1 }]), "1d6x6"],
    ["sunriderCharacter", sunrider([{ name: "Perception", dice: 0 }]), "0"],
    ["sunriderCharacter", sunrider([{ name: "Agility", dice: 3 }]), "1d6"],
    ["muckrakerReporter", { skills: [] }, "1d6"],
    ["murkCharacter", { attributes: [{ name: "Agility", die: 8 }] }, "1d6"],
    ["uniqueCharacter", { attributes: [] }, "1d6"],
  ])("%s %j rolls %s", (type, system, formula) => {
    expect(combatant(type, system).getInitiativeRoll().formula).toBe(formula);
  });

  it("a token with no actor takes the world's default", () => {
    expect(combatant(null).getInitiativeRoll().formula).toBe("1d6");
  });

  it("a vampire's fixed order is the value Roll All stores", async () => {
    expect((await combatant("v5Vampire", vampire(3, 2)).rollInitiative()).initiative).toBe(5);
  });

  it("an explicit formula (a macro's, a module's) still wins, as in core", () => {
    expect(combatant("v5Vampire", vampire(3, 2)).getInitiativeRoll("2d10").formula).toBe("2d10");
  });

  it("Roll All in a mixed world gives each combatant its own game's initiative, none of them core's 1d20", () => {
    const combat = [
      combatant("v5Vampire", vampire(2, 3)),
      combatant("sunriderCharacter", sunrider([{ name: "Perception", dice: 3 }])),
      combatant("murkCharacter", { attributes: [] }),
    ];
    // Combat#rollInitiative(ids, { formula = null }): each combatant's getInitiativeRoll(null).
    expect(combat.map((one) => one.getInitiativeRoll(null).formula)).toEqual(["5", "2d6 + 1d6x6", "1d6"]);
  });
});

describe("The world's initiative for games with no initiative rule", () => {
  it("is a world setting, 1d6 by default, with the choices the docs list", () => {
    const setting = registered.find(({ key }) => key === "defaultInitiative");
    expect(setting?.config.scope).toBe("world");
    expect(setting?.config.default).toBe("d6");
    expect(Object.keys(setting?.config.choices ?? {})).toEqual(["d6", "d10", "d20", "none"]);
  });

  it.each([
    ["d6", "1d6"],
    ["d10", "1d10"],
    ["d20", "1d20"],
    ["none", "0"],
    ["d7", "1d6"],
    [undefined, "1d6"],
  ])("set to %s, a Murk character rolls %s", (value, formula) => {
    worldDefault = value;
    expect(combatant("murkCharacter", { attributes: [] }).getInitiativeRoll().formula).toBe(formula);
  });

  it("does not change a game that has its own rule", () => {
    worldDefault = "d20";
    expect(combatant("v5Vampire", vampire(3, 3)).getInitiativeRoll().formula).toBe("6");
  });

  it("makes Fivefold's Combatant the one Foundry uses", () => {
    expect((CONFIG as unknown as { Combatant: { documentClass: unknown } }).Combatant.documentClass).toBe(
      FivefoldCombatant,
    );
  });
});

describe("Each ruleset's initiative is the one its registration declares", () => {
  it.each([
    ["v5", "v5Initiative"],
    ["sunrider", "sunriderInitiative"],
  ])("%s registers %s", (id, name) => {
    expect(readFileSync(`src/rulesets/${id}/index.ts`, "utf8")).toMatch(new RegExp(`\\binitiative: ${name},`));
  });

  it.each(["muckraker", "murk", "unique"])("%s declares none (its text has no initiative rule)", (id) => {
    expect(readFileSync(`src/rulesets/${id}/index.ts`, "utf8")).not.toMatch(/\binitiative:/);
  });
});
