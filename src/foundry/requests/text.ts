// The text a GM types for a roll request, in the chat (`/request murk agility dr 15`) or in a
// journal (`@Request[murk agility dr 15]`), read into a RequestRoll and written back. Pure: no
// Foundry here, so the command, the enricher, the dialog and their tests share it.
//
//   v5 <attribute>[+<skill>] diff <n>          attribute and skill by key or by their name in the reader's language
//   murk <attribute> [dr <n>]                  DR 10 (Standard) unless given
//   sunrider <attribute or skill> diff <n>
//   unique <attribute> [target <n>] [calm]     no target unless given; tense unless calm
//   muckraker [<skill>] cn <n> [genetics none|bonus|power]
//
// A name with a space, a quote or a keyword's spelling is written in double quotes; inside
// them a backslash keeps the next character as it is (`"Sleight \"of\" Hand"`).

import { InputError, type ErrorData } from "../../engine/errors.js";
import { GENETICS_MODES } from "../../rulesets/muckraker/rules.js";
import { RULESET_IDS, type RulesetId } from "../../rulesets/ids.js";
import { ALL_ATTRIBUTES, ALL_SKILLS, type V5Attribute, type V5Skill } from "../../rulesets/v5/traits.js";
import { errorView, type ErrorView } from "../error-text.js";
import type { RequestRoll } from "./spec.js";
import { checkRollRequest } from "./validate.js";

/** The DR a Murk request asks when it names none: 10, Standard (docs/rules.md, The Murk). */
export const MURK_DEFAULT_DR = 10;

/** What the text of a request says, or why it cannot be read. */
export type RequestTextCheck = { readonly ok: true; readonly roll: RequestRoll } | { readonly ok: false; readonly refusal: ErrorView };

/** A V5 attribute's or skill's name in the reader's language, by its key; absent, only the keys are read. */
export type V5NameOf = (key: V5Attribute | V5Skill) => string;

interface Word {
  readonly text: string;
  readonly quoted: boolean;
}

/** The numbers each ruleset's text takes after a keyword, and which of them it needs. */
const NUMBER_WORDS: Readonly<Record<RulesetId, { readonly words: readonly string[]; readonly required: readonly string[] }>> = {
  v5: { words: ["diff"], required: ["diff"] },
  murk: { words: ["dr"], required: [] },
  sunrider: { words: ["diff"], required: ["diff"] },
  unique: { words: ["target"], required: [] },
  muckraker: { words: ["cn"], required: ["cn"] },
};

/** Words that stand alone: Unique Dice's tension. */
const FLAG_WORDS: Readonly<Record<RulesetId, readonly string[]>> = { v5: [], murk: [], sunrider: [], unique: ["calm", "tense"], muckraker: [] };

/** Words that take a choice: Muckraker's genetics mode. */
const CHOICE_WORDS: Readonly<Record<RulesetId, readonly string[]>> = { v5: [], murk: [], sunrider: [], unique: [], muckraker: ["genetics"] };

/** One example per ruleset, shown when the text leaves out what the GM must decide. */
const EXAMPLES: Readonly<Record<RulesetId, string>> = {
  v5: "v5 wits+awareness diff 3",
  murk: "murk agility dr 15",
  sunrider: 'sunrider "search" diff 15',
  unique: "unique strength target 9 calm",
  muckraker: "muckraker stealth cn 8 genetics bonus",
};

/** The longest piece of what the GM typed that a refusal quotes back. */
const QUOTE_MAX = 40;

function shown(text: string): string {
  return text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX - 1)}…` : text;
}

function refuse(key: string, detail: string, data: ErrorData = {}): never {
  throw new InputError("request", detail, `FIVEFOLD.RequestEntry.Error.${key}`, data);
}

function keywordsOf(ruleset: RulesetId): string[] {
  return [...NUMBER_WORDS[ruleset].words, ...CHOICE_WORDS[ruleset], ...FLAG_WORDS[ruleset]];
}

/** Splits the text into words: spaces part them, `+` is a word of its own, double quotes keep a name whole. */
function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at];
    if (/\s/.test(char)) {
      at += 1;
    } else if (char === "+" && !/\d/.test(text[at + 1] ?? "")) {
      words.push({ text: "+", quoted: false });
      at += 1;
    } else if (char === '"') {
      let name = "";
      at += 1;
      while (at < text.length && text[at] !== '"') {
        if (text[at] === "\\" && at + 1 < text.length) at += 1;
        name += text[at];
        at += 1;
      }
      if (at >= text.length) refuse("Quote", "has a quoted name without its closing quote", { name: shown(name) });
      words.push({ text: name, quoted: true });
      at += 1;
    } else {
      // A sign belongs to its number (`diff +10`); elsewhere `+` parts attribute and skill.
      const match = /^\+?[^\s+"]+/.exec(text.slice(at));
      const word = match ? match[0] : char;
      words.push({ text: word, quoted: false });
      at += word.length;
    }
  }
  return words;
}

/** A name as the sheets match it: without regard to case, spaces, hyphens or accents. */
function folded(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\s_-]+/g, "");
}

function v5Trait<K extends V5Attribute | V5Skill>(word: Word, keys: readonly K[], nameOf: V5NameOf | undefined, key: string): K {
  const wanted = folded(word.text);
  const found = keys.find((candidate) => folded(candidate) === wanted || (nameOf !== undefined && folded(nameOf(candidate)) === wanted));
  if (found === undefined) refuse(key, `cannot read "${word.text}" as a V5 trait`, { word: shown(word.text), allowed: keys.join(", ") });
  return found;
}

/** The parts of a request's text after its ruleset: its name(s), numbers, choices and flags. */
interface Parts {
  readonly names: Word[];
  readonly numbers: Map<string, number>;
  readonly choices: Map<string, string>;
  readonly flags: Set<string>;
}

function isKeyword(word: Word, ruleset: RulesetId): boolean {
  return !word.quoted && keywordsOf(ruleset).includes(word.text.toLowerCase());
}

function isPlus(word: Word): boolean {
  return word.text === "+" && !word.quoted;
}

function partsOf(words: readonly Word[], ruleset: RulesetId): Parts {
  const parts: Parts = { names: [], numbers: new Map(), choices: new Map(), flags: new Set() };
  let at = 0;
  // The name comes first: one word, or for V5 an attribute, `+` and a skill.
  if (at < words.length && !isKeyword(words[at], ruleset) && !isPlus(words[at])) {
    parts.names.push(words[at]);
    at += 1;
    if (ruleset === "v5" && at < words.length && isPlus(words[at])) {
      const skill = words[at + 1] as Word | undefined;
      if (skill === undefined || isKeyword(skill, ruleset)) refuse("V5Skill", "needs a skill after +", { word: "+", allowed: ALL_SKILLS.join(", ") });
      parts.names.push(skill);
      at += 2;
    }
  }
  const allowed = keywordsOf(ruleset).join(", ");
  for (; at < words.length; at += 1) {
    const word = words[at];
    const keyword = word.quoted ? "" : word.text.toLowerCase();
    const next = words[at + 1] as Word | undefined;
    if (NUMBER_WORDS[ruleset].words.includes(keyword)) {
      if (parts.numbers.has(keyword)) refuse("Twice", `gives ${keyword} twice`, { word: keyword });
      if (next === undefined) refuse("NoNumber", `needs a number after ${keyword}`, { word: keyword });
      if (next.quoted || !/^[+-]?\d+$/.test(next.text)) refuse("NotNumber", `needs a whole number after ${keyword}`, { word: keyword, got: shown(next.text) });
      parts.numbers.set(keyword, Number(next.text));
      at += 1;
    } else if (CHOICE_WORDS[ruleset].includes(keyword)) {
      if (parts.choices.has(keyword)) refuse("Twice", `gives ${keyword} twice`, { word: keyword });
      const modes = GENETICS_MODES.join(", ");
      if (next === undefined) refuse("NoChoice", `needs one of ${modes} after ${keyword}`, { word: keyword, allowed: modes });
      parts.choices.set(keyword, next.text.toLowerCase());
      at += 1;
    } else if (FLAG_WORDS[ruleset].includes(keyword)) {
      if (FLAG_WORDS[ruleset].some((flag) => parts.flags.has(flag))) refuse("Twice", `gives calm or tense twice`, { word: keyword });
      parts.flags.add(keyword);
    } else {
      refuse("Word", `cannot read "${word.text}"`, { word: shown(word.text), allowed: allowed === "" ? "—" : allowed, example: EXAMPLES[ruleset] });
    }
  }
  for (const needed of NUMBER_WORDS[ruleset].required) {
    if (!parts.numbers.has(needed)) refuse("Missing", `needs ${needed}`, { word: needed, example: EXAMPLES[ruleset] });
  }
  return parts;
}

function nameFrom(parts: Parts, ruleset: RulesetId): string {
  const name = parts.names.at(0);
  if (name === undefined) refuse("NoName", `needs what to roll`, { ruleset, example: EXAMPLES[ruleset] });
  return name.text;
}

function rollFrom(words: readonly Word[], nameOf: V5NameOf | undefined): RequestRoll {
  const first = words.at(0);
  if (first === undefined) refuse("Empty", "is empty", { allowed: RULESET_IDS.join(", "), example: EXAMPLES.v5 });
  const ruleset = first.quoted ? undefined : RULESET_IDS.find((id) => id === first.text.toLowerCase());
  if (ruleset === undefined) refuse("Ruleset", `cannot read "${first.text}" as a ruleset`, { word: shown(first.text), allowed: RULESET_IDS.join(", ") });
  const parts = partsOf(words.slice(1), ruleset);
  const number = (word: string): number | undefined => parts.numbers.get(word);
  switch (ruleset) {
    case "v5": {
      const attribute = parts.names.at(0);
      const skill = parts.names.at(1);
      if (attribute === undefined) refuse("NoName", "needs an attribute", { ruleset, example: EXAMPLES.v5 });
      return {
        ruleset,
        attribute: v5Trait(attribute, ALL_ATTRIBUTES, nameOf, "V5Attribute"),
        skill: skill === undefined ? null : v5Trait(skill, ALL_SKILLS, nameOf, "V5Skill"),
        difficulty: number("diff") ?? 0,
      };
    }
    case "murk":
      return { ruleset, attribute: nameFrom(parts, ruleset), dr: number("dr") ?? MURK_DEFAULT_DR };
    case "sunrider":
      return { ruleset, trait: nameFrom(parts, ruleset), difficulty: number("diff") ?? 0 };
    case "unique":
      return { ruleset, attribute: nameFrom(parts, ruleset), target: number("target") ?? null, tense: !parts.flags.has("calm") };
    case "muckraker": {
      const genetics = parts.choices.get("genetics") ?? "none";
      const mode = GENETICS_MODES.find((known) => known === genetics);
      if (mode === undefined) refuse("Choice", `cannot read genetics "${genetics}"`, { word: "genetics", got: shown(genetics), allowed: GENETICS_MODES.join(", ") });
      return { ruleset, skill: parts.names.at(0)?.text ?? null, cn: number("cn") ?? 0, genetics: mode };
    }
  }
}

/**
 * Reads the text of a roll request (`murk agility dr 15`) into the roll it asks for, checked
 * as any request is (ranges, name lengths). V5 traits are read by key or by `nameOf`, their
 * name in the reader's language. A refusal names the word it could not read and what is allowed.
 */
export function readRequestText(text: string, nameOf?: V5NameOf): RequestTextCheck {
  try {
    const roll = rollFrom(wordsOf(text), nameOf);
    const checked = checkRollRequest({ roll });
    return checked.ok ? { ok: true, roll: checked.request.roll } : { ok: false, refusal: checked.refusal };
  } catch (error) {
    if (error instanceof InputError) return { ok: false, refusal: errorView(error) };
    throw error;
  }
}

/** A name as the text writes it: bare when it reads back as itself, else in quotes. */
function nameText(name: string, ruleset: RulesetId): string {
  const bare = /^[^\s"+\\[\]{}]+$/.test(name) && !keywordsOf(ruleset).includes(name.toLowerCase());
  return bare ? name : `"${name.replace(/["\\\]]/g, (char) => `\\${char}`)}"`;
}

/** Writes a request's roll as its text, which `readRequestText` reads back as the same roll (V5 traits by key). */
export function formatRequestRoll(roll: RequestRoll): string {
  switch (roll.ruleset) {
    case "v5":
      return `v5 ${roll.attribute}${roll.skill === null ? "" : `+${roll.skill}`} diff ${roll.difficulty}`;
    case "murk":
      return `murk ${nameText(roll.attribute, "murk")} dr ${roll.dr}`;
    case "sunrider":
      return `sunrider ${nameText(roll.trait, "sunrider")} diff ${roll.difficulty}`;
    case "unique":
      return `unique ${nameText(roll.attribute, "unique")}${roll.target === null ? "" : ` target ${roll.target}`}${roll.tense ? "" : " calm"}`;
    case "muckraker":
      return `muckraker${roll.skill === null ? "" : ` ${nameText(roll.skill, "muckraker")}`} cn ${roll.cn}${roll.genetics === "none" ? "" : ` genetics ${roll.genetics}`}`;
  }
}
