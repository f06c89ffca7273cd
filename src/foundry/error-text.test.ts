import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { InputError } from "../engine/errors.js";
import { parseInputs, requiredInteger } from "../engine/inputs.js";
import { buildSunriderPool, parseSunriderInputs } from "../rulesets/sunrider/rules.js";
import { errorText, errorView, type Translator } from "./error-text.js";

/**
 * Stands for Foundry's Localization (fvtt-types client/helpers/localization.d.mts): `has`
 * says whether a key is translated, `localize` gives its text, `format` fills `{name}`
 * placeholders from data. Backed by a lang file of this repository.
 */
function translator(path: string): Translator {
  const lang = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
  const text = (key: string): string | null => {
    let node: unknown = lang;
    for (const part of key.split(".")) node = typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined;
    return typeof node === "string" ? node : null;
  };
  return {
    has: (key) => text(key) !== null,
    localize: (key) => text(key) ?? key,
    format: (key, data = {}) => (text(key) ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => data[name] ?? whole),
  };
}

function caught(run: () => unknown): InputError {
  try {
    run();
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  throw new Error("no InputError");
}

const en = translator("lang/en.json");
const es = translator("lang/es.json");

describe("engine errors in the reader's language", () => {
  const range = caught(() => parseInputs({ difficulty: requiredInteger(1, 50) }, { difficulty: 0 }));
  const staged = caught(() => buildSunriderPool(parseSunriderInputs({ base: 3, actions: 2, difficulty: 15 })));

  it("keep the CLI's English message, and carry a key and data", () => {
    expect(range.message).toBe("difficulty must be an integer from 1 to 50 (got 0)");
    expect(errorView(range)).toEqual({ key: "FIVEFOLD.Error.Range", data: { min: 1, max: 50, got: "0" }, input: "difficulty" });
    expect(staged.message).toBe("actions leave 3D - 3D = 0D: the skill cannot be used at 2 actions, whatever the bonuses");
  });

  it("read in Spanish and English, the input named in the reader's words", () => {
    expect(errorText(errorView(range), es)).toBe("Dificultad: debe ser un número entero de 1 a 50 (se dio 0).");
    expect(errorText(errorView(range), en)).toBe("Difficulty must be a whole number from 1 to 50 (you gave 0).");
    expect(errorText(errorView(staged), es)).toBe("Las acciones dejan 3D − 3D = 0D: la habilidad no se puede usar con 2 acciones, sean cuales sean las bonificaciones.");
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
      import("../rulesets/v5/rules.js").then((m) => m.v5Inputs),
      import("../rulesets/murk/rules.js").then((m) => m.murkInputs),
      import("../rulesets/sunrider/rules.js").then((m) => m.sunriderInputs),
      import("../rulesets/unique/rules.js").then((m) => m.uniqueInputs),
      import("../rulesets/muckraker/rules.js").then((m) => m.muckrakerInputs),
    ]);
    const names = tables.flatMap((table) => Object.keys(table));
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((name) => !en.has(`FIVEFOLD.Error.Input.${name}`) || !es.has(`FIVEFOLD.Error.Input.${name}`))).toEqual([]);
  });
});
