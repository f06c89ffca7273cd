import { rolledDiceRoll, type FoundryCard, type FoundryCardAction } from "../../../foundry/chat/actions.js";
import { inRuns } from "../../../foundry/chat/dice.js";
import type { Refusal } from "../../../foundry/chat/execute.js";
import { askerRefusal, parseSide, sideActorOf } from "../../../foundry/contests/foundry.js";
import { cardSystemOf } from "../../../foundry/documents/system-of.js";
import type { ContestSideId } from "../../../foundry/contests/sides.js";
import { parseWillpowerReroll, type WillpowerRerollPayload } from "../view/card-decisions.js";
import {
  contestRerollRefusal,
  decideContestReroll,
  decideKeep,
  decideV5Roll,
  decisionRefusal,
  v5RollRefusal,
  V5_CONTEST_ACTIONS,
  type V5ContestFields,
} from "../view/contest-card.js";
import { V5ContestMessage } from "./contest-message.js";
import { v5DiceRuns } from "./faces.js";
import { V5VampireData } from "./data.js";
import { SIDES, type WillpowerTrack } from "../rules/rules.js";

/** The card's contest, or the refusal when the message is not a V5 contest. */
const contestOf = (card: FoundryCard) => cardSystemOf(card.message, V5ContestMessage);

/** The side's vampire and its Willpower, or null for an NPC pool; a vampire gone since is refused. */
function sideVampire(
  fields: V5ContestFields,
  side: ContestSideId,
): { actor: Actor.Implementation; willpower: WillpowerTrack } | null | Refusal {
  const refused = { key: "FIVEFOLD.V5.Card.Refused.NoActor", data: { name: fields[side].name } };
  const vampire = sideActorOf(fields[side], V5VampireData, refused);
  return vampire && !("key" in vampire) ? { actor: vampire.actor, willpower: vampire.system.willpowerTrack } : vampire;
}

/** Who asks may act for this side, and the card is a V5 contest: its fields, or the refusal. */
function checked(card: FoundryCard, side: ContestSideId, userId: string): V5ContestMessage | Refusal {
  const contest = contestOf(card);
  if (!(contest instanceof V5ContestMessage)) return contest;
  return askerRefusal(contest.fields[side], userId) ?? contest;
}

/** Roll: a side's whole pool, once, rolled on the clicking client and checked here. */
export const contestRoll: FoundryCardAction<{ side: ContestSideId }> = {
  id: V5_CONTEST_ACTIONS.roll,
  parsePayload: (raw) => ({ side: parseSide(raw) }),
  refusal(card, { side }, userId) {
    const contest = checked(card, side, userId);
    return contest instanceof V5ContestMessage ? v5RollRefusal(contest.fields, side) : contest;
  },
  dice(card, { side }) {
    const contest = contestOf(card);
    return contest instanceof V5ContestMessage ? { number: contest.fields[side].pool, faces: SIDES } : null;
  },
  perform(card, { side }, _userId, dice) {
    const contest = contestOf(card);
    // refusal() ran on this same card a moment before, inside the executor's queue, and the executor checked the dice.
    if (!(contest instanceof V5ContestMessage) || !dice) throw new Error("the contest changed while the side rolled");
    const fields = decideV5Roll(contest.fields, side, dice.results);
    const { normalDice, hungerDice } = fields[side];
    // Kept as the V5 roll card keeps a pool: normal dice, then the Hunger dice in their flavored term.
    const roll = rolledDiceRoll(inRuns(dice, v5DiceRuns(normalDice.length, hungerDice.length)));
    return Promise.resolve({ card: { system: { ...contest.toObject(), ...fields }, addRolls: [roll] } });
  },
};

type ContestReroll = WillpowerRerollPayload & { side: ContestSideId };

/** Willpower reroll in a contest: either side first, the other may answer (the rule text), once a side, paid first. */
export const contestReroll: FoundryCardAction<ContestReroll> = {
  id: V5_CONTEST_ACTIONS.reroll,
  parsePayload: (raw) => ({ side: parseSide(raw), ...parseWillpowerReroll(raw) }),
  refusal(card, payload, userId) {
    const contest = checked(card, payload.side, userId);
    if (!(contest instanceof V5ContestMessage)) return contest;
    const vampire = sideVampire(contest.fields, payload.side);
    if (vampire && "key" in vampire) return vampire;
    return contestRerollRefusal(contest.fields, payload.side, vampire?.willpower ?? null, payload);
  },
  dice(_card, payload) {
    return { number: payload.indices.length, faces: SIDES };
  },
  perform(card, payload, _userId, dice) {
    const contest = contestOf(card);
    const vampire = contest instanceof V5ContestMessage ? sideVampire(contest.fields, payload.side) : null;
    if (!(contest instanceof V5ContestMessage) || !dice || (vampire && "key" in vampire))
      throw new Error("the contest changed while the reroll was prepared");
    const change = decideContestReroll(contest.fields, payload.side, vampire?.willpower ?? null, payload, dice.results);
    const system = { ...contest.toObject(), ...change.fields };
    if (!vampire || change.superficial === null)
      return Promise.resolve({ card: { system, addRolls: [rolledDiceRoll(dice)] } });
    return Promise.resolve({
      actorUpdate: { "system.willpower.superficial": change.superficial },
      card: { system, addRolls: [rolledDiceRoll(dice)], actor: vampire.actor },
    });
  },
};

/** Keep: the side declines its Willpower reroll, which opens the other side's turn. */
export const contestKeep: FoundryCardAction<{ side: ContestSideId }> = {
  id: V5_CONTEST_ACTIONS.keep,
  parsePayload: (raw) => ({ side: parseSide(raw) }),
  refusal(card, { side }, userId) {
    const contest = checked(card, side, userId);
    return contest instanceof V5ContestMessage ? decisionRefusal(contest.fields, side) : contest;
  },
  perform(card, { side }) {
    const contest = contestOf(card);
    if (!(contest instanceof V5ContestMessage)) throw new Error("the contest changed while the side kept its dice");
    return Promise.resolve({ card: { system: { ...contest.toObject(), ...decideKeep(contest.fields, side) } } });
  },
};
