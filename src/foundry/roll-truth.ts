// One truth per roll: each ruleset's one computation of a roll from an actor's sheet,
// the choices of the roll and the table's rules, declared on its Ruleset object (`rollTruth`).
// Its roll dialog, a roll request's odds and the dialog a request opens, a contest side, the
// Token Action HUD, hotbar macros and the CLI's odds all reach a roll's pool, modifiers and odds
// through it, so no modifier is counted in two places. Foundry-free.

import { InputError } from "../engine/errors.js";
import type { ErrorView } from "./ui/error-text.js";

/** Why a roll's choices cannot be rolled: the form field it is about, and the i18n key (with its data) of why. */
export interface RollRefusal extends ErrorView {
  readonly field: string;
}

/** What a roll's choices come to. */
export interface RollPlan<Inputs = unknown, Odds = unknown> {
  /** The engine's inputs the roll is rolled and counted with: `fivefold odds <ruleset>` takes the same inputs. */
  readonly inputs: Inputs;
  /** The exact odds of each outcome, as the ruleset's odds function counts them from `inputs`. */
  readonly odds: Odds;
  /**
   * The chance of success every surface shows for this roll (the dialog, a request card, a contest side); null when
   * the roll has no bar to meet (a Unique Dice roll without a target).
   */
  readonly chance: number | null;
}

/**
 * A ruleset's one computation of a roll. `Sheet` is the actor's sheet as its roll reads it, `Start` what a roll starts
 * from (a sheet's button, a roll request, a macro, a Token Action HUD button), `Choices` the roll dialog's values and
 * `Table` the world's rules that change a roll. Methods (not function properties), so that a ruleset's own truth is
 * one of the Ruleset object's `RollTruth`.
 */
export interface RollTruth<Sheet = unknown, Start = unknown, Choices = unknown, Table = unknown, Plan = RollPlan> {
  /**
   * The choices a roll starts with, before the player changes anything: the one place the defaults live, so a roll
   * request's odds are those of the dialog its button opens. `last` is what this player chose last time for this
   * actor (absent for a request's card), `rollMode` the player's roll mode.
   */
  firstChoices(sheet: Sheet, start: Start, last?: Partial<Choices>, rollMode?: string): Choices;
  /** The roll the choices make of the sheet at this table, or why it cannot be rolled. */
  plan(sheet: Sheet, choices: Choices, table: Table): Plan | { readonly error: RollRefusal };
}

/**
 * A plan's inputs, or its refusal thrown as the engine's InputError naming the same input, key and data: for a caller
 * that reports a refusal by catching it (a contest's setup, which says which side's field it is about).
 */
export function plannedInputs<Inputs>(plan: RollPlan<Inputs> | { readonly error: RollRefusal }): Inputs {
  if (!("error" in plan)) return plan.inputs;
  const { error } = plan;
  throw new InputError(error.input ?? error.field, `cannot be rolled (${error.key})`, error.key, error.data);
}
