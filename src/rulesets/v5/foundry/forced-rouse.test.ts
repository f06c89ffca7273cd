import { afterEach, describe, expect, it, vi } from "vitest";

// The posting of cards, the roll dialog and the vampire data model are Foundry-bound; they
// are replaced so that what a forced Rouse check asks for can be read.
const asked = vi.hoisted(() => ({
  rouse: [] as unknown[][],
  dialogs: [] as unknown[][],
  warnings: [] as string[],
  infos: [] as string[],
}));
vi.mock("./data.js", () => ({ V5VampireData: class {} }));
vi.mock("./chat.js", () => ({
  postRouseCheck: async (...args: unknown[]) => {
    asked.rouse.push(args);
    return {};
  },
}));
vi.mock("./open-dialog.js", () => ({
  openV5RollDialog: async (...args: unknown[]) => {
    asked.dialogs.push(args);
  },
}));

const { forcedRouseCheck } = await import("./forced-rouse.js");
const { V5VampireData } = await import("./data.js");

/**
 * A vampire actor: Willpower 5 with 1 superficial damage, Humanity 7, at the Hunger given. The dialog counts the
 * Frenzy test's pool from the vampire when it draws and rolls (dialog-tracker-pool.test.ts).
 */
function vampireActor(hunger: number) {
  const system = Object.assign(new V5VampireData(), {
    hunger,
    humanity: 7,
    willpower: { superficial: 1, aggravated: 0 },
    willpowerMax: 5,
  });
  return { uuid: "Actor.vivian", name: "Vivian", system } as unknown as Actor.Implementation;
}

// Double for two Foundry behaviours: `User#isGM`, true for a GAMEMASTER or ASSISTANT role
// (fvtt-types src/foundry/common/documents/user.d.mts, `get isGM`), and
// `ui.notifications.warn/info`, which show a toast with the text given.
function table(isGM: boolean) {
  vi.stubGlobal("game", { user: { isGM }, i18n: undefined });
  vi.stubGlobal("ui", {
    notifications: {
      warn: (text: string) => asked.warnings.push(text),
      info: (text: string) => asked.infos.push(text),
    },
  });
}

afterEach(() => {
  asked.rouse.length = 0;
  asked.dialogs.length = 0;
  asked.warnings.length = 0;
  asked.infos.length = 0;
  vi.unstubAllGlobals();
});

describe("the Storyteller's forced Rouse check", () => {
  it("is a Rouse check below Hunger 5", async () => {
    table(true);
    const actor = vampireActor(4);
    await forcedRouseCheck(actor);
    expect(asked.rouse).toEqual([[actor]]);
    expect(asked.dialogs).toEqual([]);
  });

  it("calls at Hunger 5 for a hunger frenzy test at difficulty 4, and rolls no Rouse check", async () => {
    table(true);
    const actor = vampireActor(5);
    await forcedRouseCheck(actor, true);
    expect(asked.rouse).toEqual([]);
    expect(asked.dialogs).toHaveLength(1);
    const [opened, preset, options] = asked.dialogs[0];
    expect(opened).toBe(actor);
    expect(preset).toMatchObject({ pool: "frenzy", kind: "no-hunger", purpose: "frenzy", difficulty: 4 });
    expect(options).toEqual({ skipDialog: true });
    expect(asked.infos).toEqual(["FIVEFOLD.V5.Rouse.ForcedFrenzy"]);
  });

  it("is the GM's alone: a player's call is refused and changes nothing", async () => {
    table(false);
    await forcedRouseCheck(vampireActor(5));
    await forcedRouseCheck(vampireActor(2));
    expect(asked.rouse).toEqual([]);
    expect(asked.dialogs).toEqual([]);
    expect(asked.warnings).toEqual(["FIVEFOLD.V5.Rouse.ForcedGMOnly", "FIVEFOLD.V5.Rouse.ForcedGMOnly"]);
  });
});
