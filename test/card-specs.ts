import { expect } from "vitest";
import type { Refusal } from "../src/foundry/chat/execute.js";
import { decideTwist, twistRefusal, DRAW_PLOT_TWIST } from "../src/rulesets/muckraker/view/card-decisions.js";
import type { MuckCardFields } from "../src/rulesets/muckraker/view/card-context.js";
import {
  decideBoost,
  decideNegateBotch,
  decideSettleOutcome,
  decideTakeStress,
  parseBoost,
  parseRevision,
  parseStress,
  settleOutcomeRefusal,
  type MurkDecision,
  MURK_ACTIONS,
} from "../src/rulesets/murk/view/card-decisions.js";
import type { MurkCardFields } from "../src/rulesets/murk/view/card-context.js";
import type { Purse } from "../src/rulesets/murk/view/economy.js";
import {
  decideSeverity,
  decideSurvive,
  severityRefusal,
  SUNRIDER_ACTIONS,
} from "../src/rulesets/sunrider/view/card-decisions.js";
import type { SunriderCardFields } from "../src/rulesets/sunrider/view/card-context.js";
import {
  decideCrisis,
  decidePush,
  parseCrisis,
  parsePush,
  pushRefusal,
  UNIQUE_ACTIONS,
} from "../src/rulesets/unique/view/card-decisions.js";
import type { UniqueCardFields } from "../src/rulesets/unique/view/card-context.js";
import type { CrisisTrack } from "../src/rulesets/unique/rules/rules.js";
import {
  APPLY_MEND,
  APPLY_REMORSE,
  EXTENDED_NEXT_ROLL,
  decideWillpowerReroll,
  parseWillpowerReroll,
  willpowerRerollRefusal,
  WILLPOWER_REROLL,
} from "../src/rulesets/v5/view/card-decisions.js";
import {
  decideNextExtendedRoll,
  nextExtendedRollRefusal,
  parseNextRoll,
  type NextRollPayload,
} from "../src/rulesets/v5/view/extended-card.js";
import type { V5CardFields } from "../src/rulesets/v5/view/card-context.js";
import type { WillpowerTrack } from "../src/rulesets/v5/rules/rules.js";
import {
  CONSEQUENCE_ACTIONS,
  consequenceRefusal,
  decideConsequence,
  parseConsequence,
} from "../src/rulesets/v5/view/consequences.js";
import {
  decideNightChange,
  nightChangeRefusal,
  type ConsequenceVampire,
  type NightChange,
  type NightVampire,
  type V5Consequence,
} from "../src/rulesets/v5/view/night.js";
import { muckCardFields, sunriderCardFields, uniqueCardFields, v5CardFields } from "./fixtures/card-fields.js";
import { murkCardFields } from "./fixtures/murk-card-fields.js";

/*
 * Every follow-up action of every ruleset as plain data: a card's fields and the character
 * numbers the action touches, the ruleset's own pure refusal and change (the ones its Foundry
 * action calls), with the dice fixed. The permission matrix and the round-trip tests use them.
 */

/** One follow-up action under test. */
export interface ActionSpec<State> {
  readonly id: string;
  readonly parsePayload: (raw: unknown) => unknown;
  /** A card the action may act on, for a character who can pay. */
  readonly fresh: () => State;
  /** What the button sends, drawn from the card as it is shown. */
  readonly press: (state: State) => unknown;
  /**
   * The ruleset's refusal, on the card as it is now; `actingAsGM` is the executing client's standing,
   * `askerIsGM` the asker's (as the executor knows them from the attested user id).
   */
  readonly refusal: (state: State, payload: never, actingAsGM: boolean, askerIsGM: boolean) => Refusal | null;
  /** The ruleset's change, with the dice fixed. */
  readonly perform: (state: State, payload: never) => State;
  /** What a done action must have changed, said plainly. */
  readonly expectDone: (before: State, after: State) => void;
  /** The refusal a second click on the same drawing gets. */
  readonly againKey: string;
  /** The refusal when no GM is online, for actions that change the world (a GM's documents). */
  readonly gmOnlyKey?: string;
  /** The refusal any asker but a GM gets, for actions only a GM may ask for. */
  readonly gmAskerKey?: string;
  /** A card whose character cannot pay, or that the rules forbid acting on, and its refusal. */
  readonly blocked: { readonly why: "cost" | "rules"; readonly state: () => State; readonly key: string };
}

export type V5State = { card: V5CardFields; willpower: WillpowerTrack };
export const willpowerReroll: ActionSpec<V5State> = {
  id: WILLPOWER_REROLL,
  parsePayload: parseWillpowerReroll,
  fresh: () => ({ card: v5CardFields(), willpower: { max: 4, superficial: 1, aggravated: 0 } }),
  press: () => ({ indices: [0, 2] }),
  refusal: (state, payload: ReturnType<typeof parseWillpowerReroll>) =>
    willpowerRerollRefusal(state.card, "Vivian", state.willpower, payload),
  perform: (state, payload: ReturnType<typeof parseWillpowerReroll>) => {
    const change = decideWillpowerReroll(state.card, state.willpower, payload, [9, 10]);
    return { card: change.card, willpower: { ...state.willpower, superficial: change.superficial } };
  },
  expectDone: (before, after) => {
    expect(after.willpower.superficial).toBe(before.willpower.superficial + 1);
    expect(after.card.normalDice).toEqual([9, 8, 10]);
    expect(after.card.rerolled).toHaveLength(2);
  },
  againKey: "FIVEFOLD.V5.Card.Refused.AlreadyRerolled",
  blocked: {
    why: "cost",
    state: () => ({ card: v5CardFields(), willpower: { max: 4, superficial: 3, aggravated: 1 } }),
    key: "FIVEFOLD.V5.Card.Refused.NoWillpower",
  },
};

// The consequences a bestial failure's card applies. Strength + Brawl, 5 dice, 2 of
// them Hunger dice showing a 1: 1 success against difficulty 3, a bestial failure.
export type V5TollState = { card: V5CardFields; vampire: ConsequenceVampire };
const bestial = (vampire: ConsequenceVampire): V5TollState => ({
  card: v5CardFields({ normalDice: [3, 8, 4], hungerDice: [1, 2] }),
  vampire,
});
const vivian = (track: Pick<ConsequenceVampire, "hunger" | "humanity" | "stains">): ConsequenceVampire => ({
  ...track,
  willpower: { superficial: 1, aggravated: 0 },
  willpowerMax: 5,
});
/** A consequence's action: the ruleset's refusal and change for `which`, on a bestial failure's card. */
function tollSpec(
  which: V5Consequence,
  own: Pick<ActionSpec<V5TollState>, "expectDone" | "againKey" | "blocked">,
): ActionSpec<V5TollState> {
  return {
    id: CONSEQUENCE_ACTIONS[which],
    parsePayload: parseConsequence,
    fresh: () => bestial(vivian({ hunger: 2, humanity: 7, stains: 1 })),
    press: () => ({}),
    refusal: (state) => consequenceRefusal(state.card, which, state.vampire, "Vivian"),
    perform: (state) => {
      const change = decideConsequence(state.card, which, state.vampire);
      return { card: change.card, vampire: { ...state.vampire, ...change.vampire } };
    },
    ...own,
  };
}
export const takeStain = tollSpec("stain", {
  expectDone: (before, after) => {
    expect(after.vampire).toEqual({ ...before.vampire, stains: before.vampire.stains + 1 });
    expect(after.card.stainTaken).toBe(true);
    expect(after.card.hungerRaised ?? false).toBe(false);
  },
  againKey: "FIVEFOLD.V5.Toll.Refused.Applied.stain",
  // A Stain is never refused for want of Humanity boxes (it wounds Willpower instead): only a roll that is neither
  // bestial nor messy is.
  blocked: {
    why: "rules",
    state: () => ({
      card: v5CardFields({ normalDice: [3, 8, 4], hungerDice: [7, 2] }),
      vampire: vivian({ hunger: 2, humanity: 7, stains: 3 }),
    }),
    key: "FIVEFOLD.V5.Toll.Refused.NoConsequence",
  },
});
export const raiseHunger = tollSpec("hunger", {
  expectDone: (before, after) => {
    expect(after.vampire).toEqual({ ...before.vampire, hunger: before.vampire.hunger + 1 });
    expect(after.card.hungerRaised).toBe(true);
  },
  againKey: "FIVEFOLD.V5.Toll.Refused.Applied.hunger",
  blocked: {
    why: "rules",
    state: () => bestial(vivian({ hunger: 5, humanity: 7, stains: 1 })),
    key: "FIVEFOLD.V5.Toll.Refused.HungerFull",
  },
});

// Mara's card, settled with her 9 Potential as the roll found it.
const murkCard = (base: [number, number], attribute: number[]): MurkCardFields =>
  murkCardFields(base, attribute, { settled: { before: 9, spent: 0, gained: 0, lost: 0, after: 9 } });
export type MurkState = { card: MurkCardFields; purse: Purse; stress: number };
function murkPerform(decide: (state: MurkState) => MurkDecision) {
  return (state: MurkState): MurkState => {
    const decided = decide(state);
    if (!decided.ok) throw new Error(decided.refusal.key);
    return {
      card: decided.change.card,
      purse: { ...state.purse, potential: decided.change.potential },
      stress: decided.change.stress ?? state.stress,
    };
  };
}
const mara = (potential: number): Purse => ({ name: "Mara", potential, rank: 2 });
const murkFailure = (potential = 9): MurkState => ({ card: murkCard([2, 3], [3]), purse: mara(potential), stress: 2 });
const murkBotch = (potential = 9): MurkState => ({ card: murkCard([2, 4], [1]), purse: mara(potential), stress: 2 });

export const boost: ActionSpec<MurkState> = {
  id: MURK_ACTIONS.boost,
  parsePayload: parseBoost,
  fresh: () => murkFailure(),
  press: (state) => ({ revision: state.card.revision, points: 1 }),
  refusal: (state, payload: ReturnType<typeof parseBoost>) => {
    const decided = decideBoost(state.card, state.purse, payload);
    return decided.ok ? null : decided.refusal;
  },
  perform: (state, payload: ReturnType<typeof parseBoost>) =>
    murkPerform((s) => decideBoost(s.card, s.purse, payload))(state),
  expectDone: (before, after) => {
    expect(after.purse.potential).toBe(before.purse.potential - 2);
    expect(after.card.boosts).toBe(before.card.boosts + 1);
  },
  againKey: "FIVEFOLD.Card.Refused.Stale",
  blocked: { why: "cost", state: () => murkFailure(1), key: "FIVEFOLD.Murk.Refused.Potential.boost" },
};

export const negateBotch: ActionSpec<MurkState> = {
  id: MURK_ACTIONS.negateBotch,
  parsePayload: parseRevision,
  fresh: () => murkBotch(),
  press: (state) => ({ revision: state.card.revision }),
  refusal: (state, payload: ReturnType<typeof parseRevision>) => {
    const decided = decideNegateBotch(state.card, state.purse, payload);
    return decided.ok ? null : decided.refusal;
  },
  perform: (state, payload: ReturnType<typeof parseRevision>) =>
    murkPerform((s) => decideNegateBotch(s.card, s.purse, payload))(state),
  expectDone: (before, after) => {
    expect(after.purse.potential).toBe(before.purse.potential - 5);
    expect(after.card.botchNegated).toBe(true);
  },
  againKey: "FIVEFOLD.Murk.Refused.AlreadyNegated",
  blocked: { why: "cost", state: () => murkBotch(4), key: "FIVEFOLD.Murk.Refused.Potential.negateBotch" },
};

// A secret roll of Mara's that crushed (2 + 6 + 8 = 16 against DR 5: 16 ≥ 5 + 10), its gains waiting for the GM.
const murkSecretCrush = (): MurkState => ({
  card: { ...murkCard([2, 6], [8]), dr: 5, pendingGains: true },
  purse: mara(9),
  stress: 2,
});

export const settleOutcome: ActionSpec<MurkState> = {
  id: MURK_ACTIONS.settleOutcome,
  parsePayload: parseRevision,
  fresh: murkSecretCrush,
  press: (state) => ({ revision: state.card.revision }),
  refusal: (state, payload: ReturnType<typeof parseRevision>, _actingAsGM, askerIsGM) =>
    settleOutcomeRefusal(state.card, payload, askerIsGM),
  perform: murkPerform((s) => decideSettleOutcome(s.card, s.purse, 3)),
  expectDone: (before, after) => {
    // The Crush d4 shows 3: 9 + 3 Potential, and the gains are settled.
    expect(after.purse.potential).toBe(before.purse.potential + 3);
    expect(after.card.pendingGains).toBe(false);
    expect(after.card.crushDie).toBe(3);
  },
  againKey: "FIVEFOLD.Murk.Refused.AlreadySettled",
  gmAskerKey: "FIVEFOLD.Murk.Refused.SettleGMOnly",
  blocked: {
    why: "rules",
    state: () => ({ ...murkSecretCrush(), card: { ...murkSecretCrush().card, pendingGains: false } }),
    key: "FIVEFOLD.Murk.Refused.AlreadySettled",
  },
};

export const takeStress: ActionSpec<MurkState> = {
  id: MURK_ACTIONS.takeStress,
  parsePayload: parseStress,
  fresh: () => murkFailure(),
  press: (state) => ({ revision: state.card.revision, incoming: 3, mitigated: 2 }),
  refusal: (state, payload: ReturnType<typeof parseStress>) => {
    const decided = decideTakeStress(state.card, state.purse, state.stress, payload);
    return decided.ok ? null : decided.refusal;
  },
  perform: (state, payload: ReturnType<typeof parseStress>) =>
    murkPerform((s) => decideTakeStress(s.card, s.purse, s.stress, payload))(state),
  expectDone: (before, after) => {
    expect(after.purse.potential).toBe(before.purse.potential - 2);
    expect(after.stress).toBe(before.stress + 1);
    expect(after.card.stress).toEqual([{ incoming: 3, mitigated: 2 }]);
  },
  againKey: "FIVEFOLD.Card.Refused.Stale",
  blocked: { why: "cost", state: () => murkFailure(1), key: "FIVEFOLD.Murk.Refused.Potential.mitigate" },
};

export type SunriderState = { card: SunriderCardFields; characterPoints: number };
const complication = (characterPoints = 2): SunriderState => ({
  card: sunriderCardFields([5, 6], [1]),
  characterPoints,
});

export const severity: ActionSpec<SunriderState> = {
  id: SUNRIDER_ACTIONS.severity,
  parsePayload: () => null,
  fresh: () => complication(),
  press: () => null,
  refusal: (state, _payload, actingAsGM) => severityRefusal(state.card, actingAsGM),
  perform: (state) => ({ ...state, card: decideSeverity(state.card, 4, "A weapon jams.") }),
  expectDone: (before, after) => {
    expect(after.card.severity).toEqual({ face: 4, text: "A weapon jams.", key: "" });
    expect(after.characterPoints).toBe(before.characterPoints);
  },
  againKey: "FIVEFOLD.Sunrider.Refused.SeverityRolled",
  gmOnlyKey: "FIVEFOLD.Sunrider.Refused.GMRolls",
  blocked: {
    why: "rules",
    state: () => ({ card: sunriderCardFields([5, 6], [3]), characterPoints: 2 }),
    key: "FIVEFOLD.Sunrider.Refused.NoComplication",
  },
};

export const survive: ActionSpec<SunriderState> = {
  id: SUNRIDER_ACTIONS.survive,
  parsePayload: () => null,
  fresh: () => complication(),
  press: () => null,
  refusal: (state) => {
    const decided = decideSurvive(state.card, "Kesh", state.characterPoints);
    return decided.ok ? null : decided.refusal;
  },
  perform: (state) => {
    const decided = decideSurvive(state.card, "Kesh", state.characterPoints);
    if (!decided.ok) throw new Error(decided.refusal.key);
    return { card: decided.change.card, characterPoints: decided.change.characterPoints };
  },
  expectDone: (before, after) => {
    expect(after.characterPoints).toBe(before.characterPoints - 1);
    expect(after.card.saved).toBe(true);
  },
  againKey: "FIVEFOLD.Sunrider.Refused.AlreadySaved",
  blocked: { why: "cost", state: () => complication(0), key: "FIVEFOLD.Sunrider.Refused.NoCharacterPoints" },
};

export type UniqueState = { card: UniqueCardFields; crises: CrisisTrack };
const noCrises: CrisisTrack = { physical: [], mental: [] };

export const push: ActionSpec<UniqueState> = {
  id: UNIQUE_ACTIONS.push,
  parsePayload: parsePush,
  fresh: () => ({ card: uniqueCardFields([2, 4, 4]), crises: noCrises }),
  press: (state) => ({ pushes: state.card.pushes.length }),
  refusal: (state, payload: ReturnType<typeof parsePush>) =>
    pushRefusal(state.card, payload, { name: "Leanne", crises: state.crises }),
  perform: (state) => ({ ...state, card: decidePush(state.card, 5) }),
  expectDone: (before, after) => {
    expect(after.card.pushes).toEqual([...before.card.pushes, { value: 5, crisis: false }]);
    expect(after.crises).toEqual(before.crises);
  },
  againKey: "FIVEFOLD.Card.Refused.Stale",
  blocked: {
    why: "rules",
    state: () => ({ card: uniqueCardFields([6, 5, 4]), crises: noCrises }),
    key: "FIVEFOLD.Unique.Refused.TargetMet",
  },
};

const crisisCard = (): UniqueCardFields => uniqueCardFields([2, 4, 4], { pushes: [{ value: 2, crisis: true }] });
const crisisBoxes = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ description: `Wound ${index + 1}` }));
export const crisis: ActionSpec<UniqueState> = {
  id: UNIQUE_ACTIONS.crisis,
  parsePayload: parseCrisis,
  fresh: () => ({ card: crisisCard(), crises: noCrises }),
  press: () => ({ kind: "physical", description: "Broken arm" }),
  refusal: (state, payload: ReturnType<typeof parseCrisis>) => {
    const decided = decideCrisis(state.card, "Leanne", state.crises, payload);
    return decided.ok ? null : decided.refusal;
  },
  perform: (state, payload: ReturnType<typeof parseCrisis>) => {
    const decided = decideCrisis(state.card, "Leanne", state.crises, payload);
    if (!decided.ok) throw new Error(decided.refusal.key);
    return { card: decided.card, crises: decided.track };
  },
  expectDone: (before, after) => {
    expect(after.crises.physical).toHaveLength(before.crises.physical.length + 1);
    expect(after.card.crisisMark).toEqual({ kind: "physical", description: "Broken arm" });
  },
  againKey: "FIVEFOLD.Unique.Refused.AlreadyMarked",
  blocked: {
    why: "rules",
    state: () => ({ card: crisisCard(), crises: { physical: crisisBoxes(3), mental: [] } }),
    key: "FIVEFOLD.Unique.Refused.Dead",
  },
};

export type MuckState = { card: MuckCardFields; hazard: number };
export const drawTwist: ActionSpec<MuckState> = {
  id: DRAW_PLOT_TWIST,
  parsePayload: () => null,
  fresh: () => ({ card: muckCardFields([3, 3]), hazard: 2 }),
  press: () => null,
  refusal: (state, _payload, actingAsGM) => twistRefusal(state.card, actingAsGM),
  perform: (state) => {
    const decided = decideTwist(
      state.card,
      { name: "The Tower", prompt: "Something gives way.", img: "tower.svg", reshuffled: false },
      state.hazard,
    );
    return { card: decided.card, hazard: state.hazard + decided.rise };
  },
  expectDone: (before, after) => {
    expect(after.card.twist?.name).toBe("The Tower");
    expect(after.hazard).toBe(before.hazard + 1);
    expect(after.card.twist?.hazardAfter).toBe(after.hazard);
  },
  againKey: "FIVEFOLD.Muckraker.Refused.AlreadyDrawn",
  gmOnlyKey: "FIVEFOLD.Muckraker.Refused.GMDraws",
  blocked: {
    why: "rules",
    state: () => ({ card: muckCardFields([5, 4]), hazard: 2 }),
    key: "FIVEFOLD.Muckraker.Refused.NoPlotTwist",
  },
};

/*
 * Remorse and Mend: the roll posts its card with the vampire as the roll found it and its
 * change pending; the action makes the change once. By hand (RULES.md): a failed Remorse from
 * Humanity 7 and 1 Stain leaves Humanity 6 and no Stains; a failed Mend (Blood Potency 1,
 * mend 1) from Hunger 2 and 3 superficial leaves Hunger 3 and 2 superficial.
 */
export type V5NightState = { card: V5CardFields; vampire: NightVampire };
const nightVampire: NightVampire = { humanity: 7, stains: 1, hunger: 2, superficial: 3 };
const remorseCard = (extra: Partial<V5CardFields> = {}) =>
  v5CardFields({
    pool: 2,
    hunger: 0,
    difficulty: 1,
    kind: "no-hunger",
    normalDice: [2, 3],
    hungerDice: [],
    remorse: true,
    humanityBefore: 7,
    humanityAfter: 6,
    stainsBefore: 1,
    applyState: "pending",
    ...extra,
  });
const mendCard = (extra: Partial<V5CardFields> = {}) =>
  v5CardFields({
    pool: 1,
    hunger: 0,
    difficulty: 1,
    kind: "rouse",
    normalDice: [3],
    hungerDice: [],
    hungerBefore: 2,
    hungerAfter: 3,
    mend: true,
    superficialBefore: 3,
    superficialAfter: 2,
    applyState: "pending",
    ...extra,
  });
function nightSpec(which: NightChange): ActionSpec<V5NightState> {
  const card = which === "remorse" ? remorseCard : mendCard;
  return {
    id: which === "remorse" ? APPLY_REMORSE : APPLY_MEND,
    parsePayload: () => ({}),
    fresh: () => ({ card: card(), vampire: nightVampire }),
    press: () => ({}),
    refusal: (state) => {
      const key = nightChangeRefusal(state.card, which);
      return key ? { key } : null;
    },
    perform: (state) => {
      const decision = decideNightChange(state.card, which, state.vampire);
      return {
        card: { ...state.card, applyState: decision.applyState },
        vampire: decision.applyState === "applied" ? { ...state.vampire, ...decision.update } : state.vampire,
      };
    },
    expectDone: (before, after) => {
      expect(after.vampire).toEqual(
        which === "remorse"
          ? { ...before.vampire, humanity: 6, stains: 0 }
          : { ...before.vampire, hunger: 3, superficial: 2 },
      );
      expect(after.card.applyState).toBe("applied");
    },
    againKey: "FIVEFOLD.V5.Card.Change.Settled",
    // A card saved before the change went through the executor made its change when rolled.
    blocked: {
      why: "rules",
      state: () => ({ card: card({ applyState: "" }), vampire: nightVampire }),
      key: "FIVEFOLD.V5.Card.Change.Settled",
    },
  };
}
export const applyRemorse = nightSpec("remorse");
export const applyMend = nightSpec("mend");

/*
 * The next roll of a V5 extended test: 5 successes within 3 rolls, 3 dice at Hunger 0. The
 * first roll showed 7, 2, 3 (1 success). By hand: the next roll, 8, 9, 2, moves that 1 success
 * into the earlier rolls and shows 2 of its own: 3 of 5 after two rolls. A test whose earlier
 * rolls already hold 4 and whose latest shows a success has reached 5: finished.
 */
export type V5ExtendedState = { card: V5CardFields };
const extendedCard = (extra: Partial<V5CardFields> = {}) =>
  v5CardFields({
    pool: 3,
    hunger: 0,
    difficulty: 1,
    normalDice: [7, 2, 3],
    hungerDice: [],
    extendedTarget: 5,
    extendedRolls: 3,
    extendedPrior: [],
    ...extra,
  });
export const extendedNextRoll: ActionSpec<V5ExtendedState> = {
  id: EXTENDED_NEXT_ROLL,
  parsePayload: parseNextRoll,
  fresh: () => ({ card: extendedCard() }),
  press: (state) => ({ after: (state.card.extendedPrior ?? []).length + 1 }),
  refusal: (state, payload: NextRollPayload) => {
    const key = nextExtendedRollRefusal(state.card, payload);
    return key ? { key } : null;
  },
  perform: (state) => ({ card: decideNextExtendedRoll(state.card, [8, 9, 2]) }),
  expectDone: (_before, after) => {
    expect(after.card.extendedPrior).toEqual([1]);
    expect(after.card.normalDice).toEqual([8, 9, 2]);
  },
  againKey: "FIVEFOLD.V5.Extended.Refused.AlreadyRolled",
  blocked: {
    why: "rules",
    state: () => ({ card: extendedCard({ extendedPrior: [4] }) }),
    key: "FIVEFOLD.V5.Extended.Refused.Finished",
  },
};
