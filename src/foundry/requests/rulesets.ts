// Each ruleset as a roll request uses it in Foundry: the sheet its odds read, the dialog its
// Roll button opens filled in, and the result its roll card shows.

import { MuckrakerReporterData } from "../../rulesets/muckraker/data.js";
import { openMuckRollDialog } from "../../rulesets/muckraker/open-dialog.js";
import { cardResult as muckResult } from "../../rulesets/muckraker/card-context.js";
import { MuckRollMessage } from "../../rulesets/muckraker/message.js";
import { tiesSucceed } from "../../rulesets/muckraker/settings.js";
import { MurkCharacterData } from "../../rulesets/murk/data.js";
import { openMurkRollDialog } from "../../rulesets/murk/open-dialog.js";
import { currentOutcome } from "../../rulesets/murk/card-context.js";
import { MurkRollMessage } from "../../rulesets/murk/message.js";
import { explodingAttributeDie } from "../../rulesets/murk/settings.js";
import { dialogCharacter as sunriderCharacter, openSunriderRollDialog } from "../../rulesets/sunrider/open-dialog.js";
import { cardResult as sunriderResult } from "../../rulesets/sunrider/card-context.js";
import { SunriderRollMessage } from "../../rulesets/sunrider/message.js";
import { dialogCharacter as uniqueCharacter, openUniqueRollDialog } from "../../rulesets/unique/open-dialog.js";
import { cardState as uniqueState } from "../../rulesets/unique/card-context.js";
import { UniqueRollMessage } from "../../rulesets/unique/message.js";
import { VampireData } from "../../rulesets/v5/data.js";
import { openV5RollDialog } from "../../rulesets/v5/open-dialog.js";
import { V5RollMessage } from "../../rulesets/v5/message.js";
import { resolveV5 } from "../../rulesets/v5/rules.js";
import { botchRule } from "../../rulesets/v5/settings.js";
import type { RollWrapper } from "../roll-dialog-open.js";
import { requestedTrait, type OddsSubject } from "./odds.js";
import type { RequestRoll } from "./spec.js";

/** An actor's sheet as a request's odds read it, or null when it is not a character of the roll's ruleset. */
export function oddsSubject(actor: Actor.Implementation, roll: RequestRoll): OddsSubject | null {
  const system = actor.system;
  switch (roll.ruleset) {
    case "v5":
      return system instanceof VampireData ? { ruleset: "v5", vampire: system, botchRule: botchRule() } : null;
    case "murk":
      return system instanceof MurkCharacterData ? { ruleset: "murk", character: system, explode: explodingAttributeDie() } : null;
    case "sunrider": {
      const character = sunriderCharacter(actor);
      return character ? { ruleset: "sunrider", character } : null;
    }
    case "unique": {
      const character = uniqueCharacter(actor);
      // Strength and Precision are matched by their key as well as by their name in the reader's language.
      const names = character?.attributes.map((attribute, index) => [attribute.name, ...(index === 0 ? ["strength"] : index === 1 ? ["precision"] : [])]);
      return character && names ? { ruleset: "unique", character, names } : null;
    }
    case "muckraker":
      return system instanceof MuckrakerReporterData ? { ruleset: "muckraker", reporter: system, tiesSucceed: tiesSucceed() } : null;
  }
}

/** Opens the actor's roll dialog filled in from the request (the trait left unchosen when the sheet lacks it); shift-click rolls at once. */
export async function openForRequest(actor: Actor.Implementation, roll: RequestRoll, options: { skipDialog: boolean; wrapRoll: RollWrapper }): Promise<void> {
  const subject = oddsSubject(actor, roll);
  const index = subject ? requestedTrait(subject, roll) : -1;
  const trait = index === -1 ? undefined : index;
  switch (roll.ruleset) {
    case "v5":
      return openV5RollDialog(actor, { attribute: roll.attribute, skill: roll.skill ?? undefined, difficulty: roll.difficulty }, options);
    case "murk":
      return openMurkRollDialog(actor, { attribute: trait, dr: roll.dr }, options);
    case "sunrider":
      return openSunriderRollDialog(actor, { trait, difficulty: roll.difficulty }, options);
    case "unique":
      return openUniqueRollDialog(actor, { attribute: trait, target: roll.target, tense: roll.tense }, options);
    case "muckraker":
      return openMuckRollDialog(actor, { skill: trait, cn: roll.cn, genetics: roll.genetics }, options);
  }
}

/** What a roll card shows: successes (V5) or the total, and success or failure (null: nothing asked to meet); null for a card of no roll. */
export function rollResult(system: unknown): { value: number; success: boolean | null } | null {
  if (system instanceof V5RollMessage) {
    const result = resolveV5(system.inputs, { normalDice: system.normalDice, hungerDice: system.hungerDice });
    return { value: result.successes, success: result.win };
  }
  if (system instanceof MurkRollMessage) {
    const outcome = currentOutcome(system.fields);
    return { value: outcome.total, success: outcome.success };
  }
  if (system instanceof SunriderRollMessage) {
    const result = sunriderResult(system.fields);
    return { value: result.total, success: result.success };
  }
  if (system instanceof UniqueRollMessage) {
    const state = uniqueState(system.fields);
    return { value: state.total, success: state.success };
  }
  if (system instanceof MuckRollMessage) {
    const result = muckResult(system.fields);
    return { value: result.total ?? 0, success: result.success };
  }
  return null;
}
