import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ActorDouble,
  ApplicationV2Double,
  fakeDialogForm,
  type FakeDialogForm,
} from "../../../test/doubles/application-v2.js";

/*
 * The shared roll dialog (every ruleset's dialog is an ActorRollDialog) in Foundry's window life
 * cycle and its actor's `apps` (test/doubles/application-v2.ts says which V13 build 350 lines
 * each double stands for). The dialog below is the smallest one a ruleset could write: a Hunger
 * read from the actor, a modifier typed, a kind chosen, an "extended" tick.
 */
vi.stubGlobal("foundry", {
  applications: {
    api: { ApplicationV2: ApplicationV2Double, HandlebarsApplicationMixin: <T>(base: T) => base },
  },
});
const { ActorRollDialog } = await import("./roll-dialog.js");
const { numberField } = await import("./roll-dialog-open.js");
const { rollModeOptions } = await import("../compat/roll-modes.js");
const { registerLiveWindowRedraw, COMBAT_HOOKS } = await import("./live-windows.js");
const { registerPlayerOdds } = await import("../settings/odds-setting.js");

interface Vampire {
  hunger: number;
}
interface Values {
  modifier: number;
  kind: string;
  extended: boolean;
  /** A number shown only for the "custom" kind, as The Murk's Custom DR. */
  target: number;
}

/** The rolls the dialog made, with the Hunger each was rolled at; each waits for `release` when `hold` is set. */
let rolled: { hunger: number; values: Values }[];
let hold: Promise<void> | null;

class TestRollDialog extends ActorRollDialog<Values, Vampire, object> {
  protected readonly ruleset = "test";
  protected readonly titleKey = "TEST.Title";
  protected readonly opening = {
    subjectOf: (actor: Actor.Implementation) => actor.system as unknown as Vampire,
    roll: async (_actor: Actor.Implementation, vampire: Vampire, values: Values) => {
      rolled.push({ hunger: vampire.hunger, values });
      if (hold) await hold;
      return true;
    },
  };

  protected contextFor(_actor: Actor.Implementation, vampire: Vampire, values: Values) {
    // Every ruleset's context offers the roll modes (each view/dialog-context.ts: `rollModes: rollModeOptions()`).
    // The combat's round: what a roll reads outside its actor (Sunrider's Character Point, paid once a round).
    const round = (game as unknown as { combat?: { round: number } }).combat?.round ?? null;
    return { canRoll: true, error: null, hunger: vampire.hunger, round, values, rollModes: rollModeOptions() };
  }

  protected valuesFromForm(form: HTMLFormElement, values: Values): Values {
    // The form is the double's, whose fields are the player's entries by name.
    const { fields } = form as unknown as FakeDialogForm;
    // The modifier as every ruleset reads a number field: the browser's entry through the real `numberField`.
    const data = new FormData();
    if ("modifier" in fields) data.set("modifier", fields.modifier);
    if ("target" in fields) data.set("target", fields.target);
    return {
      modifier: numberField(data, "modifier", values.modifier),
      kind: "kind" in fields ? fields.kind : values.kind,
      extended: fields.extended === "on",
      target: numberField(data, "target", values.target),
    };
  }

  /** What the last render drew. */
  get drawn(): { hunger: number; round: number | null; values: Values; rollModes: { value: string }[] } {
    // The double keeps each render's context; this dialog's is contextFor's plus the window's own keys.
    return (this as unknown as ApplicationV2Double).contexts.at(-1) as {
      hunger: number;
      round: number | null;
      values: Values;
      rollModes: { value: string }[];
    };
  }

  get renders(): number {
    // As above: the double's record of renders.
    return (this as unknown as ApplicationV2Double).contexts.length;
  }
}

const CONTROLS = {
  kind: { tagName: "SELECT", type: "select-one" },
  attribute: { tagName: "SELECT", type: "select-one" },
  extended: { tagName: "INPUT", type: "checkbox" },
  surge: { tagName: "INPUT", type: "checkbox" },
  modifier: { tagName: "INPUT", type: "number" },
  target: { tagName: "INPUT", type: "number" },
};

let form: FakeDialogForm;

async function openDialog(actor: ActorDouble<Vampire>, answersRequest = false): Promise<TestRollDialog> {
  form = fakeDialogForm(CONTROLS);
  ApplicationV2Double.nextForm = form;
  const dialog = new TestRollDialog();
  // The opener hands a roll answering a request its wrapRoll (rollDialogOpener, roll-dialog-open.ts).
  if (answersRequest) dialog.wrapRoll = (roll) => roll();
  // The actor double has what the dialog reads of an actor: its id, uuid, name, system and apps.
  dialog.actor = actor as unknown as Actor.Implementation;
  dialog.preset = {};
  dialog.values = { modifier: 0, kind: "standard", extended: false, target: 6 };
  await dialog.render({ force: true });
  return dialog;
}

/** Lets the listeners' promises (a redraw started by an event) settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  rolled = [];
  hold = null;
  // The GM's client, with the odds setting unset: the dialog's odds are drawn as they are.
  vi.stubGlobal("game", { user: { isGM: true }, settings: { get: () => undefined }, i18n: undefined });
});
afterEach(() => vi.unstubAllGlobals());

/*
 * A roll answering a request offers no self roll in its roll-mode select: V13 build 350,
 * client/documents/chat-message.mjs, ChatMessage.applyRollMode whispers a self roll to its roller
 * alone, and ChatMessage#isContentVisible hides it from the GM. Hand table: the modes offered.
 */
describe("the roll modes a roll dialog offers", () => {
  it.each([
    ["a roll answering a request", true, ["publicroll", "gmroll", "blindroll"]],
    ["any other roll", false, ["publicroll", "gmroll", "blindroll", "selfroll"]],
  ] as const)("%s", async (_what, answersRequest, modes) => {
    const dialog = await openDialog(new ActorDouble<Vampire>("ada", "Ada", { hunger: 1 }), answersRequest);
    expect(dialog.drawn.rollModes.map((option) => option.value)).toEqual(modes);
  });
});

/*
 * A combat's round, start, end and combatants change no actor: V13 build 350, client/documents/combat.mjs,
 * Combat#nextRound is `this.update({round, turn})` of the Combat; ClientDocumentMixin#_onUpdate
 * (client/documents/abstract/client-document.mjs) renders that document's own `apps` and calls the `updateCombat`
 * hook on every client; a combatant's create/delete call createCombatant/deleteCombatant. A Sunrider dialog left
 * open across a round would still say the Character Point is paid. The world's player-odds setting: Setting#_onUpdate
 * (client/documents/setting.mjs) calls its onChange. Hooks.on is doubled as a list of handlers by name.
 */
describe("a roll dialog follows the combat and the player-odds setting", () => {
  it("is redrawn on each combat hook and on the odds setting's change, keeping what was typed; not once closed", async () => {
    const handlers = new Map<string, (() => void)[]>();
    const settings = new Map<string, { onChange?: () => void }>();
    const combat = { round: 1 };
    vi.stubGlobal("Hooks", {
      on: (hook: string, fn: () => void) => handlers.set(hook, [...(handlers.get(hook) ?? []), fn]),
    });
    vi.stubGlobal("game", {
      user: { isGM: true },
      combat,
      messages: { contents: [] },
      settings: {
        get: () => undefined,
        register: (_ns: string, key: string, config: object) => settings.set(key, config),
      },
      i18n: undefined,
    });
    registerLiveWindowRedraw();
    registerPlayerOdds();
    const dialog = await openDialog(new ActorDouble<Vampire>("ada", "Ada", { hunger: 1 }));
    form.fields.modifier = "2";
    expect(dialog.drawn.round).toBe(1);
    // Hand list: the five hooks the brief names (a combat created, updated, deleted; a combatant created, deleted).
    expect([...handlers.keys()].sort()).toEqual(
      ["createCombat", "createCombatant", "deleteCombat", "deleteCombatant", "updateCombat"].sort(),
    );
    for (const [index, hook] of COMBAT_HOOKS.entries()) {
      combat.round = index + 2;
      const before = dialog.renders;
      for (const fn of handlers.get(hook) ?? []) fn();
      await settled();
      expect(dialog.renders, hook).toBe(before + 1);
      expect(dialog.drawn.round, hook).toBe(index + 2);
      expect(dialog.drawn.values.modifier, hook).toBe(2);
    }
    const before = dialog.renders;
    settings.get("playerOdds")?.onChange?.();
    await settled();
    expect(dialog.renders, "the odds setting changed").toBe(before + 1);
    await dialog.close();
    for (const fns of handlers.values()) for (const fn of fns) fn();
    settings.get("playerOdds")?.onChange?.();
    await settled();
    expect(dialog.renders, "closed").toBe(before + 1);
  });
});

// A Rouse check, or the GM, changes Hunger while the player's dialog is open.
describe("a roll dialog follows its actor", () => {
  it("is redrawn with the new Hunger when the actor is updated, keeping what the player typed", async () => {
    const actor = new ActorDouble<Vampire>("ada", "Ada", { hunger: 1 });
    const dialog = await openDialog(actor);
    expect(dialog.drawn.hunger).toBe(1);
    // Typed, not yet rolled; the update arrives before the next keystroke.
    form.fields.modifier = "2";
    await actor.update({ hunger: 3 });
    expect(dialog.drawn.hunger).toBe(3);
    expect(dialog.drawn.values.modifier).toBe(2);
  });

  it("rolls at the Hunger it shows", async () => {
    const actor = new ActorDouble<Vampire>("ada", "Ada", { hunger: 1 });
    const dialog = await openDialog(actor);
    await actor.update({ hunger: 4 });
    await dialog.rollOnce(form as unknown as HTMLFormElement);
    expect(rolled.map((roll) => roll.hunger)).toEqual([dialog.drawn.hunger]);
    expect(rolled[0].hunger).toBe(4);
  });

  it("is not redrawn by another actor's update, and leaves its actor's apps when it closes", async () => {
    const ada = new ActorDouble<Vampire>("ada", "Ada", { hunger: 1 });
    const bea = new ActorDouble<Vampire>("bea", "Bea", { hunger: 2 });
    const dialog = await openDialog(ada);
    await bea.update({ hunger: 5 });
    expect(dialog.renders).toBe(1);
    expect(Object.keys(ada.apps)).toEqual([dialog.id]);
    await dialog.close();
    expect(ada.apps).toEqual({});
    await ada.update({ hunger: 2 });
    expect(dialog.renders).toBe(1);
  });

  it("closes when its actor is deleted", async () => {
    const actor = new ActorDouble<Vampire>("ada", "Ada", { hunger: 1 });
    const dialog = await openDialog(actor);
    await actor.delete();
    // ApplicationV2.RENDER_STATES.CLOSED is -1; the double records the state as Foundry's window does.
    expect((dialog as unknown as ApplicationV2Double).state).toBe(-1);
    expect(actor.apps).toEqual({});
  });
});

// Any choice may change what the form shows; a typed number only the summary.
describe("a change of a choice redraws the form", () => {
  it.each([
    ["a checkbox (the extended test)", "extended", true],
    ["a checkbox (Blood Surge)", "surge", true],
    ["a select (the kind)", "kind", true],
    ["a select (the attribute)", "attribute", true],
    ["a number (the modifier), whose change fires as it loses focus", "modifier", false],
  ])("%s", async (_case, name, redraws) => {
    const dialog = await openDialog(new ActorDouble<Vampire>("ada", "Ada", { hunger: 1 }));
    if (name === "extended") form.fields.extended = "on";
    form.fire("change", name);
    await settled();
    expect(dialog.renders).toBe(redraws ? 2 : 1);
    // Focus goes back to the control the player used, by its id.
    expect(form.focused).toBe(redraws ? `d-${name}` : null);
    if (name === "extended") expect(dialog.drawn.values.extended).toBe(true);
  });
});

describe("the roll dialog's guard against rolling twice", () => {
  it("rolls once when Roll is pressed again while the first roll is being posted", async () => {
    const dialog = await openDialog(new ActorDouble<Vampire>("ada", "Ada", { hunger: 1 }));
    let release = () => {};
    hold = new Promise<void>((resolve) => (release = resolve));
    const first = dialog.rollOnce(form as unknown as HTMLFormElement);
    const second = dialog.rollOnce(form as unknown as HTMLFormElement);
    release();
    await Promise.all([first, second]);
    expect(rolled).toHaveLength(1);
  });
});

/*
 * The Roll button while a number field holds a half-typed "-": Chromium sends "" for it (test/typing-redraw.test.ts
 * pins that: `value` "" and `validity.badInput`). Read as 0, it rolled a modifier the player never asked for. Hand
 * table: nothing rolled, one notice naming the field's refusal, and the dialog draws the same refusal with Roll off.
 * `ui.notifications.warn` (fvtt-types client/applications/ui/notifications.d.mts) is doubled as a list of texts, and
 * game.i18n is absent, so a refusal reads as its key (src/foundry/ui/i18n.ts refusalText).
 */
describe("the Roll button with a number field left half typed", () => {
  it.each([
    ["a half-typed '-' (sent as '')", ""],
    ["an emptied field", "   "],
  ])("%s: refused with a notice, nothing rolled, the dialog open and saying why", async (_what, entry) => {
    const warned: string[] = [];
    vi.stubGlobal("ui", { notifications: { warn: (text: string) => void warned.push(text) } });
    const dialog = await openDialog(new ActorDouble<Vampire>("ada", "Ada", { hunger: 1 }));
    form.fields.modifier = entry;
    await dialog.rollOnce(form as unknown as HTMLFormElement);
    expect(rolled).toEqual([]);
    expect(warned).toEqual(["FIVEFOLD.Error.NotANumber"]);
    expect((dialog as unknown as ApplicationV2Double).state).toBe(2);
    await dialog.render();
    const drawn = dialog.drawn as unknown as { canRoll: boolean; error: unknown };
    expect(drawn.canRoll).toBe(false);
    expect(drawn.error).toEqual({ field: "modifier", input: "modifier", key: "FIVEFOLD.Error.NotANumber" });
    // Finished, it rolls what was typed.
    form.fields.modifier = "-2";
    await dialog.rollOnce(form as unknown as HTMLFormElement);
    expect(rolled.map((roll) => roll.values.modifier)).toEqual([-2]);
  });
});

/*
 * A number field emptied and then hidden by a choice (The Murk's Custom DR once Standard is chosen): an absent field
 * keeps its value (numberField), so its NaN refused the roll with no field left to fix. The window's flow is V13
 * build 350, client/applications/api/application.mjs, ApplicationV2#render/#render as the double draws it: the form
 * is read in `_prepareContext` (still showing the field), the new HTML drawn (here `form.draw` hides the field unless
 * the kind is "custom", as templates/murk/dialog.hbs does `{{#if custom}}`), then `_onRender`. A render awaited inside
 * `_onRender` would wait for itself (`#semaphore`). Hand table: the last drawing has Roll on and no error, the field
 * has its opening value 6 again, one more render was made, and Roll rolls 6.
 */
describe("a number field emptied and then hidden by a choice", () => {
  it("is forgotten: it takes back the value the dialog opened with, and the dialog is drawn again with Roll on", async () => {
    const dialog = await openDialog(new ActorDouble<Vampire>("ada", "Ada", { hunger: 1 }));
    form.draw = (context) => {
      // The double hands over each render's context; this dialog's holds its values.
      const { kind, target } = context.values as Values;
      if (kind !== "custom") delete form.fields.target;
      else if (!("target" in form.fields)) form.fields.target = String(target);
    };
    form.fields.kind = "custom";
    form.fire("change", "kind");
    await settled();
    expect(form.fields.target).toBe("6");
    form.fields.target = "";
    form.fire("input", "target");
    await settled();
    form.fields.kind = "standard";
    form.fire("change", "kind");
    await settled();
    const drawn = dialog.drawn as unknown as { canRoll: boolean; error: unknown; values: Values };
    expect(drawn).toMatchObject({ canRoll: true, error: null, values: { kind: "standard", target: 6 } });
    // Opened, drawn with the custom kind, drawn with the standard one, and drawn again without the half-typed entry.
    expect(dialog.renders).toBe(4);
    await dialog.rollOnce(form as unknown as HTMLFormElement);
    expect(rolled.map((roll) => roll.values.target)).toEqual([6]);
  });

  it("a field still shown keeps its half-typed entry: Roll stays off, naming it, and nothing more is drawn", async () => {
    const dialog = await openDialog(new ActorDouble<Vampire>("ada", "Ada", { hunger: 1 }));
    form.fields.target = "";
    await dialog.render();
    await settled();
    const drawn = dialog.drawn as unknown as { canRoll: boolean; error: unknown };
    expect(drawn).toMatchObject({ canRoll: false, error: { field: "target" } });
    expect(dialog.renders).toBe(2);
  });
});
