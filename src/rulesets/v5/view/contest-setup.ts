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
import { v5ContestOdds } from "../rules/contest.js";
import { rollLabelParts, v5Truth, type DialogVampire } from "./dialog-context.js";
import { plannedInputs } from "../../../foundry/roll-truth.js";
import { parseV5Inputs, type V5Inputs } from "../rules/rules.js";
import { ALL_ATTRIBUTES, ALL_SKILLS, type V5Attribute, type V5Skill } from "../rules/traits.js";

/** One side of the setup form as the user left it: an actor (by uuid) or an NPC pool ("" actor). */
export interface V5SetupSide {
  readonly actor: string;
  /** The NPC's name, for a plain pool. */
  readonly name: string;
  readonly attribute: V5Attribute | "";
  readonly skill: V5Skill | "";
  readonly specialty: boolean;
  readonly modifier: number;
  /** The NPC's pool and Hunger, for a plain pool. */
  readonly pool: number;
  readonly hunger: number;
}

/** The setup form's values. */
export interface V5SetupValues {
  readonly first: V5SetupSide;
  readonly second: V5SetupSide;
  readonly rollMode: string;
}

/** A vampire the user may choose for a side. */
export interface V5SetupActor {
  readonly uuid: string;
  readonly name: string;
  readonly vampire: DialogVampire;
}

/** A side as the card will keep it: who, what they roll (label parts as i18n keys), pool and Hunger. */
export interface V5SideSpec {
  readonly actorUuid: string;
  readonly name: string;
  readonly labelParts: readonly string[];
  readonly specialty: boolean;
  readonly inputs: V5Inputs;
}

/** A new side's first values: the actor's, or an NPC pool. */
export function v5SetupSide(actor: string): V5SetupSide {
  return { actor, name: "", attribute: "", skill: "", specialty: false, modifier: 0, pool: 3, hunger: 0 };
}

/** The side's roll: an actor's attribute + skill (+ specialty, modifier) with its Hunger, or the NPC pool typed in. */
export function v5SideSpec(side: V5SetupSide, actors: readonly V5SetupActor[], botchRule: boolean): V5SideSpec {
  if (side.actor === "") {
    const inputs = parseV5Inputs({ pool: side.pool, hunger: side.hunger, difficulty: 1, kind: "standard", botchRule });
    return { actorUuid: "", name: side.name.trim(), labelParts: [], specialty: false, inputs };
  }
  const actor = actors.find((candidate) => candidate.uuid === side.actor);
  if (!actor)
    throw new InputError(
      "actor",
      `is not a vampire you may see (got ${JSON.stringify(side.actor)})`,
      "FIVEFOLD.Contest.Setup.UnknownActor",
    );
  // The dialog's first values for this pool (Impairment applied, as in the roll dialog), with the side's choices.
  const start = { attribute: side.attribute || undefined, skill: side.skill || undefined, difficulty: 1 };
  const values = { ...v5Truth.firstChoices(actor.vampire, start), specialty: side.specialty, modifier: side.modifier };
  if (!side.attribute && !side.skill)
    throw new InputError("attribute", "choose an attribute or a skill", "FIVEFOLD.Contest.Setup.ChooseTrait");
  // V5's one computation of the roll (v5Truth), as its roll dialog makes it.
  const inputs = plannedInputs(v5Truth.plan(actor.vampire, values, { botchRule, inCombat: false }));
  return {
    actorUuid: actor.uuid,
    name: actor.name,
    labelParts: rollLabelParts(values),
    specialty: side.specialty && side.skill !== "" && actor.vampire.skills[side.skill].specialties.length > 0,
    inputs,
  };
}

function sideForm(id: ContestSideId, side: V5SetupSide, actors: readonly V5SetupActor[]) {
  const actor = actors.find((candidate) => candidate.uuid === side.actor) ?? null;
  const specialties = actor && side.skill ? actor.vampire.skills[side.skill].specialties : [];
  return {
    id,
    legendKey: SIDE_KEYS[id],
    values: side,
    npc: actor === null,
    // An NPC's pool is typed in whole: a modifier would be one more field saying the same.
    showModifier: actor !== null,
    actors: actors.map((candidate) => ({
      value: candidate.uuid,
      label: candidate.name,
      selected: candidate.uuid === side.actor,
    })),
    attributes: ALL_ATTRIBUTES.map((name) => ({
      value: name,
      label: `FIVEFOLD.V5.Attributes.${name}`,
      dots: actor?.vampire.attributes[name] ?? 0,
      selected: name === side.attribute,
    })),
    skills: ALL_SKILLS.map((name) => ({
      value: name,
      label: `FIVEFOLD.V5.Skills.${name}`,
      dots: actor?.vampire.skills[name].value ?? 0,
      selected: name === side.skill,
    })),
    hasSpecialties: specialties.length > 0,
    specialties: specialties.join(", "),
    hunger: actor?.vampire.hunger ?? 0,
  };
}

/** What the setup dialog draws besides the sides: the odds and Post, or why it cannot post. */
interface SetupOutcome {
  readonly odds: OddsView | null;
  readonly error:
    (ErrorView & { readonly side: ContestSideId; readonly sideKey: string; readonly field: string }) | null;
  readonly canPost: boolean;
  readonly pools: Readonly<Record<ContestSideId, { readonly pool: number; readonly hunger: number }>> | null;
}

function outcome(
  values: V5SetupValues,
  actors: readonly V5SetupActor[],
  botchRule: boolean,
  lens: OddsLens,
): SetupOutcome {
  const specs: V5SideSpec[] = [];
  for (const id of CONTEST_SIDES) {
    try {
      specs.push(v5SideSpec(values[id], actors, botchRule));
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      return {
        odds: null,
        error: { side: id, sideKey: SIDE_KEYS[id], field: error.input, ...errorView(error) },
        canPost: false,
        pools: null,
      };
    }
  }
  const [first, second] = specs.map((spec) => spec.inputs);
  return {
    odds: oddsView(v5ContestOdds(first, second), lens),
    error: null,
    canPost: true,
    pools: { first: { pool: first.pool, hunger: first.hunger }, second: { pool: second.pool, hunger: second.hunger } },
  };
}

/**
 * The contest setup dialog's context: each side's fields, and, live, as the viewer's lens shows it, the chance that
 * the first side wins, ties or loses and the margin's distribution (`v5ContestOdds`).
 */
export function v5ContestSetupContext(
  values: V5SetupValues,
  actors: readonly V5SetupActor[],
  botchRule: boolean,
  lens: OddsLens = exactOdds,
) {
  return {
    v5: true,
    sides: CONTEST_SIDES.map((id) => sideForm(id, values[id], actors)),
    rollModes: rollModeOptions().map((mode) => ({ ...mode, selected: mode.value === values.rollMode })),
    ...outcome(values, actors, botchRule, lens),
  };
}
