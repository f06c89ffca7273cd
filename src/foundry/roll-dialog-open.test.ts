import { afterEach, describe, expect, it, vi } from "vitest";
import {
  checkboxField,
  choiceField,
  numberField,
  refusedWithNotice,
  rollDialogOpener,
  valuesFromData,
  type RollDialogOpening,
} from "./roll-dialog-open.js";
import type { ActorRollDialog } from "./roll-dialog.js";

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
  const opening: RollDialogOpening<{ trait: number }, { trait: number; modifier: number }, Subject> = {
    notOfRulesetKey: "TEST.NotOurs",
    subjectOf: (actor) =>
      (actor.system as { ours?: boolean }).ours ? { sick: (actor.system as { sick?: boolean }).sick ?? false } : null,
    refusal: (_actor, subject) => (subject.sick ? "TEST.Sick" : null),
    firstValues: (_actor, _subject, preset) => ({ trait: preset.trait, modifier: 0 }),
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
      return dialog as unknown as ActorRollDialog<{ trait: number; modifier: number }, Subject, { trait: number }>;
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
    expect(rolled).toEqual([{ trait: 2, modifier: 0 }]);
    expect(drawn).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it("otherwise draws the preset's dialog on the actor and the first values, forced open", async () => {
    stubFoundry();
    const { open, rolled, drawn } = ruleset();
    const ilse = actor("Ilse", { ours: true });
    await open(ilse, { trait: 3 });
    expect(drawn).toEqual([
      { actor: ilse, values: { trait: 3, modifier: 0 }, preset: { trait: 3 }, options: { force: true } },
    ]);
    expect(rolled).toEqual([]);
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
