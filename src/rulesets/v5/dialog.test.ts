import { afterEach, describe, expect, it, vi } from "vitest";

// The dialog window (ApplicationV2), the vampire data model and the posting of cards are
// Foundry-bound; they are replaced so that what the dialog asks to post can be read.
const posted = vi.hoisted(() => ({ rouse: [] as unknown[][], pools: [] as unknown[][] }));
vi.mock("../../foundry/roll-dialog.js", () => ({ ActorRollDialog: class {} }));
vi.mock("./data.js", () => ({ VampireData: class {} }));
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
const { VampireData } = await import("./data.js");

// Double for one Foundry behaviour: V13's "core.rollMode" setting holds the roll mode the
// user picked in the chat controls (fvtt-types 13.345 CONST.DICE_ROLL_MODES).
function settingsWithRollMode(rollMode: string) {
  return { settings: new Map([["core.rollMode", {}]]), get: (_namespace: string, key: string) => (key === "rollMode" ? rollMode : undefined) };
}

function vampireActor(uuid: string) {
  const system = Object.assign(new VampireData(), {
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
