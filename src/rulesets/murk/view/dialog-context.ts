import { rollModeOptions } from "../../../foundry/compat/roll-modes.js";
import { InputError } from "../../../engine/errors.js";
import { errorView, type ErrorView } from "../../../foundry/ui/error-text.js";
import { signed } from "../../../engine/format.js";
import { oddsRow } from "../../odds-row.js";
import { maxBoost, POTENTIAL_COSTS } from "../rules/potential.js";
import { murkOdds, type MurkOdds } from "../rules/odds.js";
import type { RollPlan, RollTruth } from "../../../foundry/roll-truth.js";
import { NAMED_DRS, parseMurkInputs, type MurkInputs } from "../rules/rules.js";

/** The roll dialog's width in pixels: its window's position, and the width the gallery draws it at. */
export const DIALOG_WIDTH = 440;

/** An attribute as the character sheet keeps it. */
export interface MurkAttribute {
  readonly name: string;
  readonly die: number;
}

/** What the dialog needs of the character. */
export interface DialogCharacter {
  readonly attributes: readonly MurkAttribute[];
  readonly potential: number;
  readonly potentialCap: number;
}

/** The Director's named DRs, and a DR of one's own. */
export const DR_PRESETS = ["standard", "hard", "impossible", "custom"] as const;
export type DrPreset = (typeof DR_PRESETS)[number];

/** The form's values as the player left them. */
export interface DialogValues {
  /** Index into the character's attributes; -1 for none chosen. */
  readonly attribute: number;
  readonly modifier: number;
  readonly drPreset: DrPreset;
  /** The DR typed in when the preset is "custom". */
  readonly customDr: number;
  /** Points of Boost bought before the roll, 2 Potential each. */
  readonly boost: number;
  readonly rollMode: string;
}

/** The world around the roll. */
export interface DialogSituation {
  readonly explode: boolean;
}

/** The free modifier runs from -20 to +20. */
const MAX_MODIFIER = 20;

/** The DR the values name: a preset's number, or the one typed in. */
export function chosenDr(values: DialogValues): number {
  return values.drPreset === "custom" ? values.customDr : NAMED_DRS[values.drPreset];
}

/** Why the values cannot be rolled: which field, and an i18n key with its data (the dialog's own or the engine's). */
export interface DialogError extends ErrorView {
  readonly field: string;
}

/** The inputs the dialog would roll (without the Boost, which the roll adds), or why it cannot. */
function dialogInputs(
  character: DialogCharacter,
  values: DialogValues,
  situation: DialogSituation,
): { inputs: MurkInputs; boost: number } | { error: DialogError } {
  const attribute = character.attributes[values.attribute] as DialogCharacter["attributes"][number] | undefined;
  if (!attribute) return { error: { field: "attribute", key: "FIVEFOLD.Murk.Dialog.ChooseAttribute" } };
  if (!Number.isInteger(values.modifier) || Math.abs(values.modifier) > MAX_MODIFIER) {
    return { error: { field: "modifier", key: "FIVEFOLD.Murk.Dialog.ModifierRange", data: { max: MAX_MODIFIER } } };
  }
  const afford = maxBoost(character.potential);
  if (!Number.isInteger(values.boost) || values.boost < 0 || values.boost > afford) {
    const cost = Number.isInteger(values.boost) ? values.boost * POTENTIAL_COSTS.boost : 0;
    return {
      error: {
        field: "boost",
        key: "FIVEFOLD.Murk.Dialog.BoostTooMuch",
        data: { points: values.boost, cost, potential: character.potential, max: afford },
      },
    };
  }
  try {
    const inputs = parseMurkInputs({
      die: attribute.die,
      modifier: values.modifier,
      dr: chosenDr(values),
      explode: situation.explode,
    });
    return { inputs, boost: values.boost };
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { error: { field: error.input, ...errorView(error) } };
  }
}

/** What a Murk roll starts from: the attribute clicked (its index on the sheet), and the DR a roll request asks for. */
export interface MurkStart {
  readonly attribute?: number;
  readonly dr?: number;
}

/**
 * A Murk roll's plan: `inputs` counted with the pre-roll Boost in the modifier (as `fivefold odds murk --modifier`
 * takes it), `rolled` without it (the card keeps the Boost apart, paid in Potential), and the Boost bought.
 */
export interface MurkPlan extends RollPlan<MurkInputs, MurkOdds> {
  readonly rolled: MurkInputs;
  readonly boost: number;
}

/** The Murk's one computation of a roll (src/foundry/roll-truth.ts), declared on its Ruleset object. */
export const murkTruth: RollTruth<DialogCharacter, MurkStart, DialogValues, DialogSituation, MurkPlan> = {
  firstChoices: (_character, start, last, rollMode = "publicroll") => ({
    attribute: start.attribute ?? 0,
    modifier: last?.modifier ?? 0,
    drPreset:
      start.dr === undefined
        ? (last?.drPreset ?? "standard")
        : (DR_PRESETS.find((named) => named !== "custom" && NAMED_DRS[named] === start.dr) ?? "custom"),
    customDr: start.dr ?? last?.customDr ?? 10,
    boost: 0,
    rollMode: last?.rollMode ?? rollMode,
  }),
  plan(character, values, situation) {
    const parsed = dialogInputs(character, values, situation);
    if ("error" in parsed) return parsed;
    const { inputs: rolled, boost } = parsed;
    const inputs = { ...rolled, modifier: rolled.modifier + boost };
    const odds = murkOdds(inputs);
    return { inputs, rolled, boost, odds, chance: odds.success };
  },
};

/**
 * The roll dialog's template context: the attribute die, modifier, DR and pre-roll Boost,
 * the working of the roll, the Potential the Boost costs, and the live exact odds of
 * success, crushing success, botch and doubles (`murkOdds`, with the Boost included).
 */
export function murkDialogContext(character: DialogCharacter, values: DialogValues, situation: DialogSituation) {
  const form = {
    values,
    attributes: character.attributes.map((attribute, index) => ({
      value: String(index),
      label: `${attribute.name} (d${attribute.die})`,
    })),
    selectedAttribute: String(values.attribute),
    noAttributes: character.attributes.length === 0,
    drPresets: DR_PRESETS.map((preset) => ({ value: preset, label: `FIVEFOLD.Murk.Dialog.Dr.${preset}` })),
    custom: values.drPreset === "custom",
    rollModes: rollModeOptions(),
    potential: character.potential,
    potentialCap: character.potentialCap,
    maxBoost: maxBoost(character.potential),
    explode: situation.explode,
  };
  const parsed = murkTruth.plan(character, values, situation);
  if ("error" in parsed) return { ...form, error: parsed.error, summary: null, canRoll: false };
  const { rolled: inputs, boost, odds } = parsed;
  // A crushing success is a success and a botch a failure: each is drawn as part of the row above it.
  const rows: [string, number, boolean][] = [
    ["success", odds.success, false],
    ["crushing", odds.crushing, true],
    ["failure", 1 - odds.success, false],
    ["botch", odds.botch, true],
    ["doubles", odds.doubles, false],
  ];
  const attribute = character.attributes[values.attribute] as DialogCharacter["attributes"][number] | undefined;
  const working = [
    { labelKey: "FIVEFOLD.Murk.Dialog.BaseDice", value: "2d6" },
    { labelKey: "", text: attribute?.name ?? "", value: `d${inputs.die}${inputs.explode ? "!" : ""}` },
  ];
  if (inputs.modifier !== 0)
    working.push({ labelKey: "FIVEFOLD.Murk.Dialog.Modifier", value: signed(inputs.modifier, "alone") });
  if (boost > 0) working.push({ labelKey: "FIVEFOLD.Murk.Dialog.BoostLine", value: signed(boost, "alone") });
  return {
    ...form,
    error: null,
    canRoll: true,
    summary: {
      working,
      dr: inputs.dr,
      boostCost: boost * POTENTIAL_COSTS.boost,
      potentialAfter: character.potential - boost * POTENTIAL_COSTS.boost,
      odds: rows.map(([key, p, within]) => oddsRow(key, `FIVEFOLD.Murk.Outcome.${key}`, p, within)),
    },
  };
}
