import { InputError } from "../../engine/errors.js";
import { errorView, type ErrorView } from "../../foundry/error-text.js";
import { CONTEST_SIDES, oddsView, SIDE_KEYS, type ContestSideId, type OddsView } from "../../foundry/contests/sides.js";
import { rollModeOptions } from "../../foundry/roll-modes.js";
import { canSpendCharacterPoint, dieCode } from "./character.js";
import { sunriderContestOdds } from "./contest.js";
import { sunriderSideInputs } from "./contest-card.js";
import { buildSunriderPool, parseSunriderInputs, type SunriderInputs } from "./rules.js";

/** One side of the setup form as the user left it: a character (by uuid) or an NPC's dice ("" actor). */
export interface SunriderSetupSide {
  readonly actor: string;
  readonly name: string;
  /** Index into the character's traits (attributes, then skills). */
  readonly trait: number;
  readonly cp: boolean;
  readonly modifier: number;
  /** The NPC's dice, for a plain pool. */
  readonly dice: number;
}

/** The setup form's values. */
export interface SunriderSetupValues {
  readonly first: SunriderSetupSide;
  readonly second: SunriderSetupSide;
  readonly rollMode: string;
}

/** A character the user may choose for a side. */
export interface SunriderSetupActor {
  readonly uuid: string;
  readonly name: string;
  readonly traits: readonly { readonly name: string; readonly dice: number }[];
  readonly characterPoints: number;
}

/** A side as the card will keep it. */
export interface SunriderSideSpec {
  readonly actorUuid: string;
  readonly name: string;
  readonly label: string;
  readonly inputs: SunriderInputs;
}

/** A new side's first values. */
export function sunriderSetupSide(actor: string): SunriderSetupSide {
  return { actor, name: "", trait: 0, cp: false, modifier: 0, dice: 3 };
}

/** The side's roll: a character's trait (a Character Point doubling it, a modifier), or the NPC's dice typed in. */
export function sunriderSideSpec(side: SunriderSetupSide, actors: readonly SunriderSetupActor[]): SunriderSideSpec {
  const actor = side.actor === "" ? null : actors.find((candidate) => candidate.uuid === side.actor);
  if (actor === undefined) throw new InputError("actor", `is not a character you may see (got ${JSON.stringify(side.actor)})`, "FIVEFOLD.Contest.Setup.UnknownActor");
  const trait = actor ? (actor.traits[side.trait] as SunriderSetupActor["traits"][number] | undefined) : { name: "", dice: side.dice };
  if (!trait) throw new InputError("trait", "choose an attribute or a skill", "FIVEFOLD.Sunrider.Dialog.ChooseTrait");
  const cp = actor !== null && side.cp;
  if (cp && !canSpendCharacterPoint(actor.characterPoints)) throw new InputError("cp", "has no Character Point left", "FIVEFOLD.Sunrider.Dialog.NoCharacterPoints");
  const inputs = parseSunriderInputs({ ...sunriderSideInputs({ base: trait.dice, cp, modifier: side.modifier }) });
  const label = actor ? `${trait.name} ${dieCode(trait.dice)}` : dieCode(trait.dice);
  return { actorUuid: actor?.uuid ?? "", name: actor ? actor.name : side.name.trim(), label, inputs };
}

function sideForm(id: ContestSideId, side: SunriderSetupSide, actors: readonly SunriderSetupActor[]) {
  const actor = actors.find((candidate) => candidate.uuid === side.actor) ?? null;
  return {
    id,
    legendKey: SIDE_KEYS[id],
    values: side,
    npc: actor === null,
    showModifier: true,
    actors: actors.map((candidate) => ({ value: candidate.uuid, label: candidate.name, selected: candidate.uuid === side.actor })),
    traits: (actor?.traits ?? []).map((trait, index) => ({ value: index, label: `${trait.name} ${dieCode(trait.dice)}`, selected: index === side.trait })),
    characterPoints: actor?.characterPoints ?? 0,
  };
}

/** What the setup dialog draws besides the sides: the odds and Post, or why it cannot post. */
interface SetupOutcome {
  readonly odds: OddsView | null;
  readonly error: (ErrorView & { readonly side: ContestSideId; readonly sideKey: string; readonly field: string }) | null;
  readonly canPost: boolean;
  readonly dice: Readonly<Record<ContestSideId, number>> | null;
}

function outcome(values: SunriderSetupValues, actors: readonly SunriderSetupActor[]): SetupOutcome {
  const specs: SunriderSideSpec[] = [];
  for (const id of CONTEST_SIDES) {
    try {
      specs.push(sunriderSideSpec(values[id], actors));
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      return { odds: null, error: { side: id, sideKey: SIDE_KEYS[id], field: error.input === "base" ? "dice" : error.input, ...errorView(error) }, canPost: false, dice: null };
    }
  }
  const [first, second] = specs;
  return {
    odds: oddsView(sunriderContestOdds(first.inputs, second.inputs)),
    error: null,
    canPost: true,
    dice: { first: buildSunriderPool(first.inputs).dice, second: buildSunriderPool(second.inputs).dice },
  };
}

/**
 * The contest setup dialog's context: each side's fields, and, live, the exact chance that
 * the first side's total beats, ties or falls short of the second's, and the margin's distribution.
 */
export function sunriderContestSetupContext(values: SunriderSetupValues, actors: readonly SunriderSetupActor[]) {
  return {
    sunrider: true,
    sides: CONTEST_SIDES.map((id) => sideForm(id, values[id], actors)),
    rollModes: rollModeOptions().map((mode) => ({ ...mode, selected: mode.value === values.rollMode })),
    ...outcome(values, actors),
  };
}
