// How a V5 vampire answers a roll request in Foundry: the sheet its odds read, the dialog its
// Roll button opens filled in, and the result its roll card shows.

import type { RulesetRequests } from "../../../foundry/ruleset.js";
import { V5VampireData } from "./data.js";
import { V5RollMessage } from "./message.js";
import { openV5RollDialog } from "./open-dialog.js";
import { v5Requests, type V5RequestRoll, type V5RequestSubject } from "../view/request.js";
import { resolveV5 } from "../rules/rules.js";
import { extendedProgress } from "../view/extended-card.js";
import { botchRule } from "./settings.js";
import { ALL_ATTRIBUTES, ALL_SKILLS } from "../rules/traits.js";
import type { V5CardFields } from "../view/card-context.js";

/** The trait among `names` a card's title keys name (`<prefix><name>`, as the dialog writes them), or null. */
function titled<T extends string>(keys: readonly string[], prefix: string, names: readonly T[]): T | null {
  return names.find((name) => keys.includes(`${prefix}${name}`)) ?? null;
}

/** A card's extended test, or null on an ordinary roll (and on a card saved before extended tests). */
function extendedOf(fields: V5CardFields): { target: number; rolls: number } | null {
  const target = fields.extendedTarget ?? 0;
  return target > 0 ? { target, rolls: fields.extendedRolls ?? 0 } : null;
}

/**
 * What a V5 card rolled, as a request asks it: its attribute and skill from the title keys the roll dialog wrote (a
 * Rouse check, a power or a fixed pool names none), its difficulty, and its extended test.
 */
function rolledV5(fields: V5CardFields): V5RequestRoll | null {
  // A card saved before titles had keys has none: it names no trait.
  const keys = fields.labelKeys ?? [];
  const attribute = titled(keys, "FIVEFOLD.V5.Attributes.", ALL_ATTRIBUTES);
  if (attribute === null) return null;
  const extended = extendedOf(fields);
  return {
    ruleset: "v5",
    attribute,
    skill: titled(keys, "FIVEFOLD.V5.Skills.", ALL_SKILLS),
    difficulty: fields.difficulty,
    ...(extended ? { extended } : {}),
  };
}

export const v5RequestActor: RulesetRequests<V5RequestRoll, V5RequestSubject> = {
  kind: v5Requests,
  subject: (actor) =>
    actor.system instanceof V5VampireData ? { ruleset: "v5", vampire: actor.system, botchRule: botchRule() } : null,
  open: (actor, roll, _trait, options) =>
    openV5RollDialog(
      actor,
      {
        attribute: roll.attribute,
        skill: roll.skill ?? undefined,
        difficulty: roll.difficulty,
        extended: roll.extended,
      },
      options,
    ),
  answer(system, asked) {
    if (!(system instanceof V5RollMessage)) return null;
    const { fields } = system;
    const rolled = rolledV5(fields);
    const extended = extendedOf(fields);
    const sameTrait = rolled !== null && rolled.attribute === asked.attribute && rolled.skill === asked.skill;
    // An extended test is asked by its target and roll limit (its difficulty is always 1); an ordinary roll by its
    // difficulty, and not as an extended test.
    const sameDifficulty = asked.extended
      ? extended?.target === asked.extended.target && extended.rolls === asked.extended.rolls
      : extended === null && fields.difficulty === asked.difficulty;
    return { rolled, sameTrait, sameDifficulty };
  },
  result(system) {
    if (!(system instanceof V5RollMessage)) return null;
    // An extended test: the running total, decided once the test ends (the request follows the card).
    const extended = extendedProgress(system.fields);
    if (extended)
      return { value: extended.total, success: extended.status === "running" ? null : extended.status === "success" };
    const result = resolveV5(system.inputs, { normalDice: system.normalDice, hungerDice: system.hungerDice });
    return { value: result.successes, success: result.win };
  },
};
