import { exactOdds, type OddsLens } from "../../../foundry/ui/odds-view.js";
import { InputError } from "../../../engine/errors.js";
import { errorView, type ErrorView } from "../../../foundry/ui/error-text.js";
import {
  CONTEST_SIDES,
  oddsView,
  SIDE_KEYS,
  type ContestSideId,
  type OddsView,
} from "../../../foundry/contests/sides.js";
import { rollModeOptions } from "../../../foundry/compat/roll-modes.js";
import { bonusApplies, dieCode } from "../rules/character.js";
import { sunriderContestOdds } from "../rules/contest.js";
import { sunriderSideInputs } from "./contest-card.js";
import { applicableBonuses, characterPointBox, sunriderTruth, type DialogCharacter } from "./dialog-context.js";
import { plannedInputs } from "../../../foundry/roll-truth.js";
import { buildSunriderPool, parseSunriderInputs, synergyDice, type SunriderInputs } from "../rules/rules.js";

/** One side of the setup form as the user left it: a character (by uuid) or an NPC's dice ("" actor). */
export interface SunriderSetupSide {
  readonly actor: string;
  readonly name: string;
  /** Index into the character's traits (attributes, then skills). */
  readonly trait: number;
  /** Ids of the character's bonus Items counted; null until the user ticks them: those naming the trait. */
  readonly bonuses: readonly string[] | null;
  /** Doublings of the normal time. */
  readonly time: number;
  /** Index of the complementary skill's trait; -1 for none. */
  readonly synergy: number;
  /** Actions declared this round. */
  readonly actions: number;
  readonly cp: boolean;
  readonly modifier: number;
  /** The NPC's dice, for a plain pool. */
  readonly dice: number;
  /** The NPC's bonus dice. */
  readonly bonus: number;
}

/** The setup form's values. */
export interface SunriderSetupValues {
  readonly first: SunriderSetupSide;
  readonly second: SunriderSetupSide;
  readonly rollMode: string;
}

/** A character the user may choose for a side: what the roll dialog reads of it, and who it is. */
export interface SunriderSetupActor extends DialogCharacter {
  readonly uuid: string;
  readonly name: string;
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
  return {
    actor,
    name: "",
    trait: 0,
    bonuses: null,
    time: 0,
    synergy: -1,
    actions: 1,
    cp: false,
    modifier: 0,
    dice: 3,
    bonus: 0,
  };
}

/**
 * The Items a side counts: those the user ticked, or, before any tick, those naming the trait (as the roll dialog
 * starts).
 */
function countedBonuses(actor: SunriderSetupActor, side: SunriderSetupSide): readonly string[] {
  return side.bonuses ?? applicableBonuses(actor, side.trait);
}

/**
 * The side's roll, built as the roll dialog builds it (RULES.md: a contest side counts its
 * bonuses, staged actions, time, synergy, a Character Point and the modifier): a character's
 * trait with its ticked bonus Items, or the NPC's dice and bonus dice typed in.
 */
export function sunriderSideSpec(side: SunriderSetupSide, actors: readonly SunriderSetupActor[]): SunriderSideSpec {
  const actor = side.actor === "" ? null : actors.find((candidate) => candidate.uuid === side.actor);
  if (actor === undefined)
    throw new InputError(
      "actor",
      `is not a character you may see (got ${JSON.stringify(side.actor)})`,
      "FIVEFOLD.Contest.Setup.UnknownActor",
    );
  if (actor === null) {
    const inputs = parseSunriderInputs(
      sunriderSideInputs({
        base: side.dice,
        bonus: side.bonus,
        time: side.time,
        synergy: 0,
        actions: side.actions,
        cp: false,
        modifier: side.modifier,
      }),
    );
    return { actorUuid: "", name: side.name.trim(), label: dieCode(side.dice), inputs };
  }
  // Sunrider's one computation of the roll (sunriderTruth), as its roll dialog makes it. No rushing and no difficulty:
  // the other side's total is the bar.
  const choices = { ...side, bonuses: countedBonuses(actor, side), rush: 0, difficulty: 0, rollMode: "publicroll" };
  const inputs = plannedInputs(sunriderTruth.plan(actor, choices, null));
  const trait = actor.traits[side.trait];
  return { actorUuid: actor.uuid, name: actor.name, label: `${trait.name} ${dieCode(trait.dice)}`, inputs };
}

function sideForm(id: ContestSideId, side: SunriderSetupSide, actors: readonly SunriderSetupActor[]) {
  const actor = actors.find((candidate) => candidate.uuid === side.actor) ?? null;
  const traitName = actor?.traits[side.trait]?.name ?? "";
  const counted = actor ? countedBonuses(actor, side) : [];
  return {
    id,
    legendKey: SIDE_KEYS[id],
    values: side,
    npc: actor === null,
    showModifier: true,
    actors: actors.map((candidate) => ({
      value: candidate.uuid,
      label: candidate.name,
      selected: candidate.uuid === side.actor,
    })),
    traits: (actor?.traits ?? []).map((trait, index) => ({
      value: index,
      label: `${trait.name} ${dieCode(trait.dice)}`,
      selected: index === side.trait,
    })),
    bonuses: (actor?.bonuses ?? []).map((bonus) => ({
      id: bonus.id,
      name: bonus.name,
      code: dieCode(bonus.dice),
      applies: bonusApplies(bonus.skills, traitName),
      checked: counted.includes(bonus.id),
    })),
    synergyOptions: (actor?.traits ?? []).flatMap((trait, index) =>
      index !== side.trait && trait.kind === "skill"
        ? [
            {
              value: index,
              label: `${trait.name} ${dieCode(trait.dice)} → ${dieCode(synergyDice(trait.dice))}`,
              selected: index === side.synergy,
            },
          ]
        : [],
    ),
    // An NPC side draws no box: its dice are typed in.
    ...(actor ? characterPointBox(actor) : { characterPoints: 0, pointPaid: false }),
  };
}

/** What the setup dialog draws besides the sides: the odds and Post, or why it cannot post. */
interface SetupOutcome {
  readonly odds: OddsView | null;
  readonly error:
    (ErrorView & { readonly side: ContestSideId; readonly sideKey: string; readonly field: string }) | null;
  readonly canPost: boolean;
  readonly dice: Readonly<Record<ContestSideId, number>> | null;
}

function outcome(values: SunriderSetupValues, actors: readonly SunriderSetupActor[], lens: OddsLens): SetupOutcome {
  const specs: SunriderSideSpec[] = [];
  for (const id of CONTEST_SIDES) {
    try {
      specs.push(sunriderSideSpec(values[id], actors));
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      return {
        odds: null,
        error: {
          side: id,
          sideKey: SIDE_KEYS[id],
          field: error.input === "base" ? "dice" : error.input,
          ...errorView(error),
        },
        canPost: false,
        dice: null,
      };
    }
  }
  const [first, second] = specs;
  return {
    odds: oddsView(sunriderContestOdds(first.inputs, second.inputs), lens),
    error: null,
    canPost: true,
    dice: { first: buildSunriderPool(first.inputs).dice, second: buildSunriderPool(second.inputs).dice },
  };
}

/**
 * The contest setup dialog's context: each side's fields, and, live, as the viewer's lens shows it, the chance that
 * the first side's total beats, ties or falls short of the second's, and the margin's distribution.
 */
export function sunriderContestSetupContext(
  values: SunriderSetupValues,
  actors: readonly SunriderSetupActor[],
  lens: OddsLens = exactOdds,
) {
  return {
    sunrider: true,
    sides: CONTEST_SIDES.map((id) => sideForm(id, values[id], actors)),
    rollModes: rollModeOptions().map((mode) => ({ ...mode, selected: mode.value === values.rollMode })),
    ...outcome(values, actors, lens),
  };
}
