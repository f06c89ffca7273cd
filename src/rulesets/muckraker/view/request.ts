// Muckraker's roll requests, as the shared request code reads them (src/foundry/requests/kind.ts):
//
//   muckraker [<skill>] cn <n> [genetics none|bonus|power]
//
// Foundry-free. Its odds (request-odds.ts) are fetched the first time a card shows them.

import { OPEN_MAX, OPEN_MIN } from "../../../engine/inputs.js";
import { stepsAround, traitIndex, type RequestKind } from "../../../foundry/requests/kind.js";
import type { DialogReporter } from "./dialog-context.js";
import { GENETICS_MODES, type GeneticsMode } from "../rules/rules.js";

/** A Muck Roll request: maybe a skill the sheet names, against a CN, with a genetics mode. */
export type MuckRequestRoll = {
  readonly ruleset: "muckraker";
  readonly skill: string | null;
  readonly cn: number;
  readonly genetics: GeneticsMode;
};

/** A reporter's sheet as a request's odds read it, with the world's tie rule. */
export type MuckRequestSubject = {
  readonly ruleset: "muckraker";
  readonly reporter: DialogReporter;
  readonly tiesSucceed: boolean;
};

export const muckrakerRequests: RequestKind<MuckRequestRoll, MuckRequestSubject> = {
  id: "muckraker",
  words: { numbers: ["cn"], required: ["cn"], choices: { genetics: GENETICS_MODES }, flags: [] },
  example: "muckraker stealth cn 8 genetics bonus",
  fromText: (parts) => ({
    skill: parts.names.at(0)?.text ?? null,
    cn: parts.numbers.get("cn") ?? 0,
    genetics: parts.choices.get("genetics") ?? "none",
  }),
  format: (roll, nameText) =>
    `${roll.skill === null ? "" : `${nameText(roll.skill)} `}cn ${roll.cn}${roll.genetics === "none" ? "" : ` genetics ${roll.genetics}`}`,
  parse: (raw, checks) => ({
    ruleset: "muckraker",
    skill: raw.skill === null || raw.skill === undefined || raw.skill === "" ? null : checks.name(raw.skill, "skill"),
    cn: checks.whole(raw.cn, "cn", OPEN_MIN, OPEN_MAX),
    // A missing genetics mode is none.
    genetics:
      raw.genetics === undefined ? "none" : checks.oneOf<GeneticsMode>(raw.genetics, "genetics", GENETICS_MODES),
  }),
  // The CN 1 either side.
  difficultySteps: (roll) => stepsAround(roll.cn, 1, -1000, 1000),
  askedDifficulty: (roll) => roll.cn,
  firstFields: { skill: "", cn: "", genetics: "none" },
  requiredFields: ["cn"],
  traitLists: ["skills"],
  fieldsOf: (roll) => ({ skill: roll.skill ?? "", cn: String(roll.cn), genetics: roll.genetics }),
  fromFields: (text, number) => ({
    skill: text("skill") || null,
    cn: number("cn"),
    genetics: text("genetics") || "none",
  }),
  setupChoices: (fields) => ({
    geneticsModes: GENETICS_MODES.map((mode) => ({
      mode,
      labelKey: `FIVEFOLD.RequestEntry.Setup.Genetics.${mode}`,
      selected: mode === fields.genetics,
    })),
  }),
  heading: (roll) => ({
    trait: roll.skill ?? "",
    traitKey: roll.skill === null ? "FIVEFOLD.Request.Ask.NoSkill" : null,
    detailKey:
      roll.genetics === "none" ? "FIVEFOLD.Request.Ask.Cn" : `FIVEFOLD.Request.Ask.CnGenetics.${roll.genetics}`,
    detail: { value: roll.cn },
    pair: null,
  }),
  valueKey: "FIVEFOLD.Request.Result.Total",
  oddsKey: "FIVEFOLD.Request.Odds.Cn",
  requestedTrait: (subject, roll) =>
    roll.skill === null
      ? -1
      : traitIndex(
          subject.reporter.skills.map((skill) => [skill.name]),
          roll.skill,
        ),
  // Without a named skill the roll is made with none.
  needsNoTrait: (roll) => roll.skill === null,
  odds: async () => (await import("./request-odds.js")).muckrakerRequestOdds,
};
