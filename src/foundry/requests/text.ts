// The text a GM types for a roll request, in the chat (`/request murk agility dr 15`) or in a
// journal (`@Request[murk agility dr 15]`), read into a RequestRoll and written back. Pure: no
// Foundry here, so the command, the enricher, the dialog and their tests share it.
//
//   <ruleset> [<name>[+<name>]] [<number word> <n>] [<choice word> <value>] [<flag>] [secret]
//
// Which words each ruleset takes, which it needs, and what it does without the others is what
// its request kind (its request.ts) declares; the grammar here is shared.
//
// A name with a space, a quote or a keyword's spelling is written in double quotes; inside
// them a backslash keeps the next character as it is (`"Sleight \"of\" Hand"`).

import { InputError, type ErrorData } from "../../engine/errors.js";
import { errorView, type ErrorView } from "../ui/error-text.js";
import {
  kindOf,
  requestKind,
  requestKindIds,
  type RequestKind,
  type RequestTextParts,
  type RequestWord,
} from "./kind.js";
import { isSecret, SECRET_WORD, type RequestRoll } from "./spec.js";
import { checkRollRequest } from "./validate.js";

/** What the text of a request says, or why it cannot be read. */
export type RequestTextCheck =
  { readonly ok: true; readonly roll: RequestRoll } | { readonly ok: false; readonly refusal: ErrorView };

/**
 * A trait's name in the reader's language, by its key and its ruleset (for traits named by key);
 * absent, only the keys are read. Written as a method's type so that a reader of one ruleset's
 * keys (`(key: V5Attribute | V5Skill) => string`) fits: the kind asks it only for its own keys.
 */
export type TraitNameOf = { name(key: string, ruleset: string): string }["name"];

type Word = RequestWord;

/** The longest piece of what the GM typed that a refusal quotes back. */
const QUOTE_MAX = 40;

function shown(text: string): string {
  return text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX - 1)}…` : text;
}

function refuse(key: string, detail: string, data: ErrorData = {}): never {
  throw new InputError("request", detail, `FIVEFOLD.RequestEntry.Error.${key}`, data);
}

function keywordsOf(kind: RequestKind): string[] {
  return [...kind.words.numbers, ...Object.keys(kind.words.choices), ...kind.words.flags, SECRET_WORD];
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

function isKeyword(word: Word, kind: RequestKind): boolean {
  return !word.quoted && keywordsOf(kind).includes(word.text.toLowerCase());
}

function isPlus(word: Word): boolean {
  return word.text === "+" && !word.quoted;
}

interface Parts extends RequestTextParts {
  readonly names: Word[];
  readonly numbers: Map<string, number>;
  readonly choices: Map<string, string>;
  readonly flags: Set<string>;
}

function partsOf(words: readonly Word[], kind: RequestKind): Parts {
  const parts: Parts = { names: [], numbers: new Map(), choices: new Map(), flags: new Set() };
  const { numbers, required, choices, flags, paired } = kind.words;
  let at = 0;
  // The name comes first: one word, or where the ruleset pairs them, two joined by `+`.
  if (at < words.length && !isKeyword(words[at], kind) && !isPlus(words[at])) {
    parts.names.push(words[at]);
    at += 1;
    if (paired && at < words.length && isPlus(words[at])) {
      const second = words[at + 1] as Word | undefined;
      if (second === undefined || isKeyword(second, kind))
        refuse(paired.key, "needs a name after +", { word: "+", allowed: paired.allowed.join(", ") });
      parts.names.push(second);
      at += 2;
    }
  }
  const allowed = keywordsOf(kind).join(", ");
  for (; at < words.length; at += 1) {
    const word = words[at];
    const keyword = word.quoted ? "" : word.text.toLowerCase();
    const next = words[at + 1] as Word | undefined;
    if (numbers.includes(keyword)) {
      if (parts.numbers.has(keyword)) refuse("Twice", `gives ${keyword} twice`, { word: keyword });
      if (next === undefined) refuse("NoNumber", `needs a number after ${keyword}`, { word: keyword });
      if (next.quoted || !/^[+-]?\d+$/.test(next.text))
        refuse("NotNumber", `needs a whole number after ${keyword}`, { word: keyword, got: shown(next.text) });
      parts.numbers.set(keyword, Number(next.text));
      at += 1;
    } else if (keyword in choices) {
      if (parts.choices.has(keyword)) refuse("Twice", `gives ${keyword} twice`, { word: keyword });
      const values = choices[keyword].join(", ");
      if (next === undefined)
        refuse("NoChoice", `needs one of ${values} after ${keyword}`, { word: keyword, allowed: values });
      const value = next.text.toLowerCase();
      if (!choices[keyword].includes(value))
        refuse("Choice", `cannot read ${keyword} "${next.text}"`, {
          word: keyword,
          got: shown(next.text),
          allowed: values,
        });
      parts.choices.set(keyword, value);
      at += 1;
    } else if (flags.includes(keyword)) {
      if (flags.some((flag) => parts.flags.has(flag)))
        refuse("Twice", `gives ${flags.join(" or ")} twice`, { word: keyword });
      parts.flags.add(keyword);
    } else {
      refuse("Word", `cannot read "${word.text}"`, {
        word: shown(word.text),
        allowed: allowed === "" ? "—" : allowed,
        example: kind.example,
      });
    }
  }
  for (const needed of required) {
    if (!parts.numbers.has(needed)) refuse("Missing", `needs ${needed}`, { word: needed, example: kind.example });
  }
  return parts;
}

function rollFrom(words: readonly Word[], nameOf: TraitNameOf | undefined): Readonly<Record<string, unknown>> {
  const ids = requestKindIds();
  const first = words.at(0);
  if (first === undefined)
    refuse("Empty", "is empty", { allowed: ids.join(", "), example: requestKind(ids.at(0))?.example ?? "" });
  const kind = first.quoted ? undefined : requestKind(first.text.toLowerCase());
  if (kind === undefined)
    refuse("Ruleset", `cannot read "${first.text}" as a ruleset`, { word: shown(first.text), allowed: ids.join(", ") });
  // `secret` may stand anywhere after the ruleset; a quoted "secret" is a name.
  const rest = words.slice(1);
  const secret = rest.filter((word) => !word.quoted && word.text.toLowerCase() === SECRET_WORD).length;
  if (secret > 1) refuse("Twice", `gives ${SECRET_WORD} twice`, { word: SECRET_WORD });
  const parts = partsOf(
    rest.filter((word) => word.quoted || word.text.toLowerCase() !== SECRET_WORD),
    kind,
  );
  const name = (): string => {
    const given = parts.names.at(0);
    if (given === undefined) refuse("NoName", `needs what to roll`, { ruleset: kind.id, example: kind.example });
    return given.text;
  };
  const roll = {
    ...kind.fromText(parts, { refuse, name, shown, nameOf: nameOf && ((key) => nameOf(key, kind.id)) }),
    ruleset: kind.id,
  };
  return secret > 0 ? { ...roll, secret: true } : roll;
}

/**
 * Reads the text of a roll request (`murk agility dr 15`) into the roll it asks for, checked
 * as any request is (ranges, name lengths). Traits named by key (V5's) are read by key or by
 * `nameOf`, their name in the reader's language. A refusal names the word it could not read and what is allowed.
 */
export function readRequestText(text: string, nameOf?: TraitNameOf): RequestTextCheck {
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
function nameText(name: string, kind: RequestKind): string {
  const bare = /^[^\s"+\\[\]{}]+$/.test(name) && !keywordsOf(kind).includes(name.toLowerCase());
  return bare ? name : `"${name.replace(/["\\\]]/g, (char) => `\\${char}`)}"`;
}

/**
 * Writes a request's roll as its text, which `readRequestText` reads back as the same roll (traits named by key, by
 * key).
 */
export function formatRequestRoll(roll: RequestRoll): string {
  const kind = kindOf(roll);
  const rest = [kind.format(roll, (name) => nameText(name, kind)), isSecret(roll) ? SECRET_WORD : ""]
    .filter((part) => part !== "")
    .join(" ");
  return rest === "" ? kind.id : `${kind.id} ${rest}`;
}
