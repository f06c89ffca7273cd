import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ActorDouble,
  ApplicationV2Double,
  fakeDialogForm,
  type FakeDialogForm,
} from "../../../../test/doubles/application-v2.js";

/*
 * A Willpower roll's and a Frenzy test's pool is read from the vampire's trackers (RULES.md, "Pools read from
 * trackers"): the roll dialog is in its actor's `apps` and redrawn on every update (V13 build 350,
 * client/documents/abstract/client-document.mjs `ClientDocumentMixin#render`, called from `_onUpdate`; the doubles in
 * test/doubles/application-v2.ts stand for it and for `ApplicationV2#render`), so what it shows and rolls is the pool
 * of the vampire as it is then, not as it was when the player clicked.
 *
 * By hand: Willpower 5 boxes, none marked, Humanity 7. Willpower roll: 5 dice; Frenzy test: 5 + floor(7 / 3) = 7.
 * The GM marks 2 superficial Willpower damage: Willpower roll 3 dice; Frenzy test 3 + 2 = 5.
 */
vi.stubGlobal("foundry", {
  applications: {
    api: { ApplicationV2: ApplicationV2Double, HandlebarsApplicationMixin: <T>(base: T) => base },
  },
});
const posted = vi.hoisted(() => ({ rolls: [] as unknown[][], frenzy: [] as unknown[][] }));
vi.mock("./data.js", () => ({ V5VampireData: class {} }));
vi.mock("./settings.js", () => ({ botchRule: () => false }));
vi.mock("./chat.js", () => ({
  postRouseCheck: async () => ({}),
  postV5Roll: async (...args: unknown[]) => {
    posted.rolls.push(args);
    return {};
  },
  postFrenzyTest: async (...args: unknown[]) => {
    posted.frenzy.push(args);
    return {};
  },
}));

const { openV5RollDialog } = await import("./dialog.js");
const { ALL_ATTRIBUTES, ALL_SKILLS } = await import("../rules/traits.js");
const { V5VampireData } = await import("./data.js");

interface Vampire {
  hunger: number;
  humanity: number;
  willpower: { superficial: number; aggravated: number };
  willpowerMax: number;
}

function vivian(): ActorDouble<Vampire> {
  const system = Object.assign(new V5VampireData(), {
    hunger: 1,
    humanity: 7,
    willpower: { superficial: 0, aggravated: 0 },
    willpowerMax: 5,
    health: { superficial: 0, aggravated: 0 },
    healthMax: 5,
    bloodPotency: 1,
    attributes: Object.fromEntries(ALL_ATTRIBUTES.map((name) => [name, 2])),
    skills: Object.fromEntries(ALL_SKILLS.map((name) => [name, { value: 0, specialties: [] }])),
    disciplines: [],
  });
  return new ActorDouble<Vampire>("vivian", "Vivian", system);
}

let form: FakeDialogForm;

/** Opens the dialog as the sheet's button does, and returns what each render drew. */
async function open(actor: ActorDouble<Vampire>, preset: Parameters<typeof openV5RollDialog>[1]) {
  form = fakeDialogForm({});
  ApplicationV2Double.nextForm = form;
  const opened: ApplicationV2Double[] = [];
  // The opener a sheet would be: V14's renderChild, which renders the dialog (src/foundry/compat/open-window.ts).
  const sheet = {
    renderChild: async (app: ApplicationV2Double, options: { force: boolean }) => {
      opened.push(app);
      return app.render(options);
    },
  };
  await openV5RollDialog(actor as unknown as Actor.Implementation, preset, { opener: sheet });
  const [dialog] = opened;
  expect(opened).toHaveLength(1);
  return {
    drawn: () => dialog.contexts.at(-1) as { values: { fixedPool: number | null }; summary: { pool: number } },
    roll: () => (dialog as unknown as { rollOnce(form: HTMLFormElement): Promise<void> }).rollOnce(form as never),
  };
}

/** The browser's FormData over a form (its named fields), here over the double's fields. */
class FormDataOfDouble extends FormData {
  constructor(form?: FakeDialogForm) {
    super();
    for (const [name, value] of Object.entries(form?.fields ?? {})) this.append(name, value);
  }
}

beforeEach(() => {
  vi.stubGlobal("FormData", FormDataOfDouble);
  posted.rolls.length = 0;
  posted.frenzy.length = 0;
  vi.stubGlobal("game", { user: { isGM: false }, settings: { get: () => undefined }, i18n: undefined });
  vi.stubGlobal("ui", { notifications: { warn: vi.fn(), info: vi.fn() } });
});
afterEach(() => vi.unstubAllGlobals());

describe("a tracker's pool follows the vampire while its dialog is open", () => {
  it("Willpower roll: opened at 5 dice, the GM marks 2 Willpower damage, the dialog shows and rolls 3", async () => {
    const actor = vivian();
    const dialog = await open(actor, {
      pool: "willpower",
      kind: "no-hunger",
      labelKey: "FIVEFOLD.V5.Dialog.Willpower",
    });
    expect(dialog.drawn().values.fixedPool).toBe(5);
    expect(dialog.drawn().summary.pool).toBe(5);
    await actor.update({ willpower: { superficial: 2, aggravated: 0 } });
    expect(dialog.drawn().values.fixedPool).toBe(3);
    expect(dialog.drawn().summary.pool).toBe(3);
    await dialog.roll();
    expect(posted.rolls).toHaveLength(1);
    expect(posted.rolls[0][1]).toMatchObject({ inputs: { pool: 3, kind: "no-hunger" } });
  });

  it("Frenzy test: opened at 7 dice, the GM marks 2 Willpower damage, the dialog shows and rolls 5", async () => {
    const actor = vivian();
    const dialog = await open(actor, {
      pool: "frenzy",
      kind: "no-hunger",
      labelKey: "FIVEFOLD.V5.Frenzy.Label",
      purpose: "frenzy",
    });
    expect(dialog.drawn().summary.pool).toBe(7);
    await actor.update({ willpower: { superficial: 2, aggravated: 0 } });
    expect(dialog.drawn().summary.pool).toBe(5);
    await dialog.roll();
    expect(posted.frenzy).toHaveLength(1);
    expect(posted.frenzy[0][1]).toMatchObject({ pool: 5, kind: "no-hunger" });
  });
});
