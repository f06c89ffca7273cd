// How a Muckraker reporter answers a roll request in Foundry: the sheet its odds read, the
// dialog its Roll button opens filled in, and the result its roll card shows.

import type { RulesetRequests } from "../../../foundry/ruleset.js";
import { cardResult } from "../view/card-context.js";
import { MuckrakerReporterData } from "./data.js";
import { MuckrakerRollMessage } from "./message.js";
import { openMuckRollDialog } from "./open-dialog.js";
import { muckrakerRequests, type MuckRequestRoll, type MuckRequestSubject } from "../view/request.js";
import { tiesSucceed } from "./settings.js";

export const muckrakerRequestActor: RulesetRequests<MuckRequestRoll, MuckRequestSubject> = {
  kind: muckrakerRequests,
  subject: (actor) =>
    actor.system instanceof MuckrakerReporterData
      ? { ruleset: "muckraker", reporter: actor.system, tiesSucceed: tiesSucceed() }
      : null,
  open: (actor, roll, trait, options) =>
    openMuckRollDialog(actor, { skill: trait, cn: roll.cn, genetics: roll.genetics }, options),
  result(system) {
    if (!(system instanceof MuckrakerRollMessage)) return null;
    const result = cardResult(system.fields);
    return { value: result.total ?? 0, success: result.success };
  },
};
