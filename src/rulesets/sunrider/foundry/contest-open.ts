import { viewerOdds } from "../../../foundry/settings/odds-setting.js";
import { InputError } from "../../../engine/errors.js";
import { errorView } from "../../../foundry/ui/error-text.js";
import { localize, refusalText } from "../../../foundry/ui/i18n.js";
import {
  checkboxField,
  numberField,
  type FieldReader,
  type FieldReaders,
} from "../../../foundry/applications/roll-dialog-open.js";
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
import type { SunriderContestSide } from "../view/contest-card.js";
import { sunriderContestCardContext } from "../view/contest-context.js";
import {
  sunriderContestSetupContext,
  sunriderSetupSide,
  sunriderSideSpec,
  type SunriderSetupActor,
  type SunriderSetupSide,
  type SunriderSetupValues,
  type SunriderSideSpec,
} from "../view/contest-setup.js";
import { SunriderCharacterData } from "./data.js";
import { dialogCharacter } from "./dialog-character.js";

/** The bonus Items ticked on a character's side (an unticked box sends nothing). */
const tickedBonuses: FieldReader<readonly string[] | null> = (data, name) => data.getAll(name).map(String);

const SIDE_READERS: FieldReaders<SunriderSetupSide> = {
  actor: textField,
  name: textField,
  trait: numberField,
  bonuses: tickedBonuses,
  time: numberField,
  synergy: numberField,
  actions: numberField,
  cp: checkboxField,
  modifier: numberField,
  dice: numberField,
  bonus: numberField,
};

function setupActors(actors: readonly Actor.Implementation[]): SunriderSetupActor[] {
  return actors.flatMap((actor) => {
    // The roll dialog's reading of the character: its traits and its bonus Items.
    const character = dialogCharacter(actor);
    return character ? [{ ...character, uuid: actor.uuid, name: actor.name }] : [];
  });
}

/**
 * Reads a side as the user left it; a new character or trait counts the Items naming it again, as the roll dialog does.
 */
function readSide(read: SunriderSetupSide, current: SunriderSetupSide): SunriderSetupSide {
  return read.actor !== current.actor || read.trait !== current.trait ? { ...read, bonuses: null } : read;
}

function cardSide(spec: SunriderSideSpec): SunriderContestSide {
  const { base, bonus, time, synergy, actions, cp, modifier } = spec.inputs;
  return {
    actorUuid: spec.actorUuid,
    name: spec.name || localize("FIVEFOLD.Contest.Setup.DefaultNpc"),
    label: spec.label,
    base,
    bonus,
    time,
    synergy,
    actions,
    cp,
    modifier,
    dice: [],
    chance: [],
  };
}

/**
 * Posts the Sunrider contest the values describe (from the setup dialog, or a Quench batch), or
 * says why not and posts nothing. `actors` are those the sides may name; a side naming one the
 * user may not observe is refused.
 */
export async function postSunriderContest(
  values: SunriderSetupValues,
  actors: readonly Actor.Implementation[],
): Promise<ChatMessage.Implementation | null> {
  const choosable = choosableActors([values.first.actor, values.second.actor], actors);
  if (!choosable) return null;
  let first: SunriderSideSpec;
  let second: SunriderSideSpec;
  try {
    first = sunriderSideSpec(values.first, setupActors(choosable));
    second = sunriderSideSpec(values.second, setupActors(choosable));
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    ui.notifications?.warn(refusalText(errorView(error)));
    return null;
  }
  const speaker = actors.find((actor) => actor.uuid === first.actorUuid) ?? null;
  if (!maySetUp(speaker)) {
    ui.notifications?.warn(localize("FIVEFOLD.Contest.Setup.NotOwner"));
    return null;
  }
  const fields = { first: cardSide(first), second: cardSide(second) };
  const onlooker = (hidden: boolean) =>
    sunriderContestCardContext(fields, { contentVisible: !hidden, mayAct: { first: false, second: false } });
  return postContestCard("sunriderContest", speaker, fields, onlooker, values.rollMode);
}

/**
 * Opens the Sunrider contest setup: `actor` (when given) as the first side, the second side
 * an NPC's dice until another character is chosen. A GM, or an owner of the first side's character, may post it.
 */
export async function openSunriderContest(actor?: Actor.Implementation): Promise<void> {
  if (actor && !(actor.system instanceof SunriderCharacterData)) {
    ui.notifications?.warn(localize("FIVEFOLD.Contest.Setup.NotOfRuleset", { name: actor.name }));
    return;
  }
  if (!maySetUp(actor ?? null)) {
    ui.notifications?.warn(localize("FIVEFOLD.Contest.Setup.NotOwner"));
    return;
  }
  let values: SunriderSetupValues = {
    first: sunriderSetupSide(actor?.uuid ?? ""),
    second: sunriderSetupSide(""),
    rollMode: currentRollMode(),
  };
  const setup = {
    context: () =>
      withModeCheck(
        sunriderContestSetupContext(values, setupActors(sideActors("sunriderCharacter")), viewerOdds()),
        values,
      ),
    read(form: HTMLFormElement) {
      const sides = readSides<SunriderSetupSide>(form, values, SIDE_READERS);
      values = {
        first: readSide(sides.first, values.first),
        second: readSide(sides.second, values.second),
        rollMode: formRollMode(form, values.rollMode),
      };
    },
    post: async () => (await postSunriderContest(values, visibleActors("sunriderCharacter"))) !== null,
  };
  await new ContestSetupDialog(setup).render({ force: true });
}
