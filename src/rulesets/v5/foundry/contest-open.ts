import { viewerOdds } from "../../../foundry/settings/odds-setting.js";
import { localize } from "../../../foundry/ui/i18n.js";
import { nameIn } from "../../../foundry/ui/names.js";
import {
  checkboxField,
  numberField,
  type FieldReader,
  type FieldReaders,
} from "../../../foundry/applications/roll-dialog-open.js";
import { openContestSetup, postContest, textField, type ContestKind } from "../../../foundry/contests/open.js";
import type { ContestSideId } from "../../../foundry/contests/sides.js";
import type { V5ContestFields, V5ContestSide } from "../view/contest-card.js";
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

const SIDE_READERS: FieldReaders<V5SetupSide> = {
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

/** The V5 contest: its setup (a vampire's pool or an NPC's) and its card, under the world's botch rule. */
const V5_CONTEST: ContestKind<V5SetupSide, V5ContestFields> = {
  actorType: "v5Vampire",
  notOfRulesetKey: "FIVEFOLD.V5.Rouse.NotAVampire",
  ofRuleset: (candidate) => candidate.system instanceof V5VampireData,
  newSide: v5SetupSide,
  setupContext: (values, actors) => v5ContestSetupContext(values, setupActors(actors), botchRule(), viewerOdds()),
  readers: SIDE_READERS,
  type: "v5Contest",
  fields(values, choosable) {
    const rule = botchRule();
    const actors = setupActors(choosable);
    const side = (id: ContestSideId) => cardSide(v5SideSpec(values[id], actors, rule));
    return { botchRule: rule, first: side("first"), second: side("second") };
  },
  onlooker: (fields, hidden) =>
    v5ContestCardContext(fields, {
      contentVisible: !hidden,
      mayAct: { first: false, second: false },
      willpower: { first: null, second: null },
    }),
};

/**
 * Posts the V5 contest the values describe (from the setup dialog, or a Quench batch), or says
 * why not and posts nothing. `actors` are those the sides may name; a side naming one the user
 * may not observe is refused.
 */
export async function postV5Contest(
  values: V5SetupValues,
  actors: readonly Actor.Implementation[],
): Promise<ChatMessage.Implementation | null> {
  return postContest(V5_CONTEST, values, actors);
}

/**
 * Opens the V5 contest setup: `actor` (when given) as the first side, the second side an NPC
 * pool until another vampire is chosen. A GM, or an owner of the first side's vampire, may post it. `opener` is the
 * window it was opened from (the sheet), whose browser window it opens in on V14.
 */
export async function openV5Contest(actor?: Actor.Implementation, opener?: object): Promise<void> {
  await openContestSetup(V5_CONTEST, actor, opener);
}
