// The Murk's roll requests, as the shared request code reads them (src/foundry/requests/kind.ts):
//
//   murk <attribute> [dr <n>]      DR 10 (Standard) unless given
//
// Foundry-free. Its odds (request-odds.ts) are fetched the first time a card shows them.

import { OPEN_MAX, OPEN_MIN } from "../../../engine/inputs.js";
import { stepsAround, traitIndex, type RequestKind } from "../../../foundry/requests/kind.js";
import type { DialogCharacter } from "./dialog-context.js";

/** The DR a Murk request asks when it names none: 10, Standard (docs/rules.md, The Murk). */
const MURK_DEFAULT_DR = 10;

/** A Murk roll request: an attribute the sheet names, against a DR. */
export type MurkRequestRoll = { readonly ruleset: "murk"; readonly attribute: string; readonly dr: number };

/** A character's sheet as a request's odds read it, with the world's exploding attribute die. */
export type MurkRequestSubject = {
  readonly ruleset: "murk";
  readonly character: DialogCharacter;
  readonly explode: boolean;
};

export const murkRequests: RequestKind<MurkRequestRoll, MurkRequestSubject> = {
  id: "murk",
  words: { numbers: ["dr"], required: [], choices: {}, flags: [] },
  example: "murk agility dr 15",
  fromText: (parts, tools) => ({ attribute: tools.name(), dr: parts.numbers.get("dr") ?? MURK_DEFAULT_DR }),
  format: (roll, nameText) => `${nameText(roll.attribute)} dr ${roll.dr}`,
  parse: (raw, checks) => ({
    ruleset: "murk",
    attribute: checks.name(raw.attribute, "attribute"),
    dr: checks.whole(raw.dr, "dr", OPEN_MIN, OPEN_MAX),
  }),
  // 5 either side: the steps of the named DRs.
  difficultySteps: (roll) => stepsAround(roll.dr, 5, -1000, 1000),
  askedDifficulty: (roll) => roll.dr,
  firstFields: { attribute: "", dr: String(MURK_DEFAULT_DR) },
  requiredFields: ["dr"],
  traitLists: ["attributes"],
  fieldsOf: (roll) => ({ attribute: roll.attribute, dr: String(roll.dr) }),
  fromFields: (text, number) => ({ attribute: text("attribute"), dr: number("dr") }),
  heading: (roll) => ({
    trait: roll.attribute,
    traitKey: null,
    detailKey: "FIVEFOLD.Request.Ask.Dr",
    detail: { value: roll.dr },
    pair: null,
  }),
  valueKey: "FIVEFOLD.Request.Result.Total",
  oddsKey: "FIVEFOLD.Request.Odds.Dr",
  requestedTrait: (subject, roll) =>
    traitIndex(
      subject.character.attributes.map((attribute) => [attribute.name]),
      roll.attribute,
    ),
  odds: async () => (await import("./request-odds.js")).murkRequestOdds,
};
