// V5's roll requests, as the shared request code reads them (src/foundry/requests/kind.ts):
//
//   v5 <attribute>[+<skill>] diff <n>      attribute and skill by key or by their name in the reader's language
//
// Foundry-free: the text, the checks, the setup dialog's fields and the card's heading. Its odds
// (request-odds.ts) are fetched the first time a card shows them.

import { stepsAround, type RequestKind, type RequestWord } from "../../foundry/requests/kind.js";
import type { DialogVampire } from "./dialog-context.js";
import { MAX_POOL } from "./rules.js";
import { ALL_ATTRIBUTES, ALL_SKILLS, type V5Attribute, type V5Skill } from "./traits.js";

/** A V5 roll request: a pool of an attribute and maybe a skill, against a difficulty in successes. */
export type V5RequestRoll = { readonly ruleset: "v5"; readonly attribute: V5Attribute; readonly skill: V5Skill | null; readonly difficulty: number };

/** A vampire's sheet as a request's odds read it, with the world's botch rule. */
export type V5RequestSubject = { readonly ruleset: "v5"; readonly vampire: DialogVampire; readonly botchRule: boolean };

/** A name as the sheets match it: without regard to case, spaces, hyphens or accents. */
function folded(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\s_-]+/g, "");
}

/** The example a refusal shows. */
const EXAMPLE = "v5 wits+awareness diff 3";

const isAttribute = (key: string): key is V5Attribute => ALL_ATTRIBUTES.some((known) => known === key);

export const v5Requests: RequestKind<V5RequestRoll, V5RequestSubject> = {
  id: "v5",
  words: { numbers: ["diff"], required: ["diff"], choices: {}, flags: [], paired: { key: "V5Skill", allowed: ALL_SKILLS } },
  example: EXAMPLE,
  fromText(parts, tools) {
    const trait = <K extends V5Attribute | V5Skill>(word: RequestWord, keys: readonly K[], key: string): K => {
      const wanted = folded(word.text);
      const found = keys.find((candidate) => folded(candidate) === wanted || (tools.nameOf !== undefined && folded(tools.nameOf(candidate)) === wanted));
      if (found === undefined) return tools.refuse(key, `cannot read "${word.text}" as a V5 trait`, { word: tools.shown(word.text), allowed: keys.join(", ") });
      return found;
    };
    const attribute = parts.names.at(0);
    const skill = parts.names.at(1);
    if (attribute === undefined) return tools.refuse("NoName", "needs an attribute", { ruleset: "v5", example: EXAMPLE });
    return {
      attribute: trait(attribute, ALL_ATTRIBUTES, "V5Attribute"),
      skill: skill === undefined ? null : trait(skill, ALL_SKILLS, "V5Skill"),
      difficulty: parts.numbers.get("diff") ?? 0,
    };
  },
  format: (roll) => `${roll.attribute}${roll.skill === null ? "" : `+${roll.skill}`} diff ${roll.difficulty}`,
  parse: (raw, checks) => ({
    ruleset: "v5",
    attribute: checks.oneOf<V5Attribute>(raw.attribute, "attribute", ALL_ATTRIBUTES),
    skill: raw.skill === null || raw.skill === undefined || raw.skill === "" ? null : checks.oneOf<V5Skill>(raw.skill, "skill", ALL_SKILLS),
    difficulty: checks.whole(raw.difficulty, "difficulty", 1, MAX_POOL),
  }),
  // One success either side.
  difficultySteps: (roll) => stepsAround(roll.difficulty, 1, 1, MAX_POOL),
  askedDifficulty: (roll) => roll.difficulty,
  firstFields: { attribute: "wits", skill: "", difficulty: "" },
  requiredFields: ["difficulty"],
  traitLists: [],
  fieldsOf: (roll) => ({ attribute: roll.attribute, skill: roll.skill ?? "", difficulty: String(roll.difficulty) }),
  fromFields: (text, number) => ({ attribute: text("attribute"), skill: text("skill") || null, difficulty: number("difficulty") }),
  setupChoices: (fields) => ({
    v5Attributes: ALL_ATTRIBUTES.map((key) => ({ key, labelKey: `FIVEFOLD.V5.Attributes.${key}`, selected: key === fields.attribute })),
    v5Skills: ALL_SKILLS.map((key) => ({ key, labelKey: `FIVEFOLD.V5.Skills.${key}`, selected: key === fields.skill })),
  }),
  traitLabelKey: (key) => {
    if (isAttribute(key)) return `FIVEFOLD.V5.Attributes.${key}`;
    return ALL_SKILLS.some((skill) => skill === key) ? `FIVEFOLD.V5.Skills.${key}` : undefined;
  },
  heading: (roll) => ({
    trait: "",
    traitKey: roll.skill ? null : `FIVEFOLD.V5.Attributes.${roll.attribute}`,
    detailKey: "FIVEFOLD.Request.Ask.Difficulty",
    detail: { value: roll.difficulty },
    pair: roll.skill === null ? null : { attributeKey: `FIVEFOLD.V5.Attributes.${roll.attribute}`, skillKey: `FIVEFOLD.V5.Skills.${roll.skill}` },
  }),
  valueKey: "FIVEFOLD.Request.Result.Successes",
  oddsKey: "FIVEFOLD.Request.Odds.Difficulty",
  // Attributes and skills are named by key: every vampire has them.
  requestedTrait: () => 0,
  odds: async () => (await import("./request-odds.js")).v5RequestOdds,
};
