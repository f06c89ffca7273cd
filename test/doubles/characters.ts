import type { ActorDouble, MessageDouble, UserDouble } from "./foundry-cards.js";
import { placeActor, placeCard, SHARED_CHARACTER, type CardOptions, type Ownership } from "./table.js";
import { MuckrakerRollMessage } from "../../src/rulesets/muckraker/foundry/message.js";
import { MurkCharacterData } from "../../src/rulesets/murk/foundry/data.js";
import type { MurkCardFields } from "../../src/rulesets/murk/view/card-context.js";
import { MurkRollMessage } from "../../src/rulesets/murk/foundry/message.js";
import type { MuckCardFields } from "../../src/rulesets/muckraker/view/card-context.js";
import type { SunriderCardFields } from "../../src/rulesets/sunrider/view/card-context.js";
import { SunriderCharacterData } from "../../src/rulesets/sunrider/foundry/data.js";
import { SunriderRollMessage } from "../../src/rulesets/sunrider/foundry/message.js";
import type { UniqueCardFields } from "../../src/rulesets/unique/view/card-context.js";
import { UniqueCharacterData } from "../../src/rulesets/unique/foundry/data.js";
import { UniqueRollMessage } from "../../src/rulesets/unique/foundry/message.js";
import type { CrisisTrack } from "../../src/rulesets/unique/rules/rules.js";
import type { V5CardFields } from "../../src/rulesets/v5/view/card-context.js";
import { V5VampireData } from "../../src/rulesets/v5/foundry/data.js";
import { V5RollMessage } from "../../src/rulesets/v5/foundry/message.js";
import { muckCardFields, sunriderCardFields, uniqueCardFields, v5CardFields } from "../fixtures/card-fields.js";
import { murkCardFields } from "../fixtures/murk-card-fields.js";

/*
 * The characters of the several-user tests and the roll cards about them, put in the world of
 * foundry-cards.ts (table.ts seats the users). One character a ruleset, each with the numbers
 * its tests count from: Vivian (V5), Mara (Murk), Kesh (Sunrider), Leanne (Unique) and a
 * Muckraker card. Ownership is SHARED_CHARACTER unless a test says otherwise. What an action
 * then changes stays written by hand in the test.
 */

/** A card's fields as a test gives them: any field of its roll, and the actor it is about (`actorUuid`). */
type About<Fields> = Partial<Fields> & { readonly actorUuid?: string };

// --- V5 -----------------------------------------------------------------------------------

/** Every V5 Attribute at 2: Willpower max = Composure 2 + Resolve 2 = 4 (RULES.md, V5). */
const ATTRIBUTES = {
  strength: 2,
  dexterity: 2,
  stamina: 2,
  charisma: 2,
  manipulation: 2,
  composure: 2,
  intelligence: 2,
  wits: 2,
  resolve: 2,
};

/** A vampire's numbers; any other field (humanity, stains, skills) goes to its system data as given. */
export interface VampireSheet {
  readonly [field: string]: unknown;
  /** The actor's name: its id with a capital unless given. */
  readonly name?: string;
  /** Wits (2 unless given); every other Attribute is 2. */
  readonly wits?: number;
  /** Hunger (1 unless given). */
  readonly hunger?: number;
  /** Willpower damage (none unless given); the track has no bonus boxes. */
  readonly willpower?: Damage;
  /** Health damage (none unless given); the track has no bonus boxes. */
  readonly health?: Damage;
}

interface Damage {
  readonly superficial: number;
  readonly aggravated: number;
}

const UNHURT: Damage = { superficial: 0, aggravated: 0 };

/** Puts a V5 vampire (Actor subtype v5Vampire) in the world. */
export function placeVampire(id: string, ownership: Ownership = SHARED_CHARACTER, sheet: VampireSheet = {}) {
  const { name, wits = 2, hunger = 1, willpower = UNHURT, health = UNHURT, ...rest } = sheet;
  const system = {
    attributes: { ...ATTRIBUTES, wits },
    hunger,
    ...rest,
    willpower: { ...willpower, bonus: 0 },
    health: { ...health, bonus: 0 },
  };
  return placeActor(id, V5VampireData, system, ownership, { name, type: "v5Vampire" });
}

/** A blind roll's card: whispered to the GM, with its rolls (ChatMessage.applyRollMode "blindroll"). */
export function blindRoll(): CardOptions {
  return { whisper: ["gm"], blind: true, rolls: [new foundry.dice.Roll("5d10") as never] };
}

/** A V5 roll card about Vivian unless `fields` names another actor (v5CardFields: normal dice 3, 8, 4; Hunger 7, 2). */
export function placeV5Card(author: UserDouble, fields: About<V5CardFields> = {}, options: CardOptions = {}) {
  return placeCard(author, V5RollMessage, { actorUuid: "Actor.vivian", ...v5CardFields(fields) }, options);
}

// --- the other rulesets ---------------------------------------------------------------------

/** Mara, a Murk character of Rank 2 with 9 Potential (unless given) and 2 Stress. */
export function placeMara(ownership: Ownership = SHARED_CHARACTER, potential = 9): ActorDouble {
  const system = {
    rank: 2,
    potential,
    stress: 2,
    xp: 0,
    attributes: [],
    classResource: { kind: "commandPoint", value: 0, max: 1 },
  };
  return placeActor("mara", MurkCharacterData, system, ownership);
}

/** A Murk character of Rank 1 named `id`, with the Potential and XP an End of Episode turns into XP. */
export function placeEpisodeCharacter(id: string, potential: number, xp: number, ownership: Ownership): ActorDouble {
  const system = { rank: 1, potential, xp, classResource: { value: 0, max: 3 }, burden: { name: "", description: "" } };
  return placeActor(id, MurkCharacterData, system, ownership, { name: id });
}

/** A Murk character's Potential and XP as they are now. */
export function episodeNumbers(actor: ActorDouble): { potential: number; xp: number } {
  const character = actor.system as MurkCharacterData;
  return { potential: character.potential, xp: character.xp };
}

/** A Murk card about Mara: `base` the two d8s, `attribute` the attribute die, settled with her 9 Potential. */
export function placeMurkCard(
  author: UserDouble,
  base: [number, number],
  attribute: number[],
  fields: About<MurkCardFields> = {},
): MessageDouble {
  const settled = { before: 9, spent: 0, gained: 0, lost: 0, after: 9 };
  return placeCard(author, MurkRollMessage, {
    actorUuid: "Actor.mara",
    ...murkCardFields(base, attribute, { settled, ...fields }),
  });
}

/** Kesh, a Sunrider character with 2 Character Points unless given. */
export function placeKesh(ownership: Ownership = SHARED_CHARACTER, characterPoints = 2): ActorDouble {
  const system = { characterPoints, species: "", attributes: [], skills: [] };
  return placeActor("kesh", SunriderCharacterData, system, ownership);
}

/** A Sunrider card about Kesh: `dice` the regular dice, `chance` the Chance Die's chain (sunriderCardFields). */
export function placeSunriderCard(
  author: UserDouble,
  dice: number[],
  chance: number[],
  fields: About<SunriderCardFields> = {},
): MessageDouble {
  return placeCard(author, SunriderRollMessage, {
    actorUuid: "Actor.kesh",
    ...sunriderCardFields(dice, chance, fields),
  });
}

/** Leanne, a Unique character (Strength 1, Precision 3) with the crises given (none unless given). */
export function placeLeanne(
  ownership: Ownership = SHARED_CHARACTER,
  crises: CrisisTrack = { physical: [], mental: [] },
): ActorDouble {
  const system = { strength: 1, precision: 3, attributes: [], crises };
  return placeActor("leanne", UniqueCharacterData, system, ownership);
}

/** A Unique card about Leanne, one die a face in `dice` (uniqueCardFields). */
export function placeUniqueCard(
  author: UserDouble,
  dice: number[],
  fields: About<UniqueCardFields> = {},
): MessageDouble {
  return placeCard(author, UniqueRollMessage, { actorUuid: "Actor.leanne", ...uniqueCardFields(dice, fields) });
}

/** A Muckraker card about no actor unless `fields` names one: `white` the two white dice (muckCardFields). */
export function placeMuckCard(
  author: UserDouble,
  white: [number, number],
  fields: About<MuckCardFields> = {},
): MessageDouble {
  return placeCard(author, MuckrakerRollMessage, { actorUuid: "", ...muckCardFields(white, fields) });
}
