// Each asked character's exact chance on a roll request, from its sheet, through the same
// dialog contexts (dialogInputs) and odds functions the roll dialogs use. Foundry-free.

import { muckOdds } from "../../rulesets/muckraker/odds.js";
import { dialogInputs as muckInputs, type DialogReporter } from "../../rulesets/muckraker/dialog-context.js";
import { murkOdds } from "../../rulesets/murk/odds.js";
import { dialogInputs as murkInputs, type DialogCharacter as MurkCharacter } from "../../rulesets/murk/dialog-context.js";
import { sunriderOdds } from "../../rulesets/sunrider/odds.js";
import { applicableBonuses, dialogInputs as sunriderInputs, type DialogCharacter as SunriderCharacter } from "../../rulesets/sunrider/dialog-context.js";
import { uniqueOdds } from "../../rulesets/unique/odds.js";
import { dialogInputs as uniqueInputs, type DialogCharacter as UniqueCharacter } from "../../rulesets/unique/dialog-context.js";
import { v5Odds } from "../../rulesets/v5/odds.js";
import { dialogInputs as v5Inputs, type DialogVampire } from "../../rulesets/v5/dialog-context.js";
import { InputError } from "../../engine/errors.js";
import { MAX_POOL } from "../../rulesets/v5/rules.js";
import { MAX_TARGET } from "../../rulesets/unique/rules.js";
import type { RequestRoll } from "./spec.js";

/** A name as a request matches it: no case, no spaces, no accents ("Sleight of Hand" = "sleightofhand"). */
export function matchKey(name: string): string {
  return name.normalize("NFD").replace(/\p{M}/gu, "").replace(/\s+/g, "").toLowerCase();
}

/** The index of the trait a request names among a sheet's traits (each with its names), or -1. */
function traitIndex(names: readonly (readonly string[])[], wanted: string): number {
  const key = matchKey(wanted);
  return names.findIndex((aliases) => aliases.some((alias) => matchKey(alias) === key));
}

/**
 * The difficulties a GM of each game weighs against the one asked (see docs/architecture.md,
 * "Roll requests"): V5 one success either side; Murk and Sunrider 5 either side (the steps of
 * their named DRs and difficulty levels); Unique Dice's target and Muckraker's CN 1 either side.
 * Only values the ruleset accepts are offered. Unique Dice without a target has none.
 */
export function difficultySteps(roll: RequestRoll): number[] {
  const around = (value: number, step: number, min: number, max: number) => [value - step, value, value + step].filter((candidate) => candidate >= min && candidate <= max);
  switch (roll.ruleset) {
    case "v5":
      return around(roll.difficulty, 1, 1, MAX_POOL);
    case "murk":
      return around(roll.dr, 5, -1000, 1000);
    case "sunrider":
      return around(roll.difficulty, 5, -1000, 1000);
    case "unique":
      return roll.target === null ? [] : around(roll.target, 1, 0, MAX_TARGET);
    case "muckraker":
      return around(roll.cn, 1, -1000, 1000);
  }
}

/** The asked difficulty of a request (DR, target, CN), or null for a Unique Dice roll without a target. */
export function askedDifficulty(roll: RequestRoll): number | null {
  switch (roll.ruleset) {
    case "v5":
    case "sunrider":
      return roll.difficulty;
    case "murk":
      return roll.dr;
    case "unique":
      return roll.target;
    case "muckraker":
      return roll.cn;
  }
}

/** One character's sheet as the odds read it, by ruleset, with the world's rules that change the odds. */
export type OddsSubject =
  | { readonly ruleset: "v5"; readonly vampire: DialogVampire; readonly botchRule: boolean }
  | { readonly ruleset: "murk"; readonly character: MurkCharacter; readonly explode: boolean }
  | { readonly ruleset: "sunrider"; readonly character: SunriderCharacter }
  | { readonly ruleset: "unique"; readonly character: UniqueCharacter; readonly names: readonly (readonly string[])[] }
  | { readonly ruleset: "muckraker"; readonly reporter: DialogReporter; readonly tiesSucceed: boolean };

/** Whether a character's sheet has the trait the request names (V5's attributes and skills always exist). */
export function hasTrait(subject: OddsSubject, roll: RequestRoll): boolean {
  if (roll.ruleset === "muckraker" && roll.skill === null) return true;
  return requestedTrait(subject, roll) !== -1;
}

/** The index of the asked trait on the sheet (-1 when missing; 0 for V5, whose traits are named by key). */
export function requestedTrait(subject: OddsSubject, roll: RequestRoll): number {
  if (subject.ruleset === "v5" && roll.ruleset === "v5") return 0;
  if (subject.ruleset === "murk" && roll.ruleset === "murk") return traitIndex(subject.character.attributes.map((attribute) => [attribute.name]), roll.attribute);
  if (subject.ruleset === "sunrider" && roll.ruleset === "sunrider") return traitIndex(subject.character.traits.map((trait) => [trait.name]), roll.trait);
  if (subject.ruleset === "unique" && roll.ruleset === "unique") return traitIndex(subject.names, roll.attribute);
  if (subject.ruleset === "muckraker" && roll.ruleset === "muckraker") return roll.skill === null ? -1 : traitIndex(subject.reporter.skills.map((skill) => [skill.name]), roll.skill);
  return -1;
}

function guarded(chance: () => number | null): number | null {
  try {
    return chance();
  } catch (error) {
    if (error instanceof InputError) return null;
    throw error;
  }
}

/**
 * A character's exact chance of success at one difficulty (DR, target, CN) of the request, as
 * its roll dialog would compute it with the request's values and nothing else chosen; null
 * when the sheet lacks the trait or the roll cannot be made. Muckraker without a named skill
 * rolls with no skill; Unique Dice when tense counts pushing until success or a crisis.
 */
export function chanceAt(subject: OddsSubject, roll: RequestRoll, difficulty: number): number | null {
  const trait = requestedTrait(subject, roll);
  if (!hasTrait(subject, roll)) return null;
  return guarded(() => {
    if (subject.ruleset === "v5" && roll.ruleset === "v5") {
      const values = { attribute: roll.attribute, skill: roll.skill ?? "", specialty: false, modifier: 0, difficulty, kind: "standard", rollMode: "publicroll", fixedPool: null } as const;
      return v5Odds(v5Inputs(subject.vampire, values, { botchRule: subject.botchRule, inCombat: false })).win;
    }
    if (subject.ruleset === "murk" && roll.ruleset === "murk") {
      const parsed = murkInputs(subject.character, { attribute: trait, modifier: 0, drPreset: "custom", customDr: difficulty, boost: 0, rollMode: "publicroll" }, { explode: subject.explode });
      return "error" in parsed ? null : murkOdds(parsed.inputs).success;
    }
    if (subject.ruleset === "sunrider" && roll.ruleset === "sunrider") {
      const values = { trait, bonuses: applicableBonuses(subject.character, trait), time: 0, synergy: -1, actions: 1, rush: 0, cp: false, modifier: 0, difficulty, rollMode: "publicroll" };
      const parsed = sunriderInputs(subject.character, values);
      return "error" in parsed ? null : sunriderOdds(parsed.inputs).success;
    }
    if (subject.ruleset === "unique" && roll.ruleset === "unique") {
      const parsed = uniqueInputs(subject.character, { attribute: trait, tool: "", specials: [], target: difficulty, tense: roll.tense, rollMode: "publicroll" });
      if ("error" in parsed) return null;
      const odds = uniqueOdds(parsed.inputs);
      return roll.tense ? odds.successWithPushing : odds.success;
    }
    if (subject.ruleset === "muckraker" && roll.ruleset === "muckraker") {
      const parsed = muckInputs(subject.reporter, { skill: trait, cn: difficulty, genetics: roll.genetics, rollMode: "publicroll" }, { tiesSucceed: subject.tiesSucceed });
      return "error" in parsed ? null : muckOdds(parsed.inputs).success;
    }
    return null;
  });
}

/** The chance at each difficulty step around the asked one; empty when none can be computed. */
export function chanceSteps(subject: OddsSubject, roll: RequestRoll): { readonly difficulty: number; readonly chance: number; readonly asked: boolean }[] {
  const asked = askedDifficulty(roll);
  return difficultySteps(roll).flatMap((difficulty) => {
    const chance = chanceAt(subject, roll, difficulty);
    return chance === null ? [] : [{ difficulty, chance, asked: difficulty === asked }];
  });
}
