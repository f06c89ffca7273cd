import type { V5CardFields } from "./card-context.js";
import { remorseChange, resolveV5, type V5Faces, type V5Inputs } from "../rules/rules.js";
import { remorsePool } from "./sheet-context.js";

/**
 * Why a Remorse roll may not be made now, as an i18n key; null when it may. Remorse is
 * rolled for Stains (V5 canon), so once a roll has cleared them a second click is refused,
 * and a click while one is being posted is refused too.
 */
export function remorseRefusal(stains: number, rolling: boolean): string | null {
  if (rolling) return "FIVEFOLD.V5.Remorse.InProgress";
  if (stains <= 0) return "FIVEFOLD.V5.Remorse.NoStains";
  return null;
}

/**
 * A Remorse roll's inputs: one die per Humanity box neither filled nor stained (at least 1), no Hunger dice, one
 * success needed.
 */
export function remorseInputs(humanity: number, stains: number, botchRule: boolean): V5Inputs {
  return { pool: remorsePool(humanity, stains), hunger: 0, difficulty: 1, kind: "no-hunger", botchRule };
}

/**
 * A rolled Remorse check: the card's fields (Humanity before and after, the Stains cleared)
 * and the actor's new Humanity and Stains, which the card executor applies once.
 */
export function remorseOutcome(label: string, inputs: V5Inputs, faces: V5Faces, humanity: number, stains: number) {
  const result = resolveV5(inputs, faces);
  const after = remorseChange(humanity, stains, result.win);
  const fields: V5CardFields = {
    label,
    ...inputs,
    normalDice: [...result.normalDice],
    hungerDice: [...result.hungerDice],
    remorse: true,
    humanityBefore: humanity,
    humanityAfter: after.humanity,
    stainsBefore: stains,
  };
  return { fields, humanity: after.humanity, stains: after.stains };
}
