import { InputError } from "../../../engine/errors.js";
import { errorView, type ErrorView } from "../../../foundry/ui/error-text.js";
import { percent } from "../../../engine/format.js";
import { barWidth } from "../../odds-row.js";
import { rollModeOptions } from "../../../foundry/compat/roll-modes.js";
import { uniqueOdds, type UniqueOdds } from "../rules/odds.js";
import type { RollPlan, RollTruth } from "../../../foundry/roll-truth.js";
import {
  MAX_POOL,
  MIN_POOL,
  parseUniqueInputs,
  poolOf,
  STARRED_DICE,
  type CrisisStatus,
  type UniqueInputs,
} from "../rules/rules.js";

/** The roll dialog's width in pixels: its window's position, and the width the gallery draws it at. */
export const DIALOG_WIDTH = 440;

/** A universal attribute the roll can use. */
export interface DialogAttribute {
  readonly name: string;
  readonly score: number;
}

/** A tool or special attribute Item of the character. */
export interface DialogTool {
  readonly id: string;
  readonly name: string;
  readonly quality: number;
}
export interface DialogSpecial {
  readonly id: string;
  readonly name: string;
  readonly starred: boolean;
}

/** What the dialog needs of the character. */
export interface DialogCharacter {
  readonly attributes: readonly DialogAttribute[];
  readonly tools: readonly DialogTool[];
  readonly specials: readonly DialogSpecial[];
  /** Where the crises have left the character: the dead and the insane do not roll. */
  readonly status: CrisisStatus;
}

/** The form's values as the player left them. */
export interface DialogValues {
  /** Index into the attributes. */
  readonly attribute: number;
  /** The tool used; "" for none. */
  readonly tool: string;
  readonly specials: readonly string[];
  /** The GM's target; null when none is set. */
  readonly target: number | null;
  readonly tense: boolean;
  readonly rollMode: string;
}

/** Why the values cannot be rolled. */
export interface DialogError extends ErrorView {
  readonly field: string;
}

/**
 * Why a character may not roll at all, as an i18n key; null while in play. A third Physical
 * crisis kills and a third Mental one retires the character insane: neither rolls until the
 * GM changes the sheet (RULES.md).
 */
export function statusRefusal(status: CrisisStatus): string | null {
  if (status === "dead") return "FIVEFOLD.Unique.Refused.RollDead";
  if (status === "insane") return "FIVEFOLD.Unique.Refused.RollInsane";
  return null;
}

/** The inputs the dialog would roll, or why it cannot. */
export function dialogInputs(
  character: DialogCharacter,
  values: DialogValues,
): { inputs: UniqueInputs } | { error: DialogError } {
  const refused = statusRefusal(character.status);
  if (refused) return { error: { field: "status", key: refused } };
  const attribute = character.attributes[values.attribute] as DialogCharacter["attributes"][number] | undefined;
  if (!attribute) return { error: { field: "attribute", key: "FIVEFOLD.Unique.Dialog.ChooseAttribute" } };
  const specials = character.specials.filter((special) => values.specials.includes(special.id));
  try {
    const inputs = parseUniqueInputs({
      attribute: attribute.score,
      tool: character.tools.find((tool) => tool.id === values.tool)?.quality ?? 0,
      special: specials.filter((special) => !special.starred).length,
      starred: specials.filter((special) => special.starred).length,
      target: values.target ?? undefined,
    });
    return { inputs };
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { error: { field: error.input, ...errorView(error) } };
  }
}

/**
 * What a Unique Dice roll starts from: the universal attribute clicked (its index: Strength, Precision, then the
 * others); the target (null: none) and tenseness a roll request asks for; a tool (its Item id) or special attributes
 * already chosen (a Token Action HUD button for one of them).
 */
export interface UniqueStart {
  readonly attribute?: number;
  readonly target?: number | null;
  readonly tense?: boolean;
  readonly tool?: string;
  readonly specials?: readonly string[];
}

/**
 * Unique Dice's one computation of a roll (src/foundry/roll-truth.ts), declared on its Ruleset object; no table rule.
 * A tense roll's chance counts pushing until success or a crisis.
 */
export const uniqueTruth: RollTruth<
  DialogCharacter,
  UniqueStart,
  DialogValues,
  unknown,
  RollPlan<UniqueInputs, UniqueOdds>
> = {
  firstChoices: (_character, start, last, rollMode = "publicroll") => ({
    attribute: start.attribute ?? 0,
    tool: start.tool ?? "",
    specials: start.specials ?? [],
    target: start.target !== undefined ? start.target : (last?.target ?? null),
    tense: start.tense ?? last?.tense ?? true,
    rollMode: last?.rollMode ?? rollMode,
  }),
  plan(character, values) {
    const parsed = dialogInputs(character, values);
    if ("error" in parsed) return parsed;
    const odds = uniqueOdds(parsed.inputs);
    return { inputs: parsed.inputs, odds, chance: values.tense ? odds.successWithPushing : odds.success };
  },
};

/**
 * The roll dialog's template context: attribute + tool + special attributes -> the pool
 * (1..8, the clamp shown), the GM's target, whether pushing is allowed, and the live exact
 * odds: success, success when pushing until success or crisis, the first push's crisis chance.
 */
export function uniqueDialogContext(character: DialogCharacter, values: DialogValues) {
  const form = {
    values,
    target: values.target ?? "",
    attributes: character.attributes.map((attribute, index) => ({
      value: String(index),
      label: `${attribute.name} ${attribute.score}`,
    })),
    selectedAttribute: String(values.attribute),
    tools: character.tools.map((tool) => ({ value: tool.id, label: `${tool.name} (+${tool.quality})` })),
    specials: character.specials.map((special) => ({
      ...special,
      dice: special.starred ? STARRED_DICE : 1,
      checked: values.specials.includes(special.id),
    })),
    rollModes: rollModeOptions(),
  };
  const parsed = uniqueTruth.plan(character, values, null);
  if ("error" in parsed) return { ...form, error: parsed.error, summary: null, canRoll: false };
  const { inputs, odds } = parsed;
  const pool = poolOf(inputs);
  const attribute = character.attributes[values.attribute] as DialogCharacter["attributes"][number] | undefined;
  const tool = character.tools.find((t) => t.id === values.tool);
  const working = [{ label: attribute?.name ?? "", dice: inputs.attribute ?? 0 }];
  if (tool) working.push({ label: tool.name, dice: tool.quality });
  for (const special of character.specials.filter((s) => values.specials.includes(s.id)))
    working.push({ label: special.name, dice: special.starred ? STARRED_DICE : 1 });
  const rows: [string, number | null][] = [
    ["success", odds.success],
    ["successWithPushing", values.tense ? odds.successWithPushing : null],
    ["firstPushCrisis", values.tense ? odds.firstPushCrisis : null],
  ];
  return {
    ...form,
    error: null,
    canRoll: true,
    summary: {
      working,
      sum: pool.sum,
      dice: pool.dice,
      clamp: pool.clamped
        ? {
            sum: pool.sum,
            dice: pool.dice,
            key: pool.sum > MAX_POOL ? "FIVEFOLD.Unique.Dialog.ClampHigh" : "FIVEFOLD.Unique.Dialog.ClampLow",
            min: MIN_POOL,
            max: MAX_POOL,
          }
        : null,
      noTarget: inputs.target === null,
      odds: rows.flatMap(([key, p]) =>
        p === null
          ? []
          : [
              {
                key,
                labelKey: `FIVEFOLD.Unique.Odds.${key}`,
                percent: percent(p),
                width: barWidth(p),
                chance: p,
              },
            ],
      ),
    },
  };
}
