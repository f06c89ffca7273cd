import { rolledDiceRoll, type FoundryCard, type FoundryCardAction } from "../../../foundry/chat/actions.js";
import { inRuns } from "../../../foundry/chat/dice.js";
import type { Refusal } from "../../../foundry/chat/execute.js";
import { askerRefusal, parseSide, sideActorOf } from "../../../foundry/contests/foundry.js";
import { cardSystemOf } from "../../../foundry/documents/system-of.js";
import type { ContestSideId } from "../../../foundry/contests/sides.js";
import { canSpendCharacterPoint } from "../rules/character.js";
import {
  decideSunriderRoll,
  sunriderDiceAsked,
  sunriderRollRefusal,
  SUNRIDER_CONTEST_ROLL,
  type SunriderContestFields,
} from "../view/contest-card.js";
import { SunriderContestMessage } from "./contest-message.js";
import { SunriderCharacterData } from "./data.js";
import { characterPointCharge } from "./dialog-character.js";
import { CHANCE_FLAVOR } from "./faces.js";

/** The card's contest, or the refusal when the message is not a Sunrider contest. */
const contestOf = (card: FoundryCard) => cardSystemOf(card.message, SunriderContestMessage);

/**
 * The Character Point a side pays as it starts its roll: its character and the actor's update (the points left after,
 * and the combat round paid in), or null when it pays none: no point chosen, or one paid in this combat round covers
 * the roll, as it does an ordinary roll (postSunriderRoll, the same `characterPointCharge`).
 */
function pointToPay(
  fields: SunriderContestFields,
  side: ContestSideId,
): { actor: Actor.Implementation; update: Record<string, unknown> } | null | Refusal {
  const current = fields[side];
  if (!current.cp || current.chance.length > 0) return null;
  const character = sideActorOf(current, SunriderCharacterData, { key: "FIVEFOLD.Sunrider.Refused.NoActor" });
  if (!character || "key" in character) return character;
  const charge = characterPointCharge(character.actor);
  if (charge.cost === 0) return null;
  const points = character.system.characterPoints;
  if (!canSpendCharacterPoint(points))
    return { key: "FIVEFOLD.Contest.Refused.NoCharacterPoints", data: { name: current.name } };
  return { actor: character.actor, update: { "system.characterPoints": points - 1, ...charge.paid } };
}

/**
 * Roll: a side's pool (the last die starting the Chance Die's chain), then one die each
 * time the Chance Die shows 6; a Character Point chosen for the side is paid first.
 */
export const sunriderContestRoll: FoundryCardAction<{ side: ContestSideId }> = {
  id: SUNRIDER_CONTEST_ROLL,
  parsePayload: (raw) => ({ side: parseSide(raw) }),
  refusal(card, { side }, userId) {
    const contest = contestOf(card);
    if (!(contest instanceof SunriderContestMessage)) return contest;
    const refusal = askerRefusal(contest.fields[side], userId) ?? sunriderRollRefusal(contest.fields, side);
    if (refusal) return refusal;
    const point = pointToPay(contest.fields, side);
    return point && "key" in point ? point : null;
  },
  dice(card, { side }) {
    const contest = contestOf(card);
    return contest instanceof SunriderContestMessage ? sunriderDiceAsked(contest.fields[side]) : null;
  },
  perform(card, { side }, _userId, dice) {
    const contest = contestOf(card);
    const point = contest instanceof SunriderContestMessage ? pointToPay(contest.fields, side) : null;
    // refusal() ran on this same card a moment before, inside the executor's queue, and the executor checked the dice.
    if (!(contest instanceof SunriderContestMessage) || !dice || (point && "key" in point))
      throw new Error("the contest changed while the side rolled");
    const system = { ...contest.toObject(), ...decideSunriderRoll(contest.fields, side, dice.results) };
    // The Chance Die (the pool's last die, or the chain's next link) in its flavored term, as the roll card keeps it.
    const regular = contest.fields[side].chance.length === 0 ? dice.results.length - 1 : 0;
    const addRolls = [
      rolledDiceRoll(
        inRuns(dice, [{ number: regular }, { number: dice.results.length - regular, flavor: CHANCE_FLAVOR }]),
      ),
    ];
    if (!point) return Promise.resolve({ card: { system, addRolls } });
    return Promise.resolve({
      actorUpdate: point.update,
      card: { system, addRolls, actor: point.actor },
    });
  },
};
