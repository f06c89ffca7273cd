// The character as Sunrider's roll dialog, its macros and a roll request's odds read it from an Actor.
// Apart from open-dialog.ts so that the dialog, fetched on demand, does not import its opener.

import { SunriderBonusData, SunriderCharacterData } from "./data.js";
import type { DialogCharacter } from "../view/dialog-context.js";
import { contentName } from "../../../foundry/data/content-key.js";
import { actorCombatRound, characterPointCost, storedCombatRound, type CombatRound } from "../rules/point-round.js";

/** The character as the dialog reads it: attributes then skills as one list of traits, and its bonus Items. */
export function dialogCharacter(actor: Actor.Implementation): DialogCharacter | null {
  const system = actor.system;
  if (!(system instanceof SunriderCharacterData)) return null;
  const bonuses = actor.items.contents.flatMap((item) =>
    item.system instanceof SunriderBonusData
      ? [
          {
            id: item.id ?? "",
            name: contentName(item),
            kind: item.system.kind,
            dice: item.system.dice,
            skills: item.system.skills,
          },
        ]
      : [],
  );
  return {
    traits: [
      ...system.attributes.map((t) => ({ ...t, kind: "attribute" as const })),
      ...system.skills.map((t) => ({ ...t, kind: "skill" as const })),
    ],
    bonuses,
    characterPoints: system.characterPoints,
    pointPaid: characterPointCost(paidRoundOf(actor), combatRoundOf(actor)) === 0,
  };
}

/** The round of the started combat the actor fights in (V13 game.combats, Combat#started), or null. */
function combatRoundOf(actor: Actor.Implementation): CombatRound | null {
  // An unlinked token's actor is its token's (Actor#isToken, Actor#token); a sidebar or linked actor is itself.
  return actorCombatRound(game.combats ?? [], {
    actorId: actor.id,
    tokenId: actor.isToken ? (actor.token?.id ?? null) : null,
  });
}

/** The combat round the actor last paid a Character Point in, as kept on the actor (`flags.fivefold.cpRound`). */
function paidRoundOf(actor: Actor.Implementation): CombatRound | null {
  return storedCombatRound(foundry.utils.getProperty(actor, "flags.fivefold.cpRound"));
}

/**
 * What a Character Point costs the actor for a roll now, the ordinary roll's and a contest side's alike: nothing when
 * one paid in this combat round covers it, else 1 (RULES.md, Sunrider step 3); and what records a point paid now on the
 * actor (`flags.fivefold.cpRound`, written by the same update as the points), nothing outside a combat.
 */
export function characterPointCharge(actor: Actor.Implementation): {
  readonly cost: 0 | 1;
  readonly paid: Readonly<Record<string, CombatRound>>;
} {
  const now = combatRoundOf(actor);
  return { cost: characterPointCost(paidRoundOf(actor), now), paid: now ? { "flags.fivefold.cpRound": now } : {} };
}
