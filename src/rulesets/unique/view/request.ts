// Unique Dice's roll requests, as the shared request code reads them (src/foundry/requests/kind.ts):
//
//   unique <attribute> [target <n>] [calm]     no target unless given; tense unless calm
//
// Foundry-free. Its odds (request-odds.ts) are fetched the first time a card shows them.

import { stepsAround, traitIndex, type RequestKind } from "../../../foundry/requests/kind.js";
import type { DialogCharacter } from "./dialog-context.js";
import { MAX_TARGET } from "../rules/rules.js";

/** A Unique Dice roll request: an attribute the sheet names, maybe a target, tense or calm. */
export type UniqueRequestRoll = {
  readonly ruleset: "unique";
  readonly attribute: string;
  readonly target: number | null;
  readonly tense: boolean;
};

/**
 * A character's sheet as a request's odds read it; `names` gives each attribute's names (Strength and Precision also by
 * key).
 */
export type UniqueRequestSubject = {
  readonly ruleset: "unique";
  readonly character: DialogCharacter;
  readonly names: readonly (readonly string[])[];
};

export const uniqueRequests: RequestKind<UniqueRequestRoll, UniqueRequestSubject> = {
  id: "unique",
  words: { numbers: ["target"], required: [], choices: {}, flags: ["calm", "tense"] },
  example: "unique strength target 9 calm",
  fromText: (parts, tools) => ({
    attribute: tools.name(),
    target: parts.numbers.get("target") ?? null,
    tense: !parts.flags.has("calm"),
  }),
  format: (roll, nameText) =>
    `${nameText(roll.attribute)}${roll.target === null ? "" : ` target ${roll.target}`}${roll.tense ? "" : " calm"}`,
  parse(raw, checks) {
    const tense = raw.tense;
    if (tense !== undefined && typeof tense !== "boolean")
      return checks.fail("Choice", { got: JSON.stringify(raw.tense), allowed: "true, false" }, "tense");
    return {
      ruleset: "unique",
      attribute: checks.name(raw.attribute, "attribute"),
      target:
        raw.target === null || raw.target === undefined ? null : checks.whole(raw.target, "target", 0, MAX_TARGET),
      // A missing tension is tense.
      tense: tense ?? true,
    };
  },
  // The target 1 either side; none without a target.
  difficultySteps: (roll) => (roll.target === null ? [] : stepsAround(roll.target, 1, 0, MAX_TARGET)),
  askedDifficulty: (roll) => roll.target,
  firstFields: { attribute: "", target: "", tense: "on" },
  checkboxes: ["tense"],
  requiredFields: [],
  traitLists: ["attributes"],
  fieldsOf: (roll) => ({
    attribute: roll.attribute,
    target: roll.target === null ? "" : String(roll.target),
    tense: roll.tense ? "on" : "",
  }),
  fromFields: (text, number) => ({
    attribute: text("attribute"),
    target: number("target"),
    tense: text("tense") === "on",
  }),
  setupChoices: (fields) => ({ tense: fields.tense === "on" }),
  heading: (roll) => ({
    trait: roll.attribute,
    traitKey: null,
    detailKey:
      roll.target === null
        ? roll.tense
          ? "FIVEFOLD.Request.Ask.NoTargetTense"
          : "FIVEFOLD.Request.Ask.NoTarget"
        : roll.tense
          ? "FIVEFOLD.Request.Ask.TargetTense"
          : "FIVEFOLD.Request.Ask.Target",
    detail: { value: roll.target ?? "" },
    pair: null,
  }),
  valueKey: "FIVEFOLD.Request.Result.Total",
  oddsKey: "FIVEFOLD.Request.Odds.Target",
  requestedTrait: (subject, roll) => traitIndex(subject.names, roll.attribute),
  odds: async () => (await import("./request-odds.js")).uniqueRequestOdds,
};
