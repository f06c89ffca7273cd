import { requestCardAction } from "../../../foundry/chat/actions.js";
import { systemOf } from "../../../foundry/documents/system-of.js";
import { fixtureSuite, readBack, withDice, type QuenchBatch } from "../../../foundry/quench/quench.js";
import { dice } from "../../../foundry/quench/quench-dice.js";
import { postFrenzyTest, postRemorseCheck, postRouseCheck, postV5Roll } from "./chat.js";
import { V5VampireData } from "./data.js";
import { V5RollMessage } from "./message.js";
import { WILLPOWER_REROLL } from "../view/card-decisions.js";
import { STORED_ROLL_CLASS, V5Roll } from "./roll.js";
import { parseV5Inputs } from "../rules/rules.js";
import { postMend } from "./night-chat.js";
import { forcedRouseCheck } from "./forced-rouse.js";
import { openV5RollDialog } from "./open-dialog.js";
import { FRENZY_STATUS, setFrenzy } from "./frenzy-status.js";
import { CONSEQUENCE_ACTIONS } from "../view/consequences.js";
import { V5ContestMessage } from "./contest-message.js";
import { V5_CONTEST_ACTIONS, v5ContestResult } from "../view/contest-card.js";
import { drawCard } from "../../../foundry/chat/card-message.js";

function vampireOf(actor: Actor.Implementation): V5VampireData {
  return systemOf(actor, V5VampireData, "a V5 vampire");
}

function rollOf(message: ChatMessage.Implementation | undefined): V5RollMessage {
  return systemOf(message, V5RollMessage, "a V5 roll card");
}

/** The card's text as a client draws it, from the message's data. */
async function cardText(message: ChatMessage.Implementation): Promise<string> {
  const html = await message.renderHTML();
  // Drawn as the chat log draws it; only a V5 roll card is read here.
  rollOf(message);
  await drawCard(message, html);
  return html.querySelector(".v5-card")?.textContent.replace(/\s+/g, " ").trim() ?? "";
}

const VAMPIRE = {
  hunger: 2,
  attributes: { composure: 3, resolve: 2, wits: 3 },
  skills: { awareness: { value: 2, specialties: [] } },
};

/**
 * Inside a real Foundry world with the Quench module, with dice the batch sets: create a
 * vampire, roll, reroll with Willpower (once), draw the card again from what the server
 * stored, Rouse (a failure, then a pass). Its actor and cards are deleted after.
 */
/** A contest's winner and margin, or null before both sides have rolled. */
function pick(outcome: { winner: string; margin: number } | null): { winner: string; margin: number } | null {
  return outcome && { winner: outcome.winner, margin: outcome.margin };
}

export const v5QuenchBatch: QuenchBatch = {
  key: "fivefold.v5",
  displayName:
    "Fivefold: V5 roll, Willpower reroll, reload, Rouse, Mend, Frenzy, forced Rouse at Hunger 5, consequences, Stain overflow, Impairment",
  run(context) {
    const { it, before, assert } = context;
    fixtureSuite(context, "a V5 vampire's roll from start to reload", () => {
      let actor: Actor.Implementation | undefined;
      let message: ChatMessage.Implementation | undefined;

      before(async () => {
        actor = await Actor.implementation.create({ name: "Quench Vampire", type: "v5Vampire", system: VAMPIRE });
      });

      it("posts a card with the pool's dice, Hunger dice apart", async () => {
        if (!actor) throw new Error("no actor");
        const inputs = parseV5Inputs({
          pool: 6,
          hunger: vampireOf(actor).hunger,
          difficulty: 3,
          kind: "standard",
          botchRule: true,
        });
        // Normal dice 2, 7, 10, 3; Hunger dice 6, 1.
        message = await withDice(dice(10, 2, 7, 10, 3, 6, 1), () =>
          postV5Roll(actor ?? null, { inputs, label: "Wits + Awareness" }),
        );
        const roll = rollOf(message);
        assert.deepEqual([...roll.normalDice], [2, 7, 10, 3]);
        assert.deepEqual([...roll.hungerDice], [6, 1]);
        assert.equal(message?.rolls.length, 1);
      });

      it("rerolls the 2 and the 3 with Willpower once: 1 superficial Willpower, a second click refused", async () => {
        if (!actor || !message) throw new Error("no roll");
        const card = message;
        assert.isTrue(
          await withDice(dice(10, 8, 9), () => requestCardAction(card, WILLPOWER_REROLL, { indices: [0, 3] })),
        );
        assert.deepEqual([...rollOf(message).normalDice], [8, 7, 10, 9]);
        assert.deepEqual(
          rollOf(message).rerolled.map((die) => ({ ...die })),
          [
            { index: 0, before: 2, after: 8 },
            { index: 3, before: 3, after: 9 },
          ],
        );
        assert.equal(vampireOf(actor).willpower.superficial, 1);
        assert.isFalse(await requestCardAction(message, WILLPOWER_REROLL, { indices: [1] }));
        assert.equal(vampireOf(actor).willpower.superficial, 1);
      });

      it("draws the same card from what the server stored, as after a reload", async () => {
        if (!message) throw new Error("no roll");
        const { document, from } = await readBack(message);
        assert.deepEqual([...rollOf(document).normalDice], [8, 7, 10, 9], `read from ${from}`);
        assert.equal(await cardText(document), await cardText(message), `read from ${from}`);
      });

      it("raises Hunger on a failed Rouse check (a 3) and keeps it on a pass (an 8)", async () => {
        if (!actor) throw new Error("no actor");
        const vampire = actor;
        assert.ok(await withDice(dice(10, 3), () => postRouseCheck(vampire)), "no Rouse card");
        assert.equal(vampireOf(actor).hunger, 3);
        assert.ok(await withDice(dice(10, 8), () => postRouseCheck(vampire)), "no Rouse card");
        assert.equal(vampireOf(actor).hunger, 3);
      });

      it("re-rolls a failed Rouse check for a power within the Blood Potency's re-roll level: two Rolls on one card", async () => {
        if (!actor) throw new Error("no actor");
        const vampire = actor;
        // Blood Potency 3 re-rolls Rouse checks of powers up to level 2: a 2, then a 7, passes.
        await actor.update({ system: { bloodPotency: 3, hunger: 2 } });
        const card = await withDice(dice(10, 2, 7), () => postRouseCheck(vampire, { name: "Cloud Memory", level: 2 }));
        assert.ok(card, "no Rouse card");
        assert.deepEqual([...rollOf(card).normalDice], [2, 7]);
        assert.isTrue(rollOf(card).reroll);
        assert.equal(card?.rolls.length, 2);
        assert.equal(vampireOf(actor).hunger, 2);
        // A level 3 power is above the re-roll level: one die, a 2, fails.
        const above = await withDice(dice(10, 2), () => postRouseCheck(vampire, { name: "Mesmerize", level: 3 }));
        assert.deepEqual([...rollOf(above).normalDice], [2]);
        assert.equal(vampireOf(actor).hunger, 3);
      });

      it("rolls a Blood Surge with its pool: the surge dice in the pool, its Rouse check on the same card, Hunger +1 after", async () => {
        if (!actor) throw new Error("no actor");
        const vampire = actor;
        await actor.update({ system: { bloodPotency: 3, hunger: 2 } });
        // 4 dice + Blood Potency 3's 2 surge dice = 6 (Hunger 2), then the Surge's Rouse die, a 4: a failure.
        const inputs = parseV5Inputs({ pool: 6, hunger: 2, difficulty: 2, kind: "standard", botchRule: true });
        const card = await withDice(dice(10, 7, 3, 8, 2, 6, 5, 4), () =>
          postV5Roll(vampire, { inputs, label: "Wits + Awareness", surgeDice: 2 }),
        );
        const roll = rollOf(card);
        assert.deepEqual(
          [[...roll.normalDice], [...roll.hungerDice], [...roll.surgeRouse]],
          [[7, 3, 8, 2], [6, 5], [4]],
        );
        assert.equal(roll.surgeDice, 2);
        assert.equal(card?.rolls.length, 2);
        assert.equal(roll.hunger, 2, "the surged roll keeps the Hunger it was made at");
        assert.equal(vampireOf(actor).hunger, 3);
        if (!card) throw new Error("no surged card");
        assert.isTrue(/Blood Surge: \+2 dice/.test(await cardText(card)), "the card names the Surge");
      });

      it("applies Remorse once: Stains cleared, Humanity -1 without a success, a second click refused", async () => {
        if (!actor) throw new Error("no actor");
        const vampire = actor;
        await actor.update({ system: { humanity: 6, stains: 2 } });
        // Humanity 6 and 2 Stains leave 2 boxes: a 3 and a 2 are no success, so Humanity drops to 5.
        assert.ok(await withDice(dice(10, 3, 2), () => postRemorseCheck(vampire)), "no Remorse card");
        assert.equal(vampireOf(actor).stains, 0);
        assert.equal(vampireOf(actor).humanity, 5);
        assert.equal(await postRemorseCheck(actor), undefined);
        assert.equal(vampireOf(actor).humanity, 5);
      });
    });

    // Mend, a Frenzy test, and a consequence applied from a bestial failure's card.
    fixtureSuite(context, "a V5 vampire's night: Mend, Frenzy, consequences", () => {
      let actor: Actor.Implementation | undefined;

      before(async () => {
        actor = await Actor.implementation.create({
          name: "Quench Elder",
          type: "v5Vampire",
          system: { ...VAMPIRE, bloodPotency: 2, humanity: 7, health: { superficial: 3, aggravated: 1, bonus: 0 } },
        });
      });

      it("mends 2 superficial Health at Blood Potency 2 on a failed Rouse check (a 4), raising Hunger, aggravated untouched", async () => {
        if (!actor) throw new Error("no actor");
        const vampire = actor;
        const message = await withDice(dice(10, 4), () => postMend(vampire));
        assert.ok(message, "no Mend card");
        assert.equal(vampireOf(actor).health.superficial, 1);
        assert.equal(vampireOf(actor).health.aggravated, 1);
        assert.equal(vampireOf(actor).hunger, 3);
        assert.isTrue(rollOf(message).mend);
      });

      it("refuses to Mend at Hunger 5, changing nothing", async () => {
        if (!actor) throw new Error("no actor");
        await actor.update({ system: { hunger: 5 } });
        assert.equal(await postMend(actor), undefined);
        assert.equal(vampireOf(actor).health.superficial, 1);
        await actor.update({ system: { hunger: 2 } });
      });

      it("at Hunger 5 refuses a power's Rouse check; the GM's forced Rouse check there rolls a hunger frenzy test at difficulty 4", async () => {
        if (!actor) throw new Error("no actor");
        const vampire = actor;
        await actor.update({ system: { hunger: 5 } });
        assert.equal(await postRouseCheck(vampire, { name: "Awe", level: 1 }), undefined);
        // Frenzy pool by hand: Willpower 5 (Composure 3 + Resolve 2, unmarked) + floor(Humanity 7 / 3) = 7 dice, no
        // Hunger dice.
        // Faces 2, 3, 7, 1, 4, 5, 6: two successes against 4, a failure.
        const before = new Set(game.messages?.contents.map((message) => message.id));
        await withDice(dice(10, 2, 3, 7, 1, 4, 5, 6), () => forcedRouseCheck(vampire, true));
        const posted = game.messages?.contents.filter((message) => !before.has(message.id)) ?? [];
        assert.equal(posted.length, 1, "one card: the frenzy test, no Rouse check");
        const test = rollOf(posted[0]);
        assert.isTrue(test.frenzyTest);
        assert.deepEqual([test.pool, test.difficulty, test.kind], [7, 4, "no-hunger"]);
        assert.equal(vampireOf(actor).hunger, 5);
        assert.isTrue(vampireOf(actor).frenzy);
        await setFrenzy(actor, false);
        await actor.update({ system: { hunger: 2 } });
      });

      it("puts the vampire in frenzy on a failed Frenzy test (flag and token status), and clears both", async () => {
        if (!actor) throw new Error("no actor");
        const vampire = actor;
        const inputs = parseV5Inputs({ pool: 3, hunger: 0, difficulty: 2, kind: "no-hunger", botchRule: true });
        const message = await withDice(dice(10, 2, 3, 7), () =>
          postFrenzyTest(vampire, inputs, { label: "Frenzy test" }),
        );
        assert.isTrue(rollOf(message).frenzyTest);
        assert.isTrue(vampireOf(actor).frenzy);
        assert.isTrue(actor.statuses.has(FRENZY_STATUS));
        await setFrenzy(actor, false);
        assert.isFalse(vampireOf(actor).frenzy);
        assert.isFalse(actor.statuses.has(FRENZY_STATUS));
      });

      it("takes a Stain from a bestial failure's card once; a second click is refused", async () => {
        if (!actor) throw new Error("no actor");
        const inputs = parseV5Inputs({ pool: 4, hunger: 2, difficulty: 3, kind: "standard", botchRule: true });
        // Normal dice 2, 7; Hunger dice 1, 4: one success against 3 with a Hunger 1, a bestial failure.
        const vampire = actor;
        const message = await withDice(dice(10, 2, 7, 1, 4), () =>
          postV5Roll(vampire, { inputs, label: "Manipulation + Subterfuge" }),
        );
        if (!message) throw new Error("no card");
        const stains = vampireOf(actor).stains;
        assert.isTrue(await requestCardAction(message, CONSEQUENCE_ACTIONS.stain, {}));
        assert.equal(vampireOf(actor).stains, stains + 1);
        assert.isTrue(rollOf(message).stainTaken);
        assert.isFalse(await requestCardAction(message, CONSEQUENCE_ACTIONS.stain, {}));
        assert.equal(vampireOf(actor).stains, stains + 1);
      });

      it("takes a Stain with no empty Humanity box left as 1 aggravated Willpower damage, and the card says so", async () => {
        if (!actor) throw new Error("no actor");
        const vampire = actor;
        // Humanity 7 leaves 3 boxes, all stained.
        await actor.update({ system: { humanity: 7, stains: 3, willpower: { superficial: 0, aggravated: 0 } } });
        const inputs = parseV5Inputs({ pool: 4, hunger: 2, difficulty: 3, kind: "standard", botchRule: true });
        const message = await withDice(dice(10, 2, 7, 1, 4), () =>
          postV5Roll(vampire, { inputs, label: "Manipulation + Subterfuge" }),
        );
        if (!message) throw new Error("no card");
        assert.isTrue(await requestCardAction(message, CONSEQUENCE_ACTIONS.stain, {}));
        assert.equal(vampireOf(actor).stains, 3);
        assert.equal(vampireOf(actor).willpower.aggravated, 1);
        assert.equal(rollOf(message).stainOverflow, 1);
        assert.isTrue(
          /the Stain inflicted 1 aggravated Willpower damage instead/.test(await cardText(message)),
          "the card says the Stain wounded Willpower",
        );
      });

      it("takes 2 dice from a Physical pool when every Health box is damaged, on a shift-click roll, and the card says so", async () => {
        if (!actor) throw new Error("no actor");
        const vampire = actor;
        // Stamina 1: Health 4 boxes, all damaged. Strength 4 + Athletics 2 = 6, Impaired -2 = 4 dice at Hunger 2.
        await actor.update({
          system: {
            hunger: 2,
            attributes: { strength: 4 },
            skills: { athletics: { value: 2 } },
            health: { superficial: 3, aggravated: 1 },
          },
        });
        const before = new Set(game.messages?.contents.map((message) => message.id));
        await withDice(dice(10, 7, 3, 8, 2), () =>
          openV5RollDialog(vampire, { attribute: "strength", skill: "athletics" }, { skipDialog: true }),
        );
        const posted = game.messages?.contents.filter((message) => !before.has(message.id)) ?? [];
        assert.equal(posted.length, 1);
        const roll = rollOf(posted[0]);
        assert.deepEqual([roll.pool, roll.impaired], [4, "physical"]);
        assert.isTrue(
          /Impaired \(every Health box damaged\)/.test(await cardText(posted[0])),
          "the card says the pool was Impaired",
        );
        await actor.update({ system: { health: { superficial: 1, aggravated: 1 } } });
      });
    });

    fixtureSuite(context, "a V5 contest between two vampires, Willpower rerolls in the rule text's order", () => {
      let ada: Actor.Implementation | undefined;
      let bruno: Actor.Implementation | undefined;
      let message: ChatMessage.Implementation | undefined;
      const contest = () => systemOf(message, V5ContestMessage, "a V5 contest card");

      before(async () => {
        ada = await Actor.implementation.create({ name: "Quench Ada", type: "v5Vampire", system: VAMPIRE });
        bruno = await Actor.implementation.create({ name: "Quench Bruno", type: "v5Vampire", system: VAMPIRE });
      });

      it("posts the contest: Wits + Awareness (5 dice, Hunger 2) a side, nobody rolled", async () => {
        if (!ada || !bruno) throw new Error("no actors");
        // Contests post from the file fetched on demand (on-demand.ts), as the setup dialog does.
        const { postV5Contest, v5SetupSide } = await import("./on-demand.js");
        const side = (actor: Actor.Implementation) => ({
          ...v5SetupSide(actor.uuid),
          attribute: "wits" as const,
          skill: "awareness" as const,
        });
        message =
          (await postV5Contest({ first: side(ada), second: side(bruno), rollMode: "publicroll" }, [ada, bruno])) ??
          undefined;
        assert.equal(contest().first.pool, 5);
        assert.equal(contest().second.hunger, 2);
        assert.equal(v5ContestResult(contest().fields), null);
      });

      it("rolls each side once (a second click refused), then shows the winner by the margin", async () => {
        if (!message) throw new Error("no contest");
        const card = message;
        // Ada: 7, 2, 3 and Hunger 8, 1 (2 successes); Bruno: 6, 9, 10 and Hunger 4, 2 (3 successes).
        assert.isTrue(
          await withDice(dice(10, 7, 2, 3, 8, 1), () =>
            requestCardAction(card, V5_CONTEST_ACTIONS.roll, { side: "first" }),
          ),
        );
        assert.isFalse(await requestCardAction(card, V5_CONTEST_ACTIONS.roll, { side: "first" }));
        assert.isTrue(
          await withDice(dice(10, 6, 9, 10, 4, 2), () =>
            requestCardAction(card, V5_CONTEST_ACTIONS.roll, { side: "second" }),
          ),
        );
        assert.deepEqual(pick(v5ContestResult(contest().fields)), { winner: "second", margin: -1 });
        // Each side's roll keeps its Hunger dice in the [hunger] term, as a V5 roll card does (Dice So Nice colours
        // them by it).
        assert.deepEqual(
          card.rolls.map((roll) => roll.dice.map((term) => term.flavor)),
          [
            ["", "hunger"],
            ["", "hunger"],
          ],
        );
      });

      it("refuses the second side's reroll before the first side decides; recomputes after each reroll", async () => {
        if (!message || !ada || !bruno) throw new Error("no contest");
        const card = message;
        assert.isFalse(
          await withDice(dice(10, 5), () =>
            requestCardAction(card, V5_CONTEST_ACTIONS.reroll, { side: "second", indices: [0] }),
          ),
        );
        assert.equal(vampireOf(bruno).willpower.superficial, 0);
        // Ada rerolls her 2 and 3 into 8 and 9: 4 successes, she leads by 1.
        assert.isTrue(
          await withDice(dice(10, 8, 9), () =>
            requestCardAction(card, V5_CONTEST_ACTIONS.reroll, { side: "first", indices: [1, 2] }),
          ),
        );
        assert.equal(vampireOf(ada).willpower.superficial, 1);
        assert.deepEqual(pick(v5ContestResult(contest().fields)), { winner: "first", margin: 1 });
        // Now, and only now, Bruno decides: he keeps his dice, and pays nothing.
        assert.isTrue(await requestCardAction(card, V5_CONTEST_ACTIONS.keep, { side: "second" }));
        assert.equal(contest().second.decision, "kept");
        assert.equal(vampireOf(bruno).willpower.superficial, 0);
      });

      it("draws the same contest card from what the server stored, as after a reload", async () => {
        if (!message) throw new Error("no contest");
        const { document, from } = await readBack(message);
        assert.deepEqual(
          pick(v5ContestResult(systemOf(document, V5ContestMessage, "a V5 contest card").fields)),
          { winner: "first", margin: 1 },
          `read from ${from}`,
        );
      });
    });
  },
  initiative: [
    {
      name: "a vampire: Dexterity 2 + Wits 3, no roll",
      actor: { type: "v5Vampire", system: { ...VAMPIRE, attributes: { ...VAMPIRE.attributes, dexterity: 2 } } },
      dice: [],
      initiative: 5,
    },
  ],
  storedCards: [
    {
      name: "a V5 roll with a critical pair and Hunger dice",
      actor: { type: "v5Vampire", system: VAMPIRE },
      // 10, 10, 4 and Hunger 1, 6: two 10s are 4 successes, the 6 one more.
      dice: dice(10, 10, 10, 4, 1, 6),
      post: (actor) =>
        postV5Roll(actor, {
          inputs: parseV5Inputs({ pool: 5, hunger: 2, difficulty: 2, kind: "standard", botchRule: true }),
          label: "Strength + Brawl",
        }),
      rolls: [{ className: STORED_ROLL_CLASS, rollClass: V5Roll, faces: [10, 10, 4, 1, 6], total: 5 }],
      system: {
        label: "Strength + Brawl",
        pool: 5,
        hunger: 2,
        difficulty: 2,
        kind: "standard",
        normalDice: [10, 10, 4],
        hungerDice: [1, 6],
        rerolled: [],
      },
    },
    {
      name: "a failed V5 Rouse check",
      actor: { type: "v5Vampire", system: VAMPIRE },
      dice: dice(10, 3),
      post: (actor) => postRouseCheck(actor),
      rolls: [{ className: STORED_ROLL_CLASS, rollClass: V5Roll, faces: [3], total: 0 }],
      system: { kind: "rouse", pool: 1, normalDice: [3], hungerDice: [], hungerBefore: 2, hungerAfter: 3 },
    },
  ],
  oldData: [
    {
      name: "a V5 vampire with numbers kept as text, out of range, and specialties kept as an object",
      documentName: "Actor",
      type: "v5Vampire",
      stored: {
        hunger: "9",
        willpower: { superficial: "1", aggravated: 0, bonus: 14 },
        skills: { awareness: { value: 2, specialties: { 0: "Ambush", 1: "Traps" } } },
      },
      // Hunger stops at 5 and a track's bonus at 10: the nearest values the fields accept.
      repaired: {
        hunger: 5,
        "willpower.superficial": 1,
        "willpower.bonus": 10,
        "skills.awareness.specialties": ["Ambush", "Traps"],
      },
    },
    {
      name: "a V5 roll card with its pool kept as text and its dice kept as an object",
      documentName: "ChatMessage",
      type: "v5Roll",
      stored: {
        label: "Old roll",
        pool: "4",
        hunger: 1,
        difficulty: 2,
        kind: "standard",
        botchRule: true,
        normalDice: { 0: 10, 1: 7, 2: 11 },
        hungerDice: ["1"],
      },
      // A face of 11 cannot be on a d10: it becomes 10.
      repaired: { pool: 4, normalDice: [10, 7, 10], hungerDice: [1] },
    },
  ],
};
