import { signed } from "../../../engine/format.js";
import { SECRET_OUTCOME_KEY } from "../../../foundry/chat/secret-difficulty.js";
import { MAX_INCOMING_STRESS, type Settlement, type StressTaken } from "./economy.js";
import { canAfford, maxBoost, POTENTIAL_COSTS } from "../rules/potential.js";
import {
  CRUSHING_MARGIN,
  murkGains,
  scoreMurk,
  type MurkFaces,
  type MurkGains,
  type MurkInputs,
  type MurkOutcome,
} from "../rules/rules.js";

/** The fields a Murk roll message keeps (MurkRollMessage's schema). */
export interface MurkCardFields {
  readonly label: string;
  readonly die: number;
  readonly explode: boolean;
  /** The dialog's modifier, without the pre-roll Boost. */
  readonly modifier: number;
  /** Points of Boost bought in the roll dialog (2 Potential each). */
  readonly preBoost: number;
  readonly dr: number;
  readonly base: readonly number[];
  readonly attribute: readonly number[];
  /** The Crush d4, when the roll was a crushing success. */
  readonly crushDie: number | null;
  /** The Potential settled when the roll was made; null for a roll without a character. */
  readonly settled: Settlement | null;
  /**
   * The roll answers a request whose DR is secret: the gains that hang on the outcome (the Grinder,
   * the Crush d4) are left for the GM to settle (`murk.settleOutcome`); `settled` holds the pre-roll
   * Boost and the Surge alone. False once settled, and on every other roll.
   */
  readonly pendingGains: boolean;
  /** What the GM's settling of a secret roll changed (the Grinder, the Crush); null until then, and on other rolls. */
  readonly outcomeSettled: Settlement | null;
  /** Points of Boost bought on the card after the roll. */
  readonly boosts: number;
  readonly botchNegated: boolean;
  readonly stress: readonly StressTaken[];
  /** Counts the actions taken on the card; a click made on an older card is refused. */
  readonly revision: number;
}

/** Everything a Murk card shows. */
export interface MurkCardState extends MurkCardFields {
  readonly actorName: string | null;
}

/** How the person looking at the card stands to it. */
export interface MurkCardViewer {
  /** Author, owner of the actor, or GM. */
  readonly mayAct: boolean;
  /** False for a blind roll seen by a player. */
  readonly contentVisible: boolean;
  /** The character's Potential now; null when the roll has no character. */
  readonly potential: number | null;
  /**
   * The roll answers a request whose difficulty is kept from this viewer: the card shows the
   * total, and neither the difficulty nor anything that tells it.
   */
  readonly secretDifficulty?: boolean;
}

/** The roll's inputs as rolled: the pre-roll Boost is part of the modifier. */
function rolledInputs(fields: MurkCardFields): MurkInputs {
  return { die: fields.die, explode: fields.explode, dr: fields.dr, modifier: fields.modifier + fields.preBoost };
}

function faces(fields: MurkCardFields): MurkFaces {
  const [b1 = 1, b2 = 1] = fields.base;
  return { base: [b1, b2], attribute: fields.attribute };
}

/**
 * The gains the dice earned when rolled (Boosts bought later never change them); only the Surge
 * while the GM has not settled a secret roll.
 */
export function rolledGains(fields: MurkCardFields): MurkGains {
  const outcome = rolledOutcome(fields);
  if (fields.pendingGains) return gainsBeforeSettling(outcome, faces(fields));
  return murkGains(outcome, faces(fields), fields.crushDie);
}

/**
 * What a roll answering a secret DR earns when it is made: the Surge alone, which doubles earn
 * whatever the DR. The Grinder and the Crush wait for the GM (`decideSettleOutcome`).
 */
export function gainsBeforeSettling(outcome: MurkOutcome, rolled: MurkFaces): MurkGains {
  return murkGains({ ...outcome, success: true, crushing: false }, rolled, null);
}

/** The outcome of the dice as rolled, before any Boost bought on the card: what the gains are settled on. */
export function rolledOutcome(fields: MurkCardFields): MurkOutcome {
  return scoreMurk(rolledInputs(fields), faces(fields));
}

/** The faces of the card's dice, for the engine. */
export function cardFaces(fields: MurkCardFields): MurkFaces {
  return faces(fields);
}

/**
 * The outcome the card shows now: the dice as rolled plus every Boost bought since, and a
 * negated botch as a plain failure.
 */
export function currentOutcome(fields: MurkCardFields): MurkOutcome {
  const inputs = rolledInputs(fields);
  const outcome = scoreMurk({ ...inputs, modifier: inputs.modifier + fields.boosts }, faces(fields));
  return fields.botchNegated ? { ...outcome, botch: false } : outcome;
}

/** The outcome the card leads with. */
export type MurkHeadline = "crushing" | "success" | "botch" | "negated" | "failure";

/** Picks the card's headline from the outcome now. */
export function headline(outcome: MurkOutcome, botchNegated: boolean): MurkHeadline {
  if (outcome.crushing) return "crushing";
  if (outcome.success) return "success";
  if (outcome.botch) return "botch";
  return botchNegated ? "negated" : "failure";
}

/** How many examples lang/en.json holds of what each outcome brings, from the rule text. */
const CONSEQUENCES: Partial<Record<MurkHeadline, number>> = { crushing: 2, botch: 4, failure: 2, negated: 1 };

function consequences(top: MurkHeadline) {
  const count = CONSEQUENCES[top];
  if (count === undefined) return null;
  const base = `FIVEFOLD.Murk.Card.Consequences.${top}`;
  return { intro: `${base}.Intro`, items: Array.from({ length: count }, (_, i) => `${base}.Example${i + 1}`) };
}

/** One die on the card. */
interface CardDie {
  readonly face: number;
  readonly classes: string;
  readonly labelKey: string;
}

function cardDice(fields: MurkCardFields, outcome: MurkOutcome): CardDie[] {
  const doubles = outcome.doubles ? " doubles" : "";
  const base = fields.base.map((face) => ({
    face,
    classes: `die d6 base${doubles}`,
    labelKey: "FIVEFOLD.Murk.Card.BaseDie",
  }));
  const attribute = fields.attribute.map((face, index) => ({
    face,
    classes: [
      "die",
      `d${fields.die}`,
      "attribute",
      index > 0 ? "exploded" : "",
      index === 0 && face === 1 ? "one" : "",
      face === fields.die && fields.explode ? "max" : "",
    ]
      .filter(Boolean)
      .join(" "),
    labelKey: index === 0 ? "FIVEFOLD.Murk.Card.AttributeDie" : "FIVEFOLD.Murk.Card.ExplodedDie",
  }));
  return [...base, ...attribute];
}

/** The line of the Surge gain, which doubles earn whatever the DR. */
const SURGE_LINE = "FIVEFOLD.Murk.Card.Gain.surge";

/** The Potential lines of the card: what the roll earned, paid and lost to the cap. */
function potentialLines(fields: MurkCardFields) {
  const gains = rolledGains(fields);
  const lines: { key: string; amount: number; die?: number }[] = [];
  if (gains.grinder > 0) lines.push({ key: "FIVEFOLD.Murk.Card.Gain.grinder", amount: gains.grinder });
  if (gains.surge > 0) lines.push({ key: SURGE_LINE, amount: gains.surge });
  if (gains.crush > 0) lines.push({ key: "FIVEFOLD.Murk.Card.Gain.crush", amount: gains.crush, die: gains.crush });
  return lines;
}

/** What was done on the card after the roll, in words, for everyone to read. */
function history(fields: MurkCardFields) {
  const entries: { key: string; data: Record<string, number> }[] = [];
  if (fields.boosts > 0)
    entries.push({
      key: "FIVEFOLD.Murk.Card.History.boost",
      data: { points: fields.boosts, cost: fields.boosts * POTENTIAL_COSTS.boost },
    });
  if (fields.botchNegated)
    entries.push({ key: "FIVEFOLD.Murk.Card.History.negated", data: { cost: POTENTIAL_COSTS.negateBotch } });
  for (const taken of fields.stress) {
    const data = { incoming: taken.incoming, mitigated: taken.mitigated, took: taken.incoming - taken.mitigated };
    entries.push({
      key: taken.mitigated > 0 ? "FIVEFOLD.Murk.Card.History.stressMitigated" : "FIVEFOLD.Murk.Card.History.stress",
      data,
    });
  }
  return entries;
}

/**
 * The card's buttons for someone who may act on it, with the character's Potential now. For a
 * viewer kept from the DR, a Boost says nothing of what it would make of the roll, and the
 * botch (a failure) is the GM's to negate.
 */
function actions(fields: MurkCardFields, outcome: MurkOutcome, potential: number, kept: boolean) {
  const shown = actionsKnowingDr(fields, outcome, potential);
  if (!kept) return shown;
  // Offered whatever the outcome, a crushing success too: the panel's going away would tell it.
  return {
    ...shown,
    boost: { max: maxBoost(potential), suggested: 1, toSucceed: null, toCrush: null },
    negate: null,
  };
}

function actionsKnowingDr(fields: MurkCardFields, outcome: MurkOutcome, potential: number) {
  const total = outcome.total;
  const toSucceed = outcome.success ? 0 : fields.dr - total;
  const toCrush = fields.dr + CRUSHING_MARGIN - total;
  const affordable = maxBoost(potential);
  return {
    revision: fields.revision,
    potential,
    boost: outcome.crushing
      ? null
      : {
          max: affordable,
          suggested: Math.max(1, Math.min(affordable, toSucceed || toCrush)),
          toSucceed:
            toSucceed > 0
              ? {
                  points: toSucceed,
                  cost: toSucceed * POTENTIAL_COSTS.boost,
                  affordable: canAfford(potential, "boost", toSucceed),
                }
              : null,
          toCrush: {
            points: toCrush,
            cost: toCrush * POTENTIAL_COSTS.boost,
            affordable: canAfford(potential, "boost", toCrush),
          },
        },
    negate: outcome.botch
      ? { cost: POTENTIAL_COSTS.negateBotch, affordable: canAfford(potential, "negateBotch") }
      : null,
    stress: { maxIncoming: MAX_INCOMING_STRESS, maxMitigate: Math.min(potential, MAX_INCOMING_STRESS) },
  };
}

/**
 * The template context of a Murk chat card, from what its message keeps and who is
 * looking. Every number comes from the engine (`scoreMurk`, `murkGains`).
 */
export function murkCardContext(state: MurkCardState, viewer: MurkCardViewer) {
  const header = { label: state.label, actorName: state.actorName };
  if (!viewer.contentVisible) return { ...header, hidden: true as const };
  const outcome = currentOutcome(state);
  const top = headline(outcome, state.botchNegated);
  const kept = viewer.secretDifficulty === true;
  const modifier = state.modifier;
  const boosted = state.preBoost + state.boosts;
  return {
    ...header,
    hidden: false as const,
    dice: cardDice(state, outcome),
    // The Crush d4 is rolled only on a crushing success, and the Grinder only pays a failure: both tell the outcome.
    crushDie: kept ? null : state.crushDie,
    explode: state.explode,
    attributeDie: `d${state.die}`,
    modifier: modifier === 0 ? null : signed(modifier, "alone"),
    boosted: boosted > 0 ? { points: boosted, before: state.preBoost, after: state.boosts } : null,
    total: outcome.total,
    dr: kept ? null : state.dr,
    tallyKey: kept ? "FIVEFOLD.Murk.Card.TallySecret" : "FIVEFOLD.Murk.Card.Tally",
    headline: kept ? "secret" : top,
    headlineKey: kept ? SECRET_OUTCOME_KEY : `FIVEFOLD.Murk.Card.Headline.${top}`,
    doubles: outcome.doubles,
    consequences: kept ? null : consequences(top),
    // The Surge (doubles) needs no DR; the Potential settled sums every gain, so it is left out too.
    gains: kept ? potentialLines(state).filter((line) => line.key === SURGE_LINE) : potentialLines(state),
    settled: kept ? null : state.settled,
    outcomeSettled: kept ? null : state.outcomeSettled,
    history: history(state),
    // Every viewer reads that the outcome's gains wait for the GM, whatever the outcome; the GM (not kept) settles.
    pendingGains: state.pendingGains,
    settleOutcome:
      state.pendingGains && !kept && viewer.mayAct && viewer.potential !== null ? { revision: state.revision } : null,
    actions: viewer.mayAct && viewer.potential !== null ? actions(state, outcome, viewer.potential, kept) : null,
    noActor: viewer.mayAct && viewer.potential === null,
  };
}
