import { afterEach, describe, expect, it, vi } from "vitest";

// The dialog window (ApplicationV2), the vampire data model and the posting of cards are
// Foundry-bound; they are replaced so that what the dialog asks to post can be read.
const posted = vi.hoisted(() => ({ rouse: [] as unknown[][], pools: [] as unknown[][] }));
// The dialog class is declared from the base's statics (its options and parts), which the double gives as empty.
vi.mock("../../../foundry/applications/roll-dialog.js", () => ({
  ActorRollDialog: class {
    static rulesetOptions = () => ({});
    static rulesetParts = () => ({});
  },
}));
vi.mock("./data.js", () => ({ V5VampireData: class {} }));
vi.mock("./settings.js", () => ({ botchRule: () => false }));
vi.mock("./chat.js", () => ({
  postRouseCheck: async (...args: unknown[]) => {
    posted.rouse.push(args);
    return {};
  },
  postV5Roll: async (...args: unknown[]) => {
    posted.pools.push(args);
    return {};
  },
}));

const { openV5RollDialog } = await import("./dialog.js");
const { V5VampireData } = await import("./data.js");

// Double for one Foundry behaviour: V13's "core.rollMode" setting holds the roll mode the
// user picked in the chat controls (fvtt-types 13.345 CONST.DICE_ROLL_MODES).
function settingsWithRollMode(rollMode: string) {
  return {
    settings: new Map([["core.rollMode", {}]]),
    get: (_namespace: string, key: string) => (key === "rollMode" ? rollMode : undefined),
  };
}

function vampireActor(uuid: string) {
  const system = Object.assign(new V5VampireData(), {
    hunger: 2,
    attributes: {},
    skills: {},
  });
  return { uuid, id: uuid, name: "Vivienne", system } as unknown as Actor.Implementation;
}

afterEach(() => {
  posted.rouse.length = 0;
  posted.pools.length = 0;
  vi.unstubAllGlobals();
});

describe("the V5 dialog's roll mode reaches every message it causes", () => {
  it.each(["gmroll", "blindroll", "selfroll"])("a Rouse check rolled in %s is posted in that mode", async (mode) => {
    vi.stubGlobal("game", { settings: settingsWithRollMode(mode), i18n: undefined });
    await openV5RollDialog(vampireActor(`Actor.rouse-${mode}`), { kind: "rouse" }, { skipDialog: true });
    expect(posted.rouse).toHaveLength(1);
    expect(posted.rouse[0][2]).toBe(mode);
  });
});

// RULES.md, Impairment: a shift-click roll applies it too, and the card records it.
describe("a shift-click roll of an impaired vampire", () => {
  it("takes 2 dice from a Physical pool when every Health box is damaged, and tells the card", async () => {
    vi.stubGlobal("game", { settings: settingsWithRollMode("publicroll"), i18n: undefined, combats: undefined });
    const actor = vampireActor("Actor.impaired");
    // Strength 3 + Athletics 2 = 5 dice; Health 5 boxes (Stamina 2 + 3), all damaged: 5 - 2 = 3 dice.
    Object.assign(actor.system, {
      hunger: 1,
      attributes: { strength: 3 },
      skills: { athletics: { value: 2, specialties: [] } },
      health: { superficial: 4, aggravated: 1 },
      healthMax: 5,
      willpower: { superficial: 0, aggravated: 0 },
      willpowerMax: 4,
    });
    await openV5RollDialog(actor, { attribute: "strength", skill: "athletics" }, { skipDialog: true });
    expect(posted.pools).toHaveLength(1);
    expect(posted.pools[0][1]).toMatchObject({ inputs: { pool: 3, hunger: 1 }, impaired: "physical" });
  });
});
