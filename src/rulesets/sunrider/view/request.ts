// Sunrider's roll requests, as the shared request code reads them (src/foundry/requests/kind.ts):
//
//   sunrider <attribute or skill> diff <n>
//
// Foundry-free. Its odds (request-odds.ts) are fetched the first time a card shows them.

import { OPEN_MAX, OPEN_MIN } from "../../../engine/inputs.js";
import { stepsAround, traitIndex, type RequestKind } from "../../../foundry/requests/kind.js";
import type { DialogCharacter } from "./dialog-context.js";

/** A Sunrider roll request: an attribute or a skill the sheet names, against a difficulty. */
export type SunriderRequestRoll = { readonly ruleset: "sunrider"; readonly trait: string; readonly difficulty: number };

/** A character's sheet as a request's odds read it. */
export type SunriderRequestSubject = { readonly ruleset: "sunrider"; readonly character: DialogCharacter };

export const sunriderRequests: RequestKind<SunriderRequestRoll, SunriderRequestSubject> = {
  id: "sunrider",
  words: { numbers: ["diff"], required: ["diff"], choices: {}, flags: [] },
  example: 'sunrider "search" diff 15',
  fromText: (parts, tools) => ({ trait: tools.name(), difficulty: parts.numbers.get("diff") ?? 0 }),
  format: (roll, nameText) => `${nameText(roll.trait)} diff ${roll.difficulty}`,
  parse: (raw, checks) => ({
    ruleset: "sunrider",
    trait: checks.name(raw.trait, "trait"),
    difficulty: checks.whole(raw.difficulty, "difficulty", OPEN_MIN, OPEN_MAX),
  }),
  // 5 either side: the steps of the difficulty levels.
  difficultySteps: (roll) => stepsAround(roll.difficulty, 5, -1000, 1000),
  askedDifficulty: (roll) => roll.difficulty,
  firstFields: { trait: "", difficulty: "" },
  requiredFields: ["difficulty"],
  traitLists: ["attributes", "skills"],
  fieldsOf: (roll) => ({ trait: roll.trait, difficulty: String(roll.difficulty) }),
  fromFields: (text, number) => ({ trait: text("trait"), difficulty: number("difficulty") }),
  heading: (roll) => ({
    trait: roll.trait,
    traitKey: null,
    detailKey: "FIVEFOLD.Request.Ask.Difficulty",
    detail: { value: roll.difficulty },
    pair: null,
  }),
  valueKey: "FIVEFOLD.Request.Result.Total",
  oddsKey: "FIVEFOLD.Request.Odds.Difficulty",
  requestedTrait: (subject, roll) =>
    traitIndex(
      subject.character.traits.map((trait) => [trait.name]),
      roll.trait,
    ),
  odds: async () => (await import("./request-odds.js")).sunriderRequestOdds,
};
