import { viewerOdds } from "../../../foundry/settings/odds-setting.js";
import { InputError } from "../../../engine/errors.js";
import { errorView } from "../../../foundry/ui/error-text.js";
import { localize, refusalText } from "../../../foundry/ui/i18n.js";
import { nameIn } from "../../../foundry/ui/names.js";
import { checkboxField, numberField, type FieldReader } from "../../../foundry/applications/roll-dialog-open.js";
import { currentRollMode } from "../../../foundry/compat/roll-modes.js";
import {
  formRollMode,
  maySetUp,
  withModeCheck,
  textField,
  postContestCard,
  readSides,
  sideActors,
  choosableActors,
  visibleActors,
} from "../../../foundry/contests/open.js";
import { ContestSetupDialog } from "../../../foundry/contests/setup-dialog.js";
import { CONTEST_SIDES, type ContestSideId } from "../../../foundry/contests/sides.js";
import type { V5ContestSide } from "../view/contest-card.js";
import { v5ContestCardContext } from "../view/contest-context.js";
import {
  v5ContestSetupContext,
  v5SetupSide,
  v5SideSpec,
  type V5SetupActor,
  type V5SetupSide,
  type V5SetupValues,
  type V5SideSpec,
} from "../view/contest-setup.js";
import { V5VampireData } from "./data.js";
import { botchRule } from "./settings.js";
import { ALL_ATTRIBUTES, ALL_SKILLS } from "../rules/traits.js";

function traitField<T extends string>(names: readonly T[]): FieldReader<T | ""> {
  return (data, name, current) => (data.has(name) ? (nameIn(names, data.get(name)) ?? "") : current);
}

const SIDE_READERS = {
  actor: textField,
  name: textField,
  attribute: traitField(ALL_ATTRIBUTES),
  skill: traitField(ALL_SKILLS),
  specialty: checkboxField,
  modifier: numberField,
  pool: numberField,
  hunger: numberField,
};

function setupActors(actors: readonly Actor.Implementation[]): V5SetupActor[] {
  return actors.flatMap((actor) =>
    actor.system instanceof V5VampireData ? [{ uuid: actor.uuid, name: actor.name, vampire: actor.system }] : [],
  );
}

/** What the card keeps of a side, from its spec: a new side, not yet rolled. */
function cardSide(spec: V5SideSpec): V5ContestSide {
  const parts = spec.labelParts.map((key) => localize(key)).join(" + ");
  const label = spec.specialty ? `${parts} (${localize("FIVEFOLD.V5.Dialog.Specialty")})` : parts;
  const name = spec.name || localize("FIVEFOLD.Contest.Setup.DefaultNpc");
  return {
    actorUuid: spec.actorUuid,
    name,
    label,
    labelKeys: [...spec.labelParts],
    labelSpecialty: spec.specialty && spec.labelParts.length > 0,
    pool: spec.inputs.pool,
    hunger: spec.inputs.hunger,
    rolled: false,
    normalDice: [],
    hungerDice: [],
    rerolled: [],
    decision: "",
  };
}

/**
 * Posts the V5 contest the values describe (from the setup dialog, or a Quench batch), or says
 * why not and posts nothing. `actors` are those the sides may name; a side naming one the user
 * may not observe is refused.
 */
export async function postV5Contest(
  values: V5SetupValues,
  actors: readonly Actor.Implementation[],
): Promise<ChatMessage.Implementation | null> {
  const choosable = choosableActors([values.first.actor, values.second.actor], actors);
  if (!choosable) return null;
  const rule = botchRule();
  const specs: Partial<Record<ContestSideId, V5SideSpec>> = {};
  try {
    for (const id of CONTEST_SIDES) specs[id] = v5SideSpec(values[id], setupActors(choosable), rule);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    ui.notifications?.warn(refusalText(errorView(error)));
    return null;
  }
  const { first, second } = specs;
  if (!first || !second) return null;
  const speaker = actors.find((actor) => actor.uuid === first.actorUuid) ?? null;
  if (!maySetUp(speaker)) {
    ui.notifications?.warn(localize("FIVEFOLD.Contest.Setup.NotOwner"));
    return null;
  }
  const fields = { botchRule: rule, first: cardSide(first), second: cardSide(second) };
  const onlooker = (hidden: boolean) =>
    v5ContestCardContext(fields, {
      contentVisible: !hidden,
      mayAct: { first: false, second: false },
      willpower: { first: null, second: null },
    });
  return postContestCard("v5Contest", speaker, fields, onlooker, values.rollMode);
}

/**
 * Opens the V5 contest setup: `actor` (when given) as the first side, the second side an NPC
 * pool until another vampire is chosen. A GM, or an owner of the first side's vampire, may post it.
 */
export async function openV5Contest(actor?: Actor.Implementation): Promise<void> {
  if (actor && !(actor.system instanceof V5VampireData)) {
    ui.notifications?.warn(localize("FIVEFOLD.V5.Rouse.NotAVampire", { name: actor.name }));
    return;
  }
  if (!maySetUp(actor ?? null)) {
    ui.notifications?.warn(localize("FIVEFOLD.Contest.Setup.NotOwner"));
    return;
  }
  let values: V5SetupValues = {
    first: v5SetupSide(actor?.uuid ?? ""),
    second: v5SetupSide(""),
    rollMode: currentRollMode(),
  };
  const setup = {
    context: () =>
      withModeCheck(
        v5ContestSetupContext(values, setupActors(sideActors("v5Vampire")), botchRule(), viewerOdds()),
        values,
      ),
    read(form: HTMLFormElement) {
      const sides = readSides<V5SetupSide>(form, values, SIDE_READERS);
      values = { ...sides, rollMode: formRollMode(form, values.rollMode) };
    },
    post: async () => (await postV5Contest(values, visibleActors("v5Vampire"))) !== null,
  };
  await new ContestSetupDialog(setup).render({ force: true });
}
