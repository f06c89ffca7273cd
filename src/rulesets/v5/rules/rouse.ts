import { rouseRerollAllowed } from "./blood-potency.js";
import { MAX_HUNGER, resolveV5, type V5Faces, type V5Inputs } from "./rules.js";

/** A power a Rouse check is made for: its name on the card, and its level, which decides the re-roll. */
export interface RousePower {
  readonly name: string;
  readonly level: number;
}

/**
 * A Rouse check's inputs: one d10; re-rolled on a failure when it is for a power at or
 * below the Blood Potency's re-roll level. A check for no power (the sheet's Rouse button,
 * `/v5 rouse`, a Blood Surge) is never re-rolled.
 */
export function rouseCheckInputs(bloodPotency: number, power: RousePower | null, botchRule: boolean): V5Inputs {
  const reroll = power !== null && rouseRerollAllowed(bloodPotency, power.level);
  return { pool: 1, hunger: 0, difficulty: 1, kind: "rouse", botchRule, reroll };
}

/** Whatever rolled a die through Foundry and can say which face it shows (a V5Roll). */
interface RolledDie {
  readonly faces: V5Faces;
}

/**
 * Rolls a Rouse check's dice through Foundry, as the rule does: one die, and a second only
 * when the check may be re-rolled and the first failed. Each die is its own Roll, so the
 * chat message carries both and Dice So Nice throws both. The faces are checked by the engine.
 */
export async function rollRouseDice<R extends RolledDie>(
  inputs: V5Inputs,
  rollDie: () => Promise<R>,
): Promise<{ readonly rolls: R[]; readonly normalDice: number[] }> {
  const first = await rollDie();
  const rolls = [first];
  const firstPassed = resolveV5({ ...inputs, reroll: false }, first.faces).win;
  if (inputs.reroll === true && !firstPassed) rolls.push(await rollDie());
  const normalDice = rolls.flatMap((roll) => [...roll.faces.normalDice]);
  resolveV5(inputs, { normalDice, hungerDice: [] });
  return { rolls, normalDice };
}

/** The difficulty of the hunger frenzy test a forced Rouse check at Hunger 5 calls for (V5 canon). */
export const HUNGER_FRENZY_DIFFICULTY = 4;

/**
 * What a Rouse check does at a given Hunger: it is rolled, refused with a reason (an i18n key), or replaced by a hunger
 * frenzy test.
 */
export type RouseDecision =
  | { readonly kind: "roll" }
  | { readonly kind: "refused"; readonly key: "FIVEFOLD.V5.Rouse.Hunger5" }
  | { readonly kind: "frenzy"; readonly difficulty: number };

/**
 * Whether a Rouse check may be made (V5 canon): below Hunger 5 it is rolled. At Hunger 5 a
 * vampire cannot Rouse the Blood on purpose (a power, the sheet's button, Mend, a Surge), so
 * it is refused; a check forced from outside (the Storyteller's) calls instead for a hunger
 * frenzy test at difficulty 4.
 */
export function rouseDecision(hunger: number, forced: boolean): RouseDecision {
  if (hunger < MAX_HUNGER) return { kind: "roll" };
  return forced
    ? { kind: "frenzy", difficulty: HUNGER_FRENZY_DIFFICULTY }
    : { kind: "refused", key: "FIVEFOLD.V5.Rouse.Hunger5" };
}
