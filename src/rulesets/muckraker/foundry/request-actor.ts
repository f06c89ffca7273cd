// How a Muckraker reporter answers a roll request in Foundry: the sheet its odds read, the
// dialog its Roll button opens filled in, and the result its roll card shows.

import type { RulesetRequests } from "../../../foundry/ruleset.js";
import { cardResult } from "../view/card-context.js";
import { MuckrakerReporterData } from "./data.js";
import { MuckrakerRollMessage } from "./message.js";
import { openMuckRollDialog } from "./open-dialog.js";
import { muckrakerRequests, type MuckRequestRoll, type MuckRequestSubject } from "../view/request.js";
import { tiesSucceed } from "./settings.js";
import { matchKey } from "../../../foundry/requests/kind.js";

export const muckrakerRequestActor: RulesetRequests<MuckRequestRoll, MuckRequestSubject> = {
  kind: muckrakerRequests,
  subject: (actor) =>
    actor.system instanceof MuckrakerReporterData
      ? { ruleset: "muckraker", reporter: actor.system, tiesSucceed: tiesSucceed() }
      : null,
  open: (actor, roll, trait, options) =>
    openMuckRollDialog(actor, { skill: trait, cn: roll.cn, genetics: roll.genetics }, options),
  answer(system, asked, subject) {
    if (!(system instanceof MuckrakerRollMessage)) return null;
    // The card's title is the skill's name on the sheet, or the words for no skill, as the roll dialog writes it.
    const named = subject?.reporter.skills.some((skill) => matchKey(skill.name) === matchKey(system.label));
    const rolled: MuckRequestRoll = {
      ruleset: "muckraker",
      skill: named === false ? null : system.label,
      cn: system.cn,
      genetics: system.genetics,
    };
    return {
      rolled,
      // Asked for no skill: the roll added no skill's points (a skill of none rolls the same dice).
      sameTrait: asked.skill === null ? system.skill === 0 : matchKey(system.label) === matchKey(asked.skill),
      sameDifficulty: system.cn === asked.cn && system.genetics === asked.genetics,
    };
  },
  result(system) {
    if (!(system instanceof MuckrakerRollMessage)) return null;
    const result = cardResult(system.fields);
    return { value: result.total ?? 0, success: result.success };
  },
};
