// V5's roll requests, as the shared request code reads them (src/foundry/requests/kind.ts):
//
//   v5 <attribute>[+<skill>] diff <n>      attribute and skill by key or by their name in the reader's language
//   v5 <attribute>[+<skill>] extended <n> rolls <k>   an extended test: n successes within k rolls (no difficulty)
//
// Foundry-free: the text, the checks, the setup dialog's fields and the card's heading. Its odds
// (request-odds.ts) are fetched the first time a card shows them.

import { stepsAround, type RequestKind, type RequestWord } from "../../../foundry/requests/kind.js";
import type { DialogVampire } from "./dialog-context.js";
import { MAX_EXTENDED_ROLLS, MAX_EXTENDED_TARGET, MAX_POOL } from "../rules/rules.js";
import { ALL_ATTRIBUTES, ALL_SKILLS, type V5Attribute, type V5Skill } from "../rules/traits.js";

/** A V5 roll request: a pool of an attribute and maybe a skill, against a difficulty in successes. */
export type V5RequestRoll = {
  readonly ruleset: "v5";
  readonly attribute: V5Attribute;
  readonly skill: V5Skill | null;
  /** 1 for an extended test, whose rolls count only their successes. */
  readonly difficulty: number;
  /**
   * An extended test: the successes to reach and the rolls allowed. Absent on an ordinary request (and on one stored
   * before).
   */
  readonly extended?: V5RequestExtended;
};

/** The extended test a request asks for. */
export type V5RequestExtended = { readonly target: number; readonly rolls: number };

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
const EXTENDED_EXAMPLE = "v5 intelligence+occult extended 10 rolls 3";

const isAttribute = (key: string): key is V5Attribute => ALL_ATTRIBUTES.some((known) => known === key);

/** The numbers the card's heading names: the difficulty, or an extended test's target and roll limit. */
function headingDetail(roll: V5RequestRoll): Readonly<Record<string, number>> {
  return roll.extended ? { target: roll.extended.target, rolls: roll.extended.rolls } : { value: roll.difficulty };
}

export const v5Requests: RequestKind<V5RequestRoll, V5RequestSubject> = {
  id: "v5",
  // diff is needed unless the request is an extended test (fromText says which is missing).
  words: {
    numbers: ["diff", "extended", "rolls"],
    required: [],
    choices: {},
    flags: [],
    paired: { key: "V5Skill", allowed: ALL_SKILLS },
  },
  example: EXAMPLE,
  fromText(parts, tools) {
    const trait = <K extends V5Attribute | V5Skill>(word: RequestWord, keys: readonly K[], key: string): K => {
      const wanted = folded(word.text);
      const found = keys.find(
        (candidate) =>
          folded(candidate) === wanted || (tools.nameOf !== undefined && folded(tools.nameOf(candidate)) === wanted),
      );
      if (found === undefined)
        return tools.refuse(key, `cannot read "${word.text}" as a V5 trait`, {
          word: tools.shown(word.text),
          allowed: keys.join(", "),
        });
      return found;
    };
    const attribute = parts.names.at(0);
    const skill = parts.names.at(1);
    if (attribute === undefined)
      return tools.refuse("NoName", "needs an attribute", { ruleset: "v5", example: EXAMPLE });
    const pool = {
      attribute: trait(attribute, ALL_ATTRIBUTES, "V5Attribute"),
      skill: skill === undefined ? null : trait(skill, ALL_SKILLS, "V5Skill"),
    };
    const target = parts.numbers.get("extended");
    const rolls = parts.numbers.get("rolls");
    if (target === undefined && rolls === undefined) {
      const difficulty = parts.numbers.get("diff");
      if (difficulty === undefined) return tools.refuse("Missing", "needs diff", { word: "diff", example: EXAMPLE });
      return { ...pool, difficulty };
    }
    if (target === undefined)
      return tools.refuse("Missing", "needs extended", { word: "extended", example: EXTENDED_EXAMPLE });
    if (rolls === undefined)
      return tools.refuse("Missing", "needs rolls", { word: "rolls", example: EXTENDED_EXAMPLE });
    return { ...pool, difficulty: 1, extended: { target, rolls } };
  },
  format: (roll) =>
    `${roll.attribute}${roll.skill === null ? "" : `+${roll.skill}`} ${roll.extended ? `extended ${roll.extended.target} rolls ${roll.extended.rolls}` : `diff ${roll.difficulty}`}`,
  parse: (raw, checks) => {
    const roll = {
      ruleset: "v5" as const,
      attribute: checks.oneOf<V5Attribute>(raw.attribute, "attribute", ALL_ATTRIBUTES),
      skill:
        raw.skill === null || raw.skill === undefined || raw.skill === ""
          ? null
          : checks.oneOf<V5Skill>(raw.skill, "skill", ALL_SKILLS),
      difficulty: checks.whole(raw.difficulty, "difficulty", 1, MAX_POOL),
    };
    if (raw.extended === undefined || raw.extended === null) return roll;
    // A stored request is data from anywhere: anything but an object is refused by the checks below.
    const extended = (typeof raw.extended === "object" ? raw.extended : {}) as Readonly<Record<string, unknown>>;
    return {
      ...roll,
      extended: {
        target: checks.whole(extended.target, "extended", 1, MAX_EXTENDED_TARGET),
        rolls: checks.whole(extended.rolls, "rolls", 1, MAX_EXTENDED_ROLLS),
      },
    };
  },
  // One success either side; an extended test asks no difficulty, so the card shows no odds by difficulty.
  difficultySteps: (roll) => (roll.extended ? [] : stepsAround(roll.difficulty, 1, 1, MAX_POOL)),
  askedDifficulty: (roll) => (roll.extended ? null : roll.difficulty),
  firstFields: { attribute: "wits", skill: "", difficulty: "", extendedTarget: "", extendedRolls: "" },
  requiredFields: ["difficulty"],
  // An extended test (its target given) needs its roll limit in place of a difficulty.
  requiredFieldsOf: (text) => (text("extendedTarget") === "" ? ["difficulty"] : ["extendedRolls"]),
  traitLists: [],
  fieldsOf: (roll) => ({
    attribute: roll.attribute,
    skill: roll.skill ?? "",
    difficulty: roll.extended ? "" : String(roll.difficulty),
    extendedTarget: roll.extended ? String(roll.extended.target) : "",
    extendedRolls: roll.extended ? String(roll.extended.rolls) : "",
  }),
  fromFields: (text, number) => {
    const pool = { attribute: text("attribute"), skill: text("skill") || null };
    if (text("extendedTarget") === "") return { ...pool, difficulty: number("difficulty") };
    return { ...pool, difficulty: 1, extended: { target: number("extendedTarget"), rolls: number("extendedRolls") } };
  },
  setupChoices: (fields) => ({
    v5Attributes: ALL_ATTRIBUTES.map((key) => ({
      key,
      labelKey: `FIVEFOLD.V5.Attributes.${key}`,
      selected: key === fields.attribute,
    })),
    v5Skills: ALL_SKILLS.map((key) => ({ key, labelKey: `FIVEFOLD.V5.Skills.${key}`, selected: key === fields.skill })),
  }),
  traitLabelKey: (key) => {
    if (isAttribute(key)) return `FIVEFOLD.V5.Attributes.${key}`;
    return ALL_SKILLS.some((skill) => skill === key) ? `FIVEFOLD.V5.Skills.${key}` : undefined;
  },
  heading: (roll) => ({
    trait: "",
    traitKey: roll.skill ? null : `FIVEFOLD.V5.Attributes.${roll.attribute}`,
    detailKey: roll.extended ? "FIVEFOLD.V5.Extended.Request" : "FIVEFOLD.Request.Ask.Difficulty",
    detail: headingDetail(roll),
    pair:
      roll.skill === null
        ? null
        : { attributeKey: `FIVEFOLD.V5.Attributes.${roll.attribute}`, skillKey: `FIVEFOLD.V5.Skills.${roll.skill}` },
  }),
  valueKey: "FIVEFOLD.Request.Result.Successes",
  oddsKey: "FIVEFOLD.Request.Odds.Difficulty",
  // Attributes and skills are named by key: every vampire has them.
  requestedTrait: () => 0,
  odds: async () => (await import("./request-odds.js")).v5RequestOdds,
};
