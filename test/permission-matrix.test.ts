import fc from "fast-check";
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { InputError } from "../src/engine/errors.js";
import { executeCardAction, SerialQueue, type CardAction, type CardActionOutcome, type CardActionPort } from "../src/foundry/cards/execute.js";
import { mayActOnCard, routeCardAction } from "../src/foundry/cards/permission.js";
import { boost, crisis, drawTwist, negateBotch, push, raiseHunger, severity, survive, takeStain, takeStress, willpowerReroll, type ActionSpec } from "./card-specs.js";
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

/**
 * Who asks, and what they must get, written by hand from DESIGN.md's chat-card contract:
 * the author, an owner of the character or a GM may act; with no GM online the asker's own
 * client acts only when Foundry lets them update both the card and the character (here,
 * only the author, who also owns the character); an action that changes the GM's world
 * (`gmOnlyKey`) needs a GM's client. "ok*" is "ok", or that action's GM-only refusal.
 */
const ASKERS = [
  ["the author", AUTHOR, true, "ok"],
  ["the author, no GM online", AUTHOR, false, "ok*"],
  ["an owner who is not the author", OWNER, true, "ok"],
  ["an owner who is not the author, no GM online", OWNER, false, "FIVEFOLD.Card.Refused.NoGM"],
  ["another player", OTHER, true, "FIVEFOLD.Card.Refused.NotYours"],
  ["another player, no GM online", OTHER, false, "FIVEFOLD.Card.Refused.NotYours"],
  ["the GM", GM, true, "ok"],
] as const;

/** The matrix's rows for one action. */
function matrix<State>(ruleset: string, spec: ActionSpec<State>): void {
  covered.push(`${ruleset} ${spec.id}`);
  describe(`permission matrix: ${ruleset} ${spec.id}`, () => {
    it.each(ASKERS)("asked by %s", async (_who, user, gmOnline, outcome) => {
      const table = new Table(spec, spec.fresh(), gmOnline);
      const before = structuredClone(table.stored.state);
      const expected = outcome === "ok*" ? (spec.gmOnlyKey ?? "ok") : outcome;
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

    it(`sent any payload at all (${FUZZ_RUNS.payloads} runs): acts as asked, or refuses and changes nothing`, async ({ task }) => {
      task.meta.runs = FUZZ_RUNS.payloads;
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
matrix("v5", takeStain);
matrix("v5", raiseHunger);
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
