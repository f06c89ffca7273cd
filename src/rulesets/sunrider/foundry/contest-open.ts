import { viewerOdds } from "../../../foundry/settings/odds-setting.js";
import { localize } from "../../../foundry/ui/i18n.js";
import {
  checkboxField,
  numberField,
  type FieldReader,
  type FieldReaders,
} from "../../../foundry/applications/roll-dialog-open.js";
import { openContestSetup, postContest, textField, type ContestKind } from "../../../foundry/contests/open.js";
import type { ContestSideId } from "../../../foundry/contests/sides.js";
import type { SunriderContestFields, SunriderContestSide } from "../view/contest-card.js";
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

/** The Sunrider contest: its setup (a character's trait and bonuses, or an NPC's dice) and its card. */
const SUNRIDER_CONTEST: ContestKind<SunriderSetupSide, SunriderContestFields> = {
  actorType: "sunriderCharacter",
  notOfRulesetKey: "FIVEFOLD.Contest.Setup.NotOfRuleset",
  ofRuleset: (candidate) => candidate.system instanceof SunriderCharacterData,
  newSide: sunriderSetupSide,
  setupContext: (values, actors) => sunriderContestSetupContext(values, setupActors(actors), viewerOdds()),
  readers: SIDE_READERS,
  readSide,
  type: "sunriderContest",
  fields(values, choosable) {
    const actors = setupActors(choosable);
    const side = (id: ContestSideId) => cardSide(sunriderSideSpec(values[id], actors));
    return { first: side("first"), second: side("second") };
  },
  onlooker: (fields, hidden) =>
    sunriderContestCardContext(fields, { contentVisible: !hidden, mayAct: { first: false, second: false } }),
};

/**
 * Posts the Sunrider contest the values describe (from the setup dialog, or a Quench batch), or
 * says why not and posts nothing. `actors` are those the sides may name; a side naming one the
 * user may not observe is refused.
 */
export async function postSunriderContest(
  values: SunriderSetupValues,
  actors: readonly Actor.Implementation[],
): Promise<ChatMessage.Implementation | null> {
  return postContest(SUNRIDER_CONTEST, values, actors);
}

/**
 * Opens the Sunrider contest setup: `actor` (when given) as the first side, the second side
 * an NPC's dice until another character is chosen. A GM, or an owner of the first side's character, may post it.
 * `opener` is the window it was opened from (the sheet), whose browser window it opens in on V14.
 */
export async function openSunriderContest(actor?: Actor.Implementation, opener?: object): Promise<void> {
  await openContestSetup(SUNRIDER_CONTEST, actor, opener);
}
