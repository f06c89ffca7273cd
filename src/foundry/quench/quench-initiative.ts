import { fixtureSuite, withDice, type QuenchBatch } from "./quench.js";

/**
 * Inside a real Foundry world: one combat holds an actor of every case the rulesets declare,
 * in that order, and the combat tracker's Roll All (`Combat#rollAll`, which rolls every
 * unrolled combatant in the order of the combat's combatants) rolls them with fixed dice,
 * the world's default initiative set to 1d6. Each combatant must store its own game's
 * initiative, written by hand in its ruleset's batch. The combat, actors and initiative
 * messages are deleted afterwards.
 */
export function initiativeQuenchBatch(batches: readonly QuenchBatch[]): QuenchBatch {
  const cases = batches.flatMap((batch) => batch.initiative ?? []);
  return {
    key: "fivefold.initiative",
    displayName: "Fivefold: Roll All gives each actor type its own game's initiative",
    run(context) {
      const { it, assert } = context;
      fixtureSuite(context, "a combat of every game", (fixtures) => {
        it("Roll All stores each combatant's initiative", async () => {
          await fixtures.setSetting("defaultInitiative", "d6");
          const combat = await Combat.implementation.create({});
          if (!combat) throw new Error("the combat was not created");
          const ids: string[] = [];
          for (const one of cases) {
            const actor = await Actor.implementation.create({
              name: `Quench ${one.name}`,
              type: one.actor.type,
              system: one.actor.system,
            });
            if (!actor?.id) throw new Error(`the actor for "${one.name}" was not created`);
            const combatant = (await combat.createEmbeddedDocuments("Combatant", [{ actorId: actor.id }]))?.[0];
            if (!combatant?.id) throw new Error(`the combatant for "${one.name}" was not created`);
            ids.push(combatant.id);
          }
          await withDice(
            cases.flatMap((one) => one.dice),
            () => combat.rollAll(),
          );
          cases.forEach((one, index) => {
            assert.equal(
              combat.combatants.get(ids[index] ?? "")?.initiative,
              one.initiative,
              `${one.name}: initiative stored`,
            );
          });
        });
      });
    },
  };
}
