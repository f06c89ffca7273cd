import { describe, expect, it } from "vitest";
import { parseInputs, requiredInteger } from "../../engine/inputs.js";
import { buildSunriderPool, parseSunriderInputs } from "../../rulesets/sunrider/rules/rules.js";
import { errorText, errorView } from "./error-text.js";
import { langTranslator } from "../../../gallery/handlebars.js";
import { inputErrorOf } from "../../../test/helpers.js";

// game.i18n stands for Foundry's Localization (fvtt-types client/helpers/localization.d.mts)
// over this repository's lang files: the gallery's stand-in, langTranslator.
const en = langTranslator("lang/en.json");
const es = langTranslator("lang/es.json");

describe("engine errors in the reader's language", () => {
  const range = inputErrorOf(() => parseInputs({ difficulty: requiredInteger(1, 50) }, { difficulty: 0 }));
  const staged = inputErrorOf(() => buildSunriderPool(parseSunriderInputs({ base: 3, actions: 2, difficulty: 15 })));

  it("keep the CLI's English message, and carry a key and data", () => {
    expect(range.message).toBe("difficulty must be an integer from 1 to 50 (got 0)");
    expect(errorView(range)).toEqual({
      key: "FIVEFOLD.Error.Range",
      data: { min: 1, max: 50, got: "0" },
      input: "difficulty",
    });
    expect(staged.message).toBe(
      "actions leave 3D - 3D x (2 - 1) = 0D: the skill cannot be used at 2 actions, whatever the bonuses",
    );
  });

  it("read in Spanish and English, the input named in the reader's words", () => {
    expect(errorText(errorView(range), es)).toBe("Dificultad: debe ser un número entero de 1 a 50 (se dio 0).");
    expect(errorText(errorView(range), en)).toBe("Difficulty must be a whole number from 1 to 50 (you gave 0).");
    expect(errorText(errorView(staged), es)).toBe(
      "Las acciones dejan 3D − 3D × (2 − 1) = 0D: la habilidad no se puede usar con 2 acciones, sean cuales sean las bonificaciones.",
    );
  });

  it("name an input with no translated name by its rules name rather than fail", () => {
    expect(errorText({ key: "FIVEFOLD.Error.Required", input: "nonesuch" }, en)).toBe("nonesuch is required.");
  });
});

describe("the keys engine errors build at run time", () => {
  // Keys built from a name (`…Push.${reason}`), which the i18n test's scan of written-out keys cannot see.
  const built = [
    ...["notTense", "crisis", "targetMet"].map((reason) => `FIVEFOLD.Error.Unique.Push.${reason}`),
    ...["pool", "hunger", "difficulty"].map((part) => `FIVEFOLD.Error.V5.CommandTwice.${part}`),
  ];

  it("are translated in both languages", () => {
    expect(built.filter((key) => !en.has(key) || !es.has(key))).toEqual([]);
  });

  it("name every input of every ruleset in both languages", async () => {
    const tables = await Promise.all([
      import("../../rulesets/v5/rules/rules.js").then((m) => m.v5Inputs),
      import("../../rulesets/murk/rules/rules.js").then((m) => m.murkInputs),
      import("../../rulesets/sunrider/rules/rules.js").then((m) => m.sunriderInputs),
      import("../../rulesets/unique/rules/rules.js").then((m) => m.uniqueInputs),
      import("../../rulesets/muckraker/rules/rules.js").then((m) => m.muckrakerInputs),
    ]);
    const names = tables.flatMap((table) => Object.keys(table));
    expect(names.length).toBeGreaterThan(20);
    expect(
      names.filter((name) => !en.has(`FIVEFOLD.Error.Input.${name}`) || !es.has(`FIVEFOLD.Error.Input.${name}`)),
    ).toEqual([]);
  });
});
