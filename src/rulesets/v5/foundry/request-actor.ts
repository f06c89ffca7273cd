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
