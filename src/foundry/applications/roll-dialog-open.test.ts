import { afterEach, describe, expect, it, vi } from "vitest";
import {
  checkboxField,
  choiceField,
  numberField,
  postParsedRoll,
  refusedWithNotice,
  rememberChoices,
  rollDialogOpener,
  valuesFromData,
  type RollDialogOpening,
} from "./roll-dialog-open.js";
import type { ActorRollDialog } from "./roll-dialog.js";
import { keepingDifficultySecret } from "../requests/pending.js";
import { currentRollMode } from "../compat/roll-modes.js";
import { LastChoices } from "./last-choices.js";
import type { RollTruth } from "../roll-truth.js";
import { v5Truth } from "../../rulesets/v5/view/dialog-context.js";
import { murkTruth } from "../../rulesets/murk/view/dialog-context.js";
import { sunriderTruth } from "../../rulesets/sunrider/view/dialog-context.js";
import { ALL_ATTRIBUTES, ALL_SKILLS, recordOf } from "../../rulesets/v5/rules/traits.js";

// Doubles, each for one Foundry V13 behaviour:
// - `ui.notifications.warn(message)` shows a warning (fvtt-types
//   src/foundry/client/applications/ui/notifications.d.mts); here it records the message;
// - `game.i18n.format(key, data)` translates a key with placeholders (fvtt-types
//   src/foundry/client/helpers/localization.d.mts); here it gives "key name" back;
// - `ApplicationV2#render({ force: true })` draws the window (fvtt-types
//   src/foundry/client/applications/api/application.d.mts); here it records that it was asked.
const warnings: string[] = [];

afterEach(() => {
  warnings.length = 0;
  vi.unstubAllGlobals();
});

function stubFoundry(): void {
  vi.stubGlobal("ui", { notifications: { warn: (message: string) => void warnings.push(message) } });
  vi.stubGlobal("game", {
    i18n: {
      format: (key: string, data: Record<string, string>) => `${key} ${(data.name as string | undefined) ?? ""}`.trim(),
    },
  });
}

interface Subject {
  readonly sick: boolean;
}

/**
 * A test ruleset: actors whose system has `ours` are its own; it remembers what it rolled and which dialogs it drew.
 */
function ruleset() {
  const rolled: unknown[] = [];
  const drawn: { actor: unknown; values: unknown; preset: unknown; options: unknown }[] = [];
  const opening: RollDialogOpening<{ trait: number }, { trait: number; modifier: number; rollMode: string }, Subject> =
    {
      notOfRulesetKey: "TEST.NotOurs",
      subjectOf: (actor) =>
        (actor.system as { ours?: boolean }).ours ? { sick: (actor.system as { sick?: boolean }).sick ?? false } : null,
      refusal: (_actor, subject) => (subject.sick ? "TEST.Sick" : null),
      remembered: { get: () => undefined },
      firstValues: (_actor, _subject, preset) => ({ trait: preset.trait, modifier: 0, rollMode: "publicroll" }),
      roll: async (_actor, _subject, values) => {
        rolled.push(values);
        return true;
      },
      dialog: () => {
        const dialog = {
          actor: null as unknown,
          values: null as unknown,
          preset: null as unknown,
          render: async (options: unknown) =>
            void drawn.push({ actor: dialog.actor, values: dialog.values, preset: dialog.preset, options }),
        };
        return dialog as unknown as ActorRollDialog<
          { trait: number; modifier: number; rollMode: string },
          Subject,
          { trait: number }
        >;
      },
    };
  return { open: rollDialogOpener(opening), rolled, drawn };
}

function actor(name: string, system: object): Actor.Implementation {
  return { name, system } as unknown as Actor.Implementation;
}

describe("rollDialogOpener", () => {
  it("warns about an actor of another ruleset, by name, and neither rolls nor opens", async () => {
    stubFoundry();
    const { open, rolled, drawn } = ruleset();
    await open(actor("Ilse", {}), { trait: 1 });
    await open(actor("Ilse", {}), { trait: 1 }, { skipDialog: true });
    expect(warnings).toEqual(["TEST.NotOurs Ilse", "TEST.NotOurs Ilse"]);
    expect(rolled).toEqual([]);
    expect(drawn).toEqual([]);
  });

  it("warns with the ruleset's refusal when its actor may not roll now, and neither rolls nor opens", async () => {
    stubFoundry();
    const { open, rolled, drawn } = ruleset();
    await open(actor("Ilse", { ours: true, sick: true }), { trait: 1 }, { skipDialog: true });
    await open(actor("Ilse", { ours: true, sick: true }), { trait: 1 });
    expect(warnings).toEqual(["TEST.Sick Ilse", "TEST.Sick Ilse"]);
    expect(rolled).toEqual([]);
    expect(drawn).toEqual([]);
  });

  it("with skipDialog rolls the first values at once and opens nothing", async () => {
    stubFoundry();
    const { open, rolled, drawn } = ruleset();
    await open(actor("Ilse", { ours: true }), { trait: 2 }, { skipDialog: true });
    expect(rolled).toEqual([{ trait: 2, modifier: 0, rollMode: "publicroll" }]);
    expect(drawn).toEqual([]);
    expect(warnings).toEqual([]);
  });

  // A shift-click rolls with no dialog, whose Roll button would guard it (LiveRollDialog#rollOnce): neither Foundry
  // (V13 build 350 client/applications/api/application.mjs ApplicationV2#_onClickAction) nor Token Action HUD Core
  // (module/applications/token-action-hud.mjs TokenActionHud.clickAction, tag 2.1.1) awaits a click, so a double
  // shift-click starts the second roll while the first is rolling. A roll may change its actor (a Frenzy test, a
  // Muck Roll's Stress, a Character Point spent), so the same roll of the same actor runs once at a time.
  it("with skipDialog, a double click rolls once; another trait or a later click rolls", async () => {
    stubFoundry();
    const { open, rolled } = ruleset();
    // oneAtATime tells actors apart by uuid, which `actor` leaves out.
    const ilse = { ...actor("Ilse", { ours: true }), uuid: "Actor.ilse" } as Actor.Implementation;
    await Promise.all([open(ilse, { trait: 2 }, { skipDialog: true }), open(ilse, { trait: 2 }, { skipDialog: true })]);
    expect(rolled).toEqual([{ trait: 2, modifier: 0, rollMode: "publicroll" }]);
    await Promise.all([open(ilse, { trait: 2 }, { skipDialog: true }), open(ilse, { trait: 3 }, { skipDialog: true })]);
    expect(rolled.map((values) => (values as { trait: number }).trait)).toEqual([2, 2, 3]);
  });

  it("otherwise draws the preset's dialog on the actor and the first values, forced open", async () => {
    stubFoundry();
    const { open, rolled, drawn } = ruleset();
    const ilse = actor("Ilse", { ours: true });
    await open(ilse, { trait: 3 });
    // Forced open: ApplicationV2#render(true) is render({ force: true }) (V13 build 350 application.mjs).
    expect(drawn).toEqual([
      { actor: ilse, values: { trait: 3, modifier: 0, rollMode: "publicroll" }, preset: { trait: 3 }, options: true },
    ]);
    expect(rolled).toEqual([]);
  });

  it("opens the dialog as a child of the window it was opened from (V14 renderChild: in that browser window)", async () => {
    stubFoundry();
    const { open, drawn } = ruleset();
    const children: unknown[] = [];
    const sheet = {
      // V14 ApplicationV2#renderChild(app, options) renders app in this window (fvtt-types 14.363.0
      // dist/client/applications/api/application.d.mts); here it records the child and renders it.
      renderChild: async (app: never, options: { force: boolean }) => {
        children.push(app);
        await (app as { render(o: object): Promise<void> }).render(options);
      },
    };
    await open(actor("Ilse", { ours: true }), { trait: 3 }, { opener: sheet });
    expect(children).toHaveLength(1);
    expect(drawn).toHaveLength(1);
  });
});

/*
 * A roll answering a request (the opener is handed `wrapRoll`) never starts as a self roll: V13
 * build 350, client/documents/chat-message.mjs, ChatMessage.applyRollMode whispers a self roll to
 * its roller alone and ChatMessage#isContentVisible then hides it from the GM. Every ruleset's
 * opener is this one (each dialog.ts exports `rollDialogOpener(OPENING)`), and each ruleset's
 * request `open` hands it the request's options. The mode starts from the remembered one, else
 * the user's chat mode: V13 "core.rollMode", V14 "core.messageMode" (its "self" is the self roll).
 * Expected by hand: self becomes private (GM-only); every other mode is kept; no request, kept.
 */
describe("rollDialogOpener, for a roll that answers a request", () => {
  type Values = { readonly rollMode: string };
  const answer = { wrapRoll: (roll: () => Promise<boolean>) => roll() };

  function moded(setting: readonly [string, string], remembered?: string) {
    vi.stubGlobal("game", {
      settings: { settings: new Map([[`core.${setting[0]}`, {}]]), get: () => setting[1] },
    });
    const rolled: Values[] = [];
    const drawn: Values[] = [];
    const opening: RollDialogOpening<object, Values, object> = {
      notOfRulesetKey: "TEST.NotOurs",
      subjectOf: () => ({}),
      remembered: { get: () => (remembered === undefined ? undefined : { rollMode: remembered }) },
      // As every ruleset's firstValues: the remembered mode, else the user's current one.
      firstValues: (_actor, _subject, _preset, last) => ({ rollMode: last?.rollMode ?? currentRollMode() }),
      roll: async (_actor, _subject, values) => {
        rolled.push(values);
        return true;
      },
      dialog: () => {
        const dialog = { values: null as unknown, render: async () => void drawn.push(dialog.values as Values) };
        return dialog as unknown as ActorRollDialog<Values, object, object>;
      },
    };
    return { open: rollDialogOpener(opening), rolled, drawn };
  }

  it.each([
    ["V13 chat mode selfroll", ["rollMode", "selfroll"], undefined, "gmroll"],
    ["V14 chat mode self", ["messageMode", "self"], undefined, "gmroll"],
    ["remembered selfroll", ["rollMode", "publicroll"], "selfroll", "gmroll"],
    ["V13 chat mode blindroll", ["rollMode", "blindroll"], undefined, "blindroll"],
    ["remembered publicroll", ["rollMode", "selfroll"], "publicroll", "publicroll"],
    ["V14 chat mode gm", ["messageMode", "gm"], undefined, "gmroll"],
  ] as const)(
    "%s (chat setting %j, remembered %s): rolls and opens the dialog in %s",
    async (_what, setting, remembered, expected) => {
      const { open, rolled, drawn } = moded(setting, remembered);
      const ilse = actor("Ilse", {});
      await open(ilse, {}, { ...answer, skipDialog: true });
      await open(ilse, {}, answer);
      expect(rolled.map((values) => values.rollMode)).toEqual([expected]);
      expect(drawn.map((values) => values.rollMode)).toEqual([expected]);
    },
  );

  it("a roll that answers nothing keeps its self roll", async () => {
    const { open, rolled, drawn } = moded(["rollMode", "selfroll"]);
    await open(actor("Ilse", {}), {}, { skipDialog: true });
    await open(actor("Ilse", {}), {});
    expect([...rolled, ...drawn].map((values) => values.rollMode)).toEqual(["selfroll", "selfroll"]);
  });
});

/*
 * A roll answering a request starts from the request alone: the request card's chance (each ruleset's
 * view/request-odds.ts: its truth's firstChoices with no `last`, then plan) is the chance of what the Roll button rolls
 * (shift-click) and of the dialog it opens, after an earlier roll with a modifier. Only the remembered roll mode is
 * kept. The openings below are V5's, The Murk's and Sunrider's as their foundry/dialog.ts declare them: their
 * LastChoices (the keys each remembers) and firstValues (their truth's firstChoices given `last`). The earlier roll
 * is remembered as postParsedRoll remembers it (rememberChoices). Expected by hand: the request asks no modifier, so
 * the first values' modifier is 0 (the earlier roll's +3 is left out), the roll mode is the remembered gmroll; a
 * roll answering nothing keeps the +3. The earlier +3 changes the odds (checked), so the modifier is not moot.
 */
describe("rollDialogOpener: a roll answering a request starts from the request, keeping only the roll mode", () => {
  const answer = { wrapRoll: (roll: () => Promise<boolean>) => roll() };
  const ilse = { name: "Ilse", uuid: "Actor.ilse", system: {} } as unknown as Actor.Implementation;

  async function answersTheCard<
    Sheet,
    Start,
    Values extends { readonly rollMode: string; readonly modifier: number },
    Table,
  >(
    truth: RollTruth<Sheet, Start, Values, Table>,
    keys: readonly (keyof Values)[],
    sheet: Sheet,
    start: Start,
    table: Table,
  ) {
    vi.stubGlobal("game", { settings: { settings: new Map([["core.rollMode", {}]]), get: () => "publicroll" } });
    const lastChoices = new LastChoices<Values, keyof Values>(keys);
    const rolled: Values[] = [];
    const drawn: Values[] = [];
    const opening: RollDialogOpening<Start, Values, Sheet> = {
      notOfRulesetKey: "TEST.NotOurs",
      subjectOf: () => sheet,
      remembered: lastChoices,
      firstValues: (_actor, subject, preset, last) => truth.firstChoices(subject, preset, last, currentRollMode()),
      roll: async (_actor, _subject, values) => {
        rolled.push(values);
        return true;
      },
      dialog: () => {
        const dialog = { values: null as unknown, render: async () => void drawn.push(dialog.values as Values) };
        return dialog as unknown as ActorRollDialog<Values, Sheet, Start>;
      },
    };
    const chance = (values: Values) => {
      const plan = truth.plan(sheet, values, table);
      return "error" in plan ? null : plan.chance;
    };
    // An earlier roll of the same actor, answering nothing: +3, in gmroll.
    const earlier = { ...truth.firstChoices(sheet, start), modifier: 3, rollMode: "gmroll" };
    rememberChoices(lastChoices, ilse, earlier);
    const card = chance(truth.firstChoices(sheet, start));
    const open = rollDialogOpener(opening);
    expect(chance(earlier), "the earlier +3 changes the odds").not.toBe(card);
    await open(ilse, start, answer);
    await open(ilse, start, { ...answer, skipDialog: true });
    expect(rolled).toHaveLength(1);
    expect(drawn).toHaveLength(1);
    for (const values of [...drawn, ...rolled]) {
      expect(values.modifier).toBe(0);
      expect(values.rollMode).toBe("gmroll");
      expect(chance(values)).toBe(card);
    }
    // Answering nothing, the dialog opens on the earlier +3.
    await open(ilse, start);
    expect(drawn.at(-1)?.modifier).toBe(3);
  }

  const cases = [
    // V5: Strength 3 + Athletics 2 at difficulty 3, Hunger 1.
    () =>
      answersTheCard(
        v5Truth,
        ["difficulty", "modifier", "rollMode"],
        {
          attributes: { ...recordOf(ALL_ATTRIBUTES, () => 2), strength: 3 },
          skills: {
            ...recordOf(ALL_SKILLS, () => ({ value: 1, specialties: [] as string[] })),
            athletics: { value: 2, specialties: [] },
          },
          hunger: 1,
          bloodPotency: 0,
          health: { superficial: 0, aggravated: 0 },
          healthMax: 5,
          willpower: { superficial: 0, aggravated: 0 },
          willpowerMax: 4,
        },
        { attribute: "strength", skill: "athletics", difficulty: 3 },
        { botchRule: false, inCombat: false },
      ),
    // The Murk: a d8 at DR 10.
    () =>
      answersTheCard(
        murkTruth,
        ["drPreset", "customDr", "modifier", "rollMode"],
        { attributes: [{ name: "Brawn", die: 8 }], potential: 0, potentialCap: 12 },
        { attribute: 0, dr: 10 },
        { explode: false },
      ),
    // Sunrider: 3D at difficulty 10, no Character Point.
    () =>
      answersTheCard(
        sunriderTruth,
        ["difficulty", "modifier", "rollMode"],
        {
          traits: [{ name: "Blaster", dice: 3, kind: "skill" as const }],
          bonuses: [],
          characterPoints: 0,
          pointPaid: false,
        },
        { trait: 0, difficulty: 10 },
        undefined,
      ),
  ] as const;

  it.each([
    ["V5", 0],
    ["The Murk", 1],
    ["Sunrider", 2],
  ] as const)("%s: shift-click and the dialog roll the card's odds", async (_id, index) => {
    await cases[index]();
  });
});

// Node's FormData stands for the browser's FormData of a dialog's form: a field the form does
// not show and an unticked checkbox send no entry (HTML "constructing the entry list").
describe("valuesFromData", () => {
  const current = { skill: 2, cn: 7, tense: true, genetics: "bonus", rollMode: "gmroll", fixed: 5 };
  const readers = {
    skill: numberField,
    cn: numberField,
    tense: checkboxField,
    genetics: choiceField(["none", "bonus", "power"]),
    rollMode: choiceField(["publicroll", "gmroll"]),
  };

  function data(entries: [string, string][]): FormData {
    const form = new FormData();
    for (const [name, value] of entries) form.append(name, value);
    return form;
  }

  it("reads every named field the form sends", () => {
    const read = valuesFromData(
      data([
        ["skill", "0"],
        ["cn", "9"],
        ["tense", "on"],
        ["genetics", "power"],
        ["rollMode", "publicroll"],
      ]),
      current,
      readers,
    );
    expect(read).toEqual({ skill: 0, cn: 9, tense: true, genetics: "power", rollMode: "publicroll", fixed: 5 });
  });

  it("keeps a number or a choice the form does not send, or a choice not on the list; an unsent checkbox is off", () => {
    const read = valuesFromData(data([["genetics", "wings"]]), current, readers);
    expect(read).toEqual({ skill: 2, cn: 7, tense: false, genetics: "bonus", rollMode: "gmroll", fixed: 5 });
  });

  it("leaves the current values as they were", () => {
    valuesFromData(data([["skill", "4"]]), current, readers);
    expect(current.skill).toBe(2);
  });
});

describe("refusedWithNotice", () => {
  // refusalText goes through errorText, which asks `game.i18n.format(key, data)` (the double above).
  it("says a refusal once as a warning in the player's language, and reports it", () => {
    stubFoundry();
    expect(refusedWithNotice({ error: { field: "modifier", key: "TEST.Refused" } })).toBe(true);
    expect(warnings).toEqual(["TEST.Refused"]);
  });

  it("lets parsed values through without a word", () => {
    stubFoundry();
    expect(refusedWithNotice({ inputs: { die: 8 } })).toBe(false);
    expect(warnings).toEqual([]);
  });
});

describe("postParsedRoll", () => {
  // Expected by hand: a refusal posts nothing and keeps nothing; parsed values are kept under the
  // actor's uuid (except a roll kept secret) and posted with the roll mode named, else undefined.
  const actor = { uuid: "Actor.a1", name: "Ada" } as Actor.Implementation;
  type Values = { readonly modifier: number; readonly rollMode: string };
  type Parsed = { readonly inputs: { readonly die: number } } | { readonly error: { field: string; key: string } };

  function harness() {
    const kept: [string, Values][] = [];
    const posted: [unknown, string | undefined][] = [];
    const remembered = { remember: (uuid: string, values: Values) => void kept.push([uuid, values]) };
    return { kept, posted, remembered };
  }

  it("says a refusal, keeps nothing and posts nothing", async () => {
    stubFoundry();
    const { kept, posted, remembered } = harness();
    const parsed: Parsed = { error: { field: "modifier", key: "TEST.Refused" } };
    const post = async (p: unknown, mode: string | undefined) => (posted.push([p, mode]), {});
    expect(await postParsedRoll(remembered, actor, { modifier: 99, rollMode: "gmroll" }, parsed, post)).toBe(false);
    expect(warnings).toEqual(["TEST.Refused"]);
    expect(kept).toEqual([]);
    expect(posted).toEqual([]);
  });

  it("keeps the choices and posts the parsed values in the roll mode chosen", async () => {
    stubFoundry();
    const { kept, posted, remembered } = harness();
    const parsed: Parsed = { inputs: { die: 8 } };
    const values = { modifier: 2, rollMode: "gmroll" };
    const post = async (p: { inputs: { die: number } }, mode: string | undefined) => (posted.push([p, mode]), {});
    expect(await postParsedRoll(remembered, actor, values, parsed, post)).toBe(true);
    expect(kept).toEqual([["Actor.a1", { modifier: 2, rollMode: "gmroll" }]]);
    expect(posted).toEqual([[{ inputs: { die: 8 } }, "gmroll"]]);
    expect(warnings).toEqual([]);
  });

  it("gives no roll mode for a value that is not one, and reports a post that posted nothing", async () => {
    stubFoundry();
    const { posted, remembered } = harness();
    const post = async (p: unknown, mode: string | undefined) => void posted.push([p, mode]);
    const parsed: Parsed = { inputs: { die: 6 } };
    expect(await postParsedRoll(remembered, actor, { modifier: 0, rollMode: "loud" }, parsed, post)).toBe(false);
    expect(posted).toEqual([[{ inputs: { die: 6 } }, undefined]]);
  });

  it("does not keep the choices of a roll whose difficulty is kept secret", async () => {
    stubFoundry();
    const { kept, posted, remembered } = harness();
    const post = async (p: unknown, mode: string | undefined) => (posted.push([p, mode]), {});
    const parsed: Parsed = { inputs: { die: 4 } };
    const values = { modifier: 1, rollMode: "publicroll" };
    const result = await keepingDifficultySecret(actor.uuid, () =>
      postParsedRoll(remembered, actor, values, parsed, post),
    );
    expect(result).toBe(true);
    expect(kept).toEqual([]);
    expect(posted).toEqual([[{ inputs: { die: 4 } }, "publicroll"]]);
  });
});
