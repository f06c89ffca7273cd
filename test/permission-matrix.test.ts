import fc from "fast-check";
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { InputError } from "../src/engine/errors.js";
import { executeCardAction, SerialQueue, type CardAction, type CardActionOutcome, type CardActionPort, type Refusal } from "../src/foundry/cards/execute.js";
import { mayActOnCard, routeCardAction } from "../src/foundry/cards/permission.js";
import { decideTwist, twistRefusal } from "../src/rulesets/muckraker/card-actions.js";
import type { MuckCardFields } from "../src/rulesets/muckraker/card-context.js";
import { DRAW_PLOT_TWIST } from "../src/rulesets/muckraker/card-actions.js";
import { decideBoost, decideNegateBotch, decideTakeStress, parseBoost, parseRevision, parseStress, type MurkDecision } from "../src/rulesets/murk/card-actions.js";
import type { MurkCardFields } from "../src/rulesets/murk/card-context.js";
import type { Purse } from "../src/rulesets/murk/economy.js";
import { MURK_ACTIONS } from "../src/rulesets/murk/card-actions.js";
import { decideSeverity, decideSurvive, severityRefusal } from "../src/rulesets/sunrider/card-actions.js";
import type { SunriderCardFields } from "../src/rulesets/sunrider/card-context.js";
import { SUNRIDER_ACTIONS } from "../src/rulesets/sunrider/card-actions.js";
import { decideCrisis, decidePush, parseCrisis, parsePush, pushRefusal } from "../src/rulesets/unique/card-actions.js";
import type { UniqueCardFields } from "../src/rulesets/unique/card-context.js";
import { UNIQUE_ACTIONS } from "../src/rulesets/unique/card-actions.js";
import type { CrisisTrack } from "../src/rulesets/unique/rules.js";
import { decideWillpowerReroll, parseWillpowerReroll, willpowerRerollRefusal } from "../src/rulesets/v5/card-actions.js";
import type { V5CardFields } from "../src/rulesets/v5/card-context.js";
import { WILLPOWER_REROLL } from "../src/rulesets/v5/card-actions.js";
import type { WillpowerTrack } from "../src/rulesets/v5/rules.js";
import { FUZZ_RUNS } from "./fuzz-runs.js";

/*
 * The permission matrix: every follow-up action of every ruleset, asked by the card's author,
 * an owner of its actor, another player and the GM (with a GM online and without), clicked
 * twice, clicked twice at once, and asked when the character cannot pay (or the rules forbid
 * it). Each action is the ruleset's own pure decision (the one its Foundry action calls),
 * run through the real executor, permission check and routing; the test doubles stand in
 * for the documents (a card's fields and its character as plain data) and for the clients.
 */

/** A card as the doubles keep it: its fields and the character's numbers an action touches. */
interface Stored<State> {
  state: State;
}

/** One follow-up action under test. */
interface ActionSpec<State> {
  readonly id: string;
  readonly parsePayload: (raw: unknown) => unknown;
  /** A card the action may act on, for a character who can pay. */
  readonly fresh: () => State;
  /** What the button sends, drawn from the card as it is shown. */
  readonly press: (state: State) => unknown;
  /** The ruleset's refusal, on the card as it is now; `actingAsGM` is the executing client's standing. */
  readonly refusal: (state: State, payload: never, actingAsGM: boolean) => Refusal | null;
  /** The ruleset's change, with the dice fixed. */
  readonly perform: (state: State, payload: never) => State;
  /** What a done action must have changed, said plainly. */
  readonly expectDone: (before: State, after: State) => void;
  /** The refusal a second click on the same drawing gets. */
  readonly againKey: string;
  /** The refusal when no GM is online, for actions that change the world (a GM's documents). */
  readonly gmOnlyKey?: string;
  /** A card whose character cannot pay, or that the rules forbid acting on, and its refusal. */
  readonly blocked: { readonly why: "cost" | "rules"; readonly state: () => State; readonly key: string };
}

const AUTHOR = { id: "alice", isGM: false };
const OWNER = { id: "bob", isGM: false };
const OTHER = { id: "carol", isGM: false };
const GM = { id: "gm", isGM: true };
type User = typeof AUTHOR;
/** The card was posted by Alice for a character Alice and Bob own. */
const CARD = { authorId: AUTHOR.id, ownerIds: [AUTHOR.id, OWNER.id] };

function standing(user: User) {
  return { isGM: user.isGM, isAuthor: CARD.authorId === user.id, ownsActor: CARD.ownerIds.includes(user.id) };
}

/** Foundry lets the author or a GM update a message, and an owner or a GM update an actor. */
function mayUpdateHere(user: User): boolean {
  const { isGM, isAuthor, ownsActor } = standing(user);
  return (isAuthor || isGM) && (ownsActor || isGM);
}

/** The clients of one world: one queue each, as each client's executor has. */
class Table<State> {
  readonly stored: Stored<State>;
  readonly queues = new Map<string, SerialQueue>();
  constructor(
    readonly spec: ActionSpec<State>,
    state: State,
    readonly gmOnline: boolean,
  ) {
    this.stored = { state };
  }

  #port(): CardActionPort<Stored<State>, State> {
    return {
      load: (id) => (id === "card" ? { state: structuredClone(this.stored.state) } : null),
      mayAct: (_card, userId) => mayActOnCard(standing([AUTHOR, OWNER, OTHER, GM].find((user) => user.id === userId) ?? OTHER)),
      apply: async (_card, change) => {
        await Promise.resolve();
        this.stored.state = change.card;
      },
    };
  }

  #action(actingAsGM: boolean): CardAction<Stored<State>, unknown, State> {
    const { spec } = this;
    return {
      id: spec.id,
      parsePayload: spec.parsePayload,
      refusal: (card, payload) => spec.refusal(card.state, payload as never, actingAsGM),
      perform: async (card, payload) => ({ card: spec.perform(card.state, payload as never) }),
    };
  }

  /** What a click does, as `requestCardAction` and the socket carry it: checked, routed, queued, run. */
  async click(user: User, raw: unknown): Promise<CardActionOutcome> {
    if (!mayActOnCard(standing(user))) return { ok: false, refusal: { key: "FIVEFOLD.Card.Refused.NotYours" } };
    const route = routeCardAction(user.id, this.gmOnline ? GM.id : null, mayUpdateHere(user));
    if (route === "noGM") return { ok: false, refusal: { key: "FIVEFOLD.Card.Refused.NoGM" } };
    const executor = route === "activeGM" ? GM : user;
    const queue = this.queues.get(executor.id) ?? new SerialQueue();
    this.queues.set(executor.id, queue);
    return queue.run("card", async () => {
      try {
        return await executeCardAction(this.#port(), this.#action(executor.isGM), { messageId: "card", actionId: this.spec.id, userId: user.id, payload: raw });
      } catch (error) {
        if (error instanceof InputError) return { ok: false, refusal: { key: "FIVEFOLD.Card.Refused.BadRequest" } };
        throw error;
      }
    });
  }
}

function keyOf(outcome: CardActionOutcome): string {
  return outcome.ok ? "ok" : outcome.refusal.key;
}

// ---- The five rulesets' actions ------------------------------------------------------------

function v5Card(extra: Partial<V5CardFields> = {}): V5CardFields {
  return { label: "Strength + Brawl", pool: 5, hunger: 2, difficulty: 3, kind: "standard", botchRule: true, normalDice: [3, 8, 4], hungerDice: [7, 2], rerolled: [], hungerBefore: 0, hungerAfter: 0, power: "", ...extra };
}
type V5State = { card: V5CardFields; willpower: WillpowerTrack };
const willpowerReroll: ActionSpec<V5State> = {
  id: WILLPOWER_REROLL,
  parsePayload: parseWillpowerReroll,
  fresh: () => ({ card: v5Card(), willpower: { max: 4, superficial: 1, aggravated: 0 } }),
  press: () => ({ indices: [0, 2] }),
  refusal: (state, payload: ReturnType<typeof parseWillpowerReroll>) => willpowerRerollRefusal(state.card, "Vivian", state.willpower, payload),
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
  blocked: { why: "cost", state: () => ({ card: v5Card(), willpower: { max: 4, superficial: 3, aggravated: 1 } }), key: "FIVEFOLD.V5.Card.Refused.NoWillpower" },
};

function murkCard(base: [number, number], attribute: number[], extra: Partial<MurkCardFields> = {}): MurkCardFields {
  return {
    label: "Brawn", die: 8, explode: false, modifier: 0, preBoost: 0, dr: 10, base, attribute, crushDie: null,
    settled: { before: 9, spent: 0, gained: 0, lost: 0, after: 9 }, boosts: 0, botchNegated: false, stress: [], revision: 0, ...extra,
  };
}
type MurkState = { card: MurkCardFields; purse: Purse; stress: number };
function murkPerform(decide: (state: MurkState) => MurkDecision) {
  return (state: MurkState): MurkState => {
    const decided = decide(state);
    if (!decided.ok) throw new Error(decided.refusal.key);
    return { card: decided.change.card, purse: { ...state.purse, potential: decided.change.potential }, stress: decided.change.stress ?? state.stress };
  };
}
const mara = (potential: number): Purse => ({ name: "Mara", potential, rank: 2 });
const murkFailure = (potential = 9): MurkState => ({ card: murkCard([2, 3], [3]), purse: mara(potential), stress: 2 });
const murkBotch = (potential = 9): MurkState => ({ card: murkCard([2, 4], [1]), purse: mara(potential), stress: 2 });

const boost: ActionSpec<MurkState> = {
  id: MURK_ACTIONS.boost,
  parsePayload: parseBoost,
  fresh: () => murkFailure(),
  press: (state) => ({ revision: state.card.revision, points: 1 }),
  refusal: (state, payload: ReturnType<typeof parseBoost>) => {
    const decided = decideBoost(state.card, state.purse, payload);
    return decided.ok ? null : decided.refusal;
  },
  perform: (state, payload: ReturnType<typeof parseBoost>) => murkPerform((s) => decideBoost(s.card, s.purse, payload))(state),
  expectDone: (before, after) => {
    expect(after.purse.potential).toBe(before.purse.potential - 2);
    expect(after.card.boosts).toBe(before.card.boosts + 1);
  },
  againKey: "FIVEFOLD.Card.Refused.Stale",
  blocked: { why: "cost", state: () => murkFailure(1), key: "FIVEFOLD.Murk.Refused.Potential.boost" },
};

const negateBotch: ActionSpec<MurkState> = {
  id: MURK_ACTIONS.negateBotch,
  parsePayload: parseRevision,
  fresh: () => murkBotch(),
  press: (state) => ({ revision: state.card.revision }),
  refusal: (state, payload: ReturnType<typeof parseRevision>) => {
    const decided = decideNegateBotch(state.card, state.purse, payload);
    return decided.ok ? null : decided.refusal;
  },
  perform: (state, payload: ReturnType<typeof parseRevision>) => murkPerform((s) => decideNegateBotch(s.card, s.purse, payload))(state),
  expectDone: (before, after) => {
    expect(after.purse.potential).toBe(before.purse.potential - 5);
    expect(after.card.botchNegated).toBe(true);
  },
  againKey: "FIVEFOLD.Murk.Refused.AlreadyNegated",
  blocked: { why: "cost", state: () => murkBotch(4), key: "FIVEFOLD.Murk.Refused.Potential.negateBotch" },
};

const takeStress: ActionSpec<MurkState> = {
  id: MURK_ACTIONS.takeStress,
  parsePayload: parseStress,
  fresh: () => murkFailure(),
  press: (state) => ({ revision: state.card.revision, incoming: 3, mitigated: 2 }),
  refusal: (state, payload: ReturnType<typeof parseStress>) => {
    const decided = decideTakeStress(state.card, state.purse, state.stress, payload);
    return decided.ok ? null : decided.refusal;
  },
  perform: (state, payload: ReturnType<typeof parseStress>) => murkPerform((s) => decideTakeStress(s.card, s.purse, s.stress, payload))(state),
  expectDone: (before, after) => {
    expect(after.purse.potential).toBe(before.purse.potential - 2);
    expect(after.stress).toBe(before.stress + 1);
    expect(after.card.stress).toEqual([{ incoming: 3, mitigated: 2 }]);
  },
  againKey: "FIVEFOLD.Card.Refused.Stale",
  blocked: { why: "cost", state: () => murkFailure(1), key: "FIVEFOLD.Murk.Refused.Potential.mitigate" },
};

function sunriderCard(dice: number[], chance: number[], extra: Partial<SunriderCardFields> = {}): SunriderCardFields {
  return { label: "Firearms", base: dice.length + 1, bonus: 0, bonusNames: [], time: 0, synergy: 0, actions: 1, rush: 0, cp: false, modifier: 0, difficulty: 15, dice, chance, severity: null, saved: false, ...extra };
}
type SunriderState = { card: SunriderCardFields; characterPoints: number };
const complication = (characterPoints = 2): SunriderState => ({ card: sunriderCard([5, 6], [1]), characterPoints });

const severity: ActionSpec<SunriderState> = {
  id: SUNRIDER_ACTIONS.severity,
  parsePayload: () => null,
  fresh: () => complication(),
  press: () => null,
  refusal: (state, _payload, actingAsGM) => severityRefusal(state.card, actingAsGM),
  perform: (state) => ({ ...state, card: decideSeverity(state.card, 4, "A weapon jams.") }),
  expectDone: (before, after) => {
    expect(after.card.severity).toEqual({ face: 4, text: "A weapon jams." });
    expect(after.characterPoints).toBe(before.characterPoints);
  },
  againKey: "FIVEFOLD.Sunrider.Refused.SeverityRolled",
  gmOnlyKey: "FIVEFOLD.Sunrider.Refused.GMRolls",
  blocked: { why: "rules", state: () => ({ card: sunriderCard([5, 6], [3]), characterPoints: 2 }), key: "FIVEFOLD.Sunrider.Refused.NoComplication" },
};

const survive: ActionSpec<SunriderState> = {
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

function uniqueCard(dice: number[], extra: Partial<UniqueCardFields> = {}): UniqueCardFields {
  return { label: "Precision", pool: dice.length, target: 15, tense: true, dice, pushes: [], crisisMark: null, ...extra };
}
type UniqueState = { card: UniqueCardFields; crises: CrisisTrack };
const noCrises: CrisisTrack = { physical: [], mental: [] };

const push: ActionSpec<UniqueState> = {
  id: UNIQUE_ACTIONS.push,
  parsePayload: parsePush,
  fresh: () => ({ card: uniqueCard([2, 4, 4]), crises: noCrises }),
  press: (state) => ({ pushes: state.card.pushes.length }),
  refusal: (state, payload: ReturnType<typeof parsePush>) => pushRefusal(state.card, payload),
  perform: (state) => ({ ...state, card: decidePush(state.card, 5) }),
  expectDone: (before, after) => {
    expect(after.card.pushes).toEqual([...before.card.pushes, { value: 5, crisis: false }]);
    expect(after.crises).toEqual(before.crises);
  },
  againKey: "FIVEFOLD.Card.Refused.Stale",
  blocked: { why: "rules", state: () => ({ card: uniqueCard([6, 5, 4]), crises: noCrises }), key: "FIVEFOLD.Unique.Refused.TargetMet" },
};

const crisisCard = (): UniqueCardFields => uniqueCard([2, 4, 4], { pushes: [{ value: 2, crisis: true }] });
const crisisBoxes = (count: number) => Array.from({ length: count }, (_, index) => ({ description: `Wound ${index + 1}` }));
const crisis: ActionSpec<UniqueState> = {
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
  blocked: { why: "rules", state: () => ({ card: crisisCard(), crises: { physical: crisisBoxes(3), mental: [] } }), key: "FIVEFOLD.Unique.Refused.Dead" },
};

function muckCard(white: [number, number], extra: Partial<MuckCardFields> = {}): MuckCardFields {
  return { label: "Sneak", skill: 2, cn: 8, genetics: "none", genetic: 7, stress: 3, tiesSucceed: false, white, red: null, twist: null, ...extra };
}
type MuckState = { card: MuckCardFields; hazard: number };
const drawTwist: ActionSpec<MuckState> = {
  id: DRAW_PLOT_TWIST,
  parsePayload: () => null,
  fresh: () => ({ card: muckCard([3, 3]), hazard: 2 }),
  press: () => null,
  refusal: (state, _payload, actingAsGM) => twistRefusal(state.card, actingAsGM),
  perform: (state) => {
    const decided = decideTwist(state.card, { name: "The Tower", prompt: "Something gives way.", img: "tower.svg", reshuffled: false }, state.hazard);
    return { card: decided.card, hazard: state.hazard + decided.rise };
  },
  expectDone: (before, after) => {
    expect(after.card.twist?.name).toBe("The Tower");
    expect(after.hazard).toBe(before.hazard + 1);
    expect(after.card.twist?.hazardAfter).toBe(after.hazard);
  },
  againKey: "FIVEFOLD.Muckraker.Refused.AlreadyDrawn",
  gmOnlyKey: "FIVEFOLD.Muckraker.Refused.GMDraws",
  blocked: { why: "rules", state: () => ({ card: muckCard([5, 4]), hazard: 2 }), key: "FIVEFOLD.Muckraker.Refused.NoPlotTwist" },
};

/** Who asks, and what they must get, with a GM online and without. */
function expectedFor<State>(user: User, gmOnline: boolean, spec: ActionSpec<State>): string {
  if (!mayActOnCard(standing(user))) return "FIVEFOLD.Card.Refused.NotYours";
  if (!gmOnline && !mayUpdateHere(user)) return "FIVEFOLD.Card.Refused.NoGM";
  if (!gmOnline && !user.isGM && spec.gmOnlyKey) return spec.gmOnlyKey;
  return "ok";
}

const ASKERS = [
  ["the author", AUTHOR, true],
  ["the author, no GM online", AUTHOR, false],
  ["an owner who is not the author", OWNER, true],
  ["an owner who is not the author, no GM online", OWNER, false],
  ["another player", OTHER, true],
  ["another player, no GM online", OTHER, false],
  ["the GM", GM, true],
] as const;

/** The matrix's rows for one action. */
function matrix<State>(ruleset: string, spec: ActionSpec<State>): void {
  covered.push(`${ruleset} ${spec.id}`);
  describe(`permission matrix: ${ruleset} ${spec.id}`, () => {
    it.each(ASKERS)("asked by %s", async (_who, user, gmOnline) => {
      const table = new Table(spec, spec.fresh(), gmOnline);
      const before = structuredClone(table.stored.state);
      const expected = expectedFor(user, gmOnline, spec);
      expect(keyOf(await table.click(user, spec.press(before)))).toBe(expected);
      if (expected === "ok") spec.expectDone(before, table.stored.state);
      else expect(table.stored.state).toEqual(before);
    });

    it("clicked twice on the same drawing: acts once, the second click is refused", async () => {
      const table = new Table(spec, spec.fresh(), true);
      const pressed = spec.press(table.stored.state);
      const before = structuredClone(table.stored.state);
      expect(keyOf(await table.click(AUTHOR, pressed))).toBe("ok");
      const once = structuredClone(table.stored.state);
      expect(keyOf(await table.click(AUTHOR, pressed))).toBe(spec.againKey);
      expect(table.stored.state).toEqual(once);
      spec.expectDone(before, once);
    });

    it("two clicks racing from two clients: one acts, the other is refused, the cost is paid once", async () => {
      const table = new Table(spec, spec.fresh(), true);
      const pressed = spec.press(table.stored.state);
      const before = structuredClone(table.stored.state);
      const outcomes = await Promise.all([table.click(AUTHOR, pressed), table.click(OWNER, pressed)]);
      expect(outcomes.map(keyOf).sort()).toEqual([spec.againKey, "ok"].sort());
      spec.expectDone(before, table.stored.state);
    });

    it(`refused when ${spec.blocked.why === "cost" ? "the character cannot pay" : "the rules forbid it"}, and nothing changes`, async () => {
      const table = new Table(spec, spec.blocked.state(), true);
      const before = structuredClone(table.stored.state);
      expect(keyOf(await table.click(AUTHOR, spec.press(before)))).toBe(spec.blocked.key);
      expect(table.stored.state).toEqual(before);
    });

    it(`sent any payload at all (${FUZZ_RUNS.payloads} runs): acts as asked, or refuses and changes nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.anything(), async (raw) => {
          const table = new Table(spec, spec.fresh(), true);
          const before = structuredClone(table.stored.state);
          const outcome = await table.click(AUTHOR, raw);
          if (!outcome.ok) expect(table.stored.state).toEqual(before);
        }),
        { numRuns: FUZZ_RUNS.payloads },
      );
    });
  });
}

/** Every follow-up action of every ruleset, as "ruleset id". */
const covered: string[] = [];
matrix("v5", willpowerReroll);
matrix("murk", boost);
matrix("murk", negateBotch);
matrix("murk", takeStress);
matrix("sunrider", severity);
matrix("sunrider", survive);
matrix("unique", push);
matrix("unique", crisis);
matrix("muckraker", drawTwist);

describe("the permission matrix itself", () => {
  it("covers every card action each ruleset registers", () => {
    // The rulesets' index files import Foundry, so their `cardActions` lists are read as text.
    const rulesets = readdirSync("src/rulesets", { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(rulesets).toHaveLength(5);
    for (const { name: ruleset } of rulesets) {
      const listed = /cardActions: \[([^\]]*)\]/.exec(readFileSync(`src/rulesets/${ruleset}/index.ts`, "utf8"))?.[1] ?? "";
      const registered = listed.split(",").filter((name) => name.trim() !== "").length;
      expect([ruleset, covered.filter((name) => name.startsWith(`${ruleset} `)).length]).toEqual([ruleset, registered]);
    }
  });
});
