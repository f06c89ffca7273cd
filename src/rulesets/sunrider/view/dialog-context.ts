import { InputError } from "../../../engine/errors.js";
import { errorView, type ErrorView } from "../../../foundry/ui/error-text.js";
import { percent } from "../../../engine/format.js";
import { barWidth } from "../../odds-row.js";
import { rollModeOptions } from "../../../foundry/compat/roll-modes.js";
import { bonusApplies, canSpendCharacterPoint, dieCode, type SunriderBonusKind } from "../rules/character.js";
import { sunriderOdds, type SunriderOdds } from "../rules/odds.js";
import type { RollPlan, RollTruth } from "../../../foundry/roll-truth.js";
import {
  buildSunriderPool,
  parseSunriderInputs,
  RUSH_DIFFICULTY,
  synergyDice,
  type SunriderInputs,
  type SunriderPool,
} from "../rules/rules.js";

/** The roll dialog's width in pixels: its window's position, and the width the gallery draws it at. */
export const DIALOG_WIDTH = 520;

/** An attribute or skill the roll can be made with. */
export interface DialogTrait {
  readonly name: string;
  readonly dice: number;
  readonly kind: "attribute" | "skill";
}

/** A bonus-dice Item the character has. */
export interface DialogBonus {
  readonly id: string;
  readonly name: string;
  readonly kind: SunriderBonusKind;
  readonly dice: number;
  readonly skills: readonly string[];
}

/** What the dialog needs of the character. */
export interface DialogCharacter {
  readonly traits: readonly DialogTrait[];
  readonly bonuses: readonly DialogBonus[];
  readonly characterPoints: number;
  /** A Character Point already paid in this combat round covers the roll: ticking it costs nothing more. */
  readonly pointPaid?: boolean;
}

/** The form's values as the player left them. */
export interface DialogValues {
  /** Index into the character's traits. */
  readonly trait: number;
  /** Ids of the bonus Items counted. */
  readonly bonuses: readonly string[];
  /** Doublings of the normal time. */
  readonly time: number;
  /** Index of the complementary skill's trait; -1 for none. */
  readonly synergy: number;
  readonly actions: number;
  readonly rush: number;
  readonly cp: boolean;
  readonly modifier: number;
  readonly difficulty: number;
  readonly rollMode: string;
}

/** The ids of the bonuses that name a trait: what the dialog ticks when that trait is chosen. */
export function applicableBonuses(character: DialogCharacter, trait: number): string[] {
  const name = character.traits[trait]?.name ?? "";
  return character.bonuses.filter((bonus) => bonusApplies(bonus.skills, name)).map((bonus) => bonus.id);
}

/** The bonus dice of the ticked Items. */
function bonusDice(character: DialogCharacter, values: Pick<DialogValues, "bonuses">): number {
  return character.bonuses
    .filter((bonus) => values.bonuses.includes(bonus.id))
    .reduce((sum, bonus) => sum + bonus.dice, 0);
}

/** Why the values cannot be rolled: the field, and an i18n key with its data (the dialog's own or the engine's). */
export interface DialogError extends ErrorView {
  readonly field: string;
}

/** Whether the character's roll may count a Character Point: one paid this combat round covers it, or one is left. */
function pointOpen(character: DialogCharacter): boolean {
  return character.pointPaid === true || canSpendCharacterPoint(character.characterPoints);
}

/**
 * The Character Point box as a character's roll form draws it, the roll dialog's and a contest side's alike: the points
 * left, and whether a point paid this combat round covers the roll (worded as paid, nothing more to pay).
 */
export function characterPointBox(character: DialogCharacter): {
  readonly characterPoints: number;
  readonly pointPaid: boolean;
} {
  return { characterPoints: character.characterPoints, pointPaid: character.pointPaid === true };
}

/** What a character's pool is built from: the dialog's values but the roll mode. */
type PoolValues = Omit<DialogValues, "rollMode">;

/**
 * The inputs of a character's roll with a trait, its ticked bonus Items, extra time, synergy,
 * staged actions, rushing, a Character Point and the modifier: the roll dialog's and each side
 * of a contest's. Throws an InputError naming the input that cannot be rolled.
 */
function characterRollInputs(character: DialogCharacter, values: PoolValues): SunriderInputs {
  const trait = character.traits[values.trait] as DialogCharacter["traits"][number] | undefined;
  if (!trait) throw new InputError("trait", "choose an attribute or a skill", "FIVEFOLD.Sunrider.Dialog.ChooseTrait");
  if (values.cp && !pointOpen(character))
    throw new InputError("cp", "has no Character Point left", "FIVEFOLD.Sunrider.Dialog.NoCharacterPoints");
  const complementary =
    values.synergy >= 0 && values.synergy !== values.trait ? character.traits[values.synergy] : undefined;
  return parseSunriderInputs({
    base: trait.dice,
    bonus: bonusDice(character, values),
    cp: values.cp,
    actions: values.actions,
    time: values.time,
    synergy: synergyDice(complementary?.dice ?? 0),
    rush: values.rush,
    modifier: values.modifier,
    difficulty: values.difficulty,
  });
}

/** The inputs the dialog would roll, or why it cannot. */
export function dialogInputs(
  character: DialogCharacter,
  values: DialogValues,
): { inputs: SunriderInputs } | { error: DialogError } {
  try {
    return { inputs: characterRollInputs(character, values) };
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { error: { field: error.input === "base" ? "trait" : error.input, ...errorView(error) } };
  }
}

/** What a Sunrider roll starts from: the trait clicked (its index: attributes, then skills), a request's difficulty. */
export interface SunriderStart {
  readonly trait?: number;
  readonly difficulty?: number;
}

/** Sunrider's one computation of a roll (src/foundry/roll-truth.ts), declared on its Ruleset object; no table rule. */
export const sunriderTruth: RollTruth<
  DialogCharacter,
  SunriderStart,
  DialogValues,
  unknown,
  RollPlan<SunriderInputs, SunriderOdds>
> = {
  firstChoices(character, start, last, rollMode = "publicroll") {
    const trait = start.trait ?? 0;
    return {
      trait,
      bonuses: applicableBonuses(character, trait),
      time: 0,
      synergy: -1,
      actions: 1,
      rush: 0,
      cp: false,
      modifier: last?.modifier ?? 0,
      difficulty: start.difficulty ?? last?.difficulty ?? 10,
      rollMode: last?.rollMode ?? rollMode,
    };
  },
  plan(character, values) {
    const parsed = dialogInputs(character, values);
    if ("error" in parsed) return parsed;
    const odds = sunriderOdds(parsed.inputs);
    return { inputs: parsed.inputs, odds, chance: odds.success };
  },
};

/** One line of the pool's working: a label (i18n key and data) and its dice. */
export interface WorkingLine {
  readonly key: string;
  readonly data: Readonly<Record<string, string | number>>;
  readonly className?: string;
}

/**
 * The pool's working in the rule text's order: the base, staged actions, each bonus
 * offered, the cap on bonuses, the Character Point, the final pool, the rushed difficulty.
 */
function poolWorking(
  trait: DialogTrait,
  pool: SunriderPool,
  parts: { gear: readonly DialogBonus[]; time: number; synergy: { name: string; dice: number } | null },
): WorkingLine[] {
  const lines: WorkingLine[] = [
    { key: "FIVEFOLD.Sunrider.Working.Base", data: { name: trait.name, dice: dieCode(pool.base) } },
  ];
  if (pool.stagedPenalty > 0)
    lines.push({
      key: "FIVEFOLD.Sunrider.Working.Staged",
      data: { penalty: dieCode(pool.stagedPenalty), dice: dieCode(pool.stagedBase) },
    });
  for (const bonus of parts.gear)
    lines.push({ key: "FIVEFOLD.Sunrider.Working.Bonus", data: { name: bonus.name, dice: dieCode(bonus.dice) } });
  if (parts.time > 0)
    lines.push({
      key: parts.time === 1 ? "FIVEFOLD.Sunrider.Working.TimeOne" : "FIVEFOLD.Sunrider.Working.Time",
      data: { doublings: parts.time, dice: dieCode(parts.time) },
    });
  if (parts.synergy)
    lines.push({
      key: "FIVEFOLD.Sunrider.Working.Synergy",
      data: {
        name: parts.synergy.name,
        skill: dieCode(parts.synergy.dice),
        dice: dieCode(synergyDice(parts.synergy.dice)),
      },
    });
  if (pool.bonusLost > 0) {
    lines.push({
      key: "FIVEFOLD.Sunrider.Working.Capped",
      data: { offered: dieCode(pool.bonusOffered), dice: dieCode(pool.bonus) },
      className: "capped",
    });
  } else if (pool.bonus > 0) {
    lines.push({ key: "FIVEFOLD.Sunrider.Working.BonusTotal", data: { dice: dieCode(pool.bonus) } });
  }
  if (pool.characterPoint)
    lines.push({
      key: "FIVEFOLD.Sunrider.Working.CharacterPoint",
      data: { from: dieCode(pool.stagedBase), dice: dieCode(pool.baseDice) },
    });
  return lines;
}

/**
 * The roll dialog's template context: the trait, the bonus Items (those naming the trait
 * ticked), extra time, synergy, staged actions, rushing, a Character Point, the pool's
 * working and the live exact odds of success and of a complication (`sunriderOdds`).
 */
export function sunriderDialogContext(character: DialogCharacter, drawn: DialogValues) {
  // The Character Point box is disabled when the character can neither pay a point nor has one paid this round, and
  // a disabled box is left out of the form's data: it counts, and is drawn, unticked (a round ended while it was
  // ticked).
  const values = drawn.cp && !pointOpen(character) ? { ...drawn, cp: false } : drawn;
  const trait = character.traits[values.trait] as DialogCharacter["traits"][number] | undefined;
  const form = {
    values,
    traits: character.traits.map((t, index) => ({ value: String(index), label: `${t.name} ${dieCode(t.dice)}` })),
    selectedTrait: String(values.trait),
    noTraits: character.traits.length === 0,
    bonuses: character.bonuses.map((bonus) => ({
      ...bonus,
      code: dieCode(bonus.dice),
      kindKey: `FIVEFOLD.Sunrider.BonusKind.${bonus.kind}`,
      applies: bonusApplies(bonus.skills, trait?.name ?? ""),
      checked: values.bonuses.includes(bonus.id),
    })),
    synergyOptions: character.traits
      .map((t, index) => ({ index, t }))
      .filter(({ index, t }) => index !== values.trait && t.kind === "skill")
      .map(({ index, t }) => ({
        value: String(index),
        label: `${t.name} ${dieCode(t.dice)} → ${dieCode(synergyDice(t.dice))}`,
      })),
    selectedSynergy: String(values.synergy),
    rushOptions: Object.keys(RUSH_DIFFICULTY).map((rush) => ({
      value: rush,
      label: `FIVEFOLD.Sunrider.Dialog.Rush.${rush}`,
    })),
    selectedRush: String(values.rush),
    ...characterPointBox(character),
    rollModes: rollModeOptions(),
  };
  const parsed = sunriderTruth.plan(character, values, null);
  if ("error" in parsed || !trait)
    return { ...form, error: "error" in parsed ? parsed.error : { field: "trait" }, summary: null, canRoll: false };
  const { inputs, odds } = parsed;
  const pool = buildSunriderPool(inputs);
  const complementary =
    values.synergy >= 0 && values.synergy !== values.trait ? character.traits[values.synergy] : undefined;
  const gear = character.bonuses.filter((bonus) => values.bonuses.includes(bonus.id));
  return {
    ...form,
    error: null,
    canRoll: true,
    summary: {
      working: poolWorking(trait, pool, {
        gear,
        time: values.time,
        synergy: complementary ? { name: complementary.name, dice: complementary.dice } : null,
      }),
      pool: dieCode(pool.dice),
      regular: pool.dice - 1,
      modifier: inputs.modifier,
      difficulty: pool.difficulty,
      rushed: pool.rushPenalty > 0 ? { base: inputs.difficulty, penalty: pool.rushPenalty } : null,
      odds: [
        {
          key: "success",
          labelKey: "FIVEFOLD.Sunrider.Outcome.success",
          percent: percent(odds.success),
          width: barWidth(odds.success),
          chance: odds.success,
        },
        {
          key: "complication",
          labelKey: "FIVEFOLD.Sunrider.Outcome.complication",
          percent: percent(odds.complication),
          width: barWidth(odds.complication),
          chance: odds.complication,
        },
      ],
    },
  };
}
