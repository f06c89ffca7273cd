import type { QuenchBatch } from "./quench.js";

/** The chat cards of this world that Fivefold draws (their system data is one of its models). */
function fivefoldCards(): ChatMessage.Implementation[] {
  return [...(game.messages ?? [])].filter((message) => message.system instanceof foundry.abstract.DataModel);
}

/**
 * Inside a real Foundry world, after the ruleset batches have posted their cards: every card's
 * rolls and system data survive their JSON form (what the server stores and every client
 * loads), and data an older version stored is repaired, not replaced, on load.
 */
export const persistenceQuenchBatch: QuenchBatch = {
  key: "fivefold.persistence",
  displayName: "Fivefold: rolls and cards survive a reload (run after the ruleset batches)",
  run({ describe, it, assert }) {
    describe("what Foundry stores", () => {
      it("finds Fivefold cards to check (run the ruleset batches first)", () => {
        assert.ok(fivefoldCards().length > 0, "no Fivefold chat cards in this world");
      });

      it("rebuilds every roll of every card from its JSON: same class, formula, dice and total", () => {
        for (const message of fivefoldCards()) {
          for (const roll of message.rolls) {
            const back = foundry.dice.Roll.fromData(JSON.parse(JSON.stringify(roll.toJSON())));
            assert.equal(back.constructor.name, roll.constructor.name);
            assert.equal(back.formula, roll.formula);
            assert.equal(back.total, roll.total);
            assert.equal(JSON.stringify(back.dice.map((die) => die.results)), JSON.stringify(roll.dice.map((die) => die.results)));
          }
        }
      });

      it("rebuilds every card's system data from its stored source, field for field", () => {
        for (const message of fivefoldCards()) {
          const back = new ChatMessage.implementation(JSON.parse(JSON.stringify(message.toObject())));
          const [before, after] = [message.system, back.system];
          assert.ok(before instanceof foundry.abstract.DataModel && after instanceof foundry.abstract.DataModel, `card ${message.id} lost its model`);
          if (before instanceof foundry.abstract.DataModel && after instanceof foundry.abstract.DataModel) {
            assert.equal(JSON.stringify(after.toObject()), JSON.stringify(before.toObject()));
          }
        }
      });

      it("repairs a value an older version stored out of range instead of dropping it", () => {
        const vampire = new Actor.implementation({ name: "Quench Old Data", type: "v5Vampire", system: { hunger: 9, willpower: { superficial: 1, aggravated: 0, bonus: 14 } } });
        // Read back as plain data: the test is about what was stored, whatever the model's class.
        const system = vampire.system as { hunger?: unknown; willpower?: { bonus?: unknown } };
        assert.equal(system.hunger, 5);
        assert.equal(system.willpower?.bonus, 10);
      });
    });
  },
};
