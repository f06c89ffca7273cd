import {
  activeResults,
  fixtureSuite,
  readBack,
  withDice,
  type OldDataCase,
  type QuenchBatch,
  type StoredCardCase,
} from "./quench.js";
import { removalEntry } from "../compat/deletion.js";
import { applyTogether, ChangeRefused, changeTook } from "../chat/execute.js";

/** A card as the server keeps it: its rolls as stored (JSON text) and its system data. */
async function storedCard(
  message: ChatMessage.Implementation,
): Promise<{ readonly rolls: readonly unknown[]; readonly system: unknown; readonly from: string }> {
  const { document, from } = await readBack(message);
  return { rolls: document._source.rolls, system: document._source.system, from };
}

/** A stored roll's data: Foundry keeps each roll of a message as JSON text. */
function rollData(stored: unknown): Record<string, unknown> {
  const data: unknown = typeof stored === "string" ? JSON.parse(stored) : stored;
  if (typeof data !== "object" || data === null) throw new Error(`a stored roll is not an object: ${String(stored)}`);
  return data as Record<string, unknown>;
}

async function postCase(card: StoredCardCase): Promise<ChatMessage.Implementation> {
  const actor = await Actor.implementation.create({
    name: `Quench ${card.name}`,
    type: card.actor.type,
    system: card.actor.system,
  });
  if (!actor) throw new Error(`the actor for "${card.name}" was not created`);
  const message = await withDice(card.dice, () => card.post(actor));
  if (!message) throw new Error(`"${card.name}" posted no card`);
  return message;
}

/** A new document of the case's type built from old-shaped source, the way a world builds what it loads. */
function loaded(old: OldDataCase): { readonly _source: { readonly system: unknown } } {
  const system = foundry.utils.deepClone(old.stored);
  if (old.documentName === "Actor")
    return new Actor.implementation({ name: "Quench Old Data", type: old.type, system });
  return new ChatMessage.implementation({ type: old.type, system, content: "" });
}

/**
 * Inside a real Foundry world: every ruleset posts its cards with fixed dice; each card read
 * back from the database keeps each roll under the class name written by hand in
 * roll-class-names.ts, rebuilds it as that very class with the same dice and total, and
 * holds the system data written; data an older version stored is repaired, not replaced,
 * when it is loaded. Its actors and cards are deleted afterwards.
 */
export function persistenceQuenchBatch(batches: readonly QuenchBatch[]): QuenchBatch {
  const cards = batches.flatMap((batch) => batch.storedCards ?? []);
  const oldData = batches.flatMap((batch) => batch.oldData ?? []);
  return {
    key: "fivefold.persistence",
    displayName: "Fivefold: rolls and cards come back from the database, old data is repaired on load",
    run(context) {
      const { it, assert } = context;
      fixtureSuite(context, "what the server stores", () => {
        for (const card of cards) {
          it(`${card.name}: each roll comes back as its class with its dice and total, and the card's data as written`, async () => {
            const stored = await storedCard(await postCase(card));
            const where = `${card.name}, read from ${stored.from}`;
            assert.equal(stored.rolls.length, card.rolls.length, `${where}: rolls kept`);
            card.rolls.forEach((expected, index) => {
              const data = rollData(stored.rolls[index]);
              assert.equal(data.class, expected.className, `${where}: class stored with roll ${index}`);
              // Stored JSON of no declared shape: Roll.fromData reads it as Foundry does on load.
              const rebuilt = foundry.dice.Roll.fromData(data as never);
              assert.ok(
                rebuilt.constructor === expected.rollClass,
                `${where}: roll ${index} rebuilt as ${rebuilt.constructor.name}, not ${expected.className}`,
              );
              assert.deepEqual(activeResults(rebuilt), [...expected.faces], `${where}: dice of roll ${index}`);
              assert.equal(rebuilt.total, expected.total, `${where}: total of roll ${index}`);
            });
            for (const [path, value] of Object.entries(card.system)) {
              assert.deepEqual(
                foundry.utils.getProperty(stored.system as object, path),
                value,
                `${where}: system.${path}`,
              );
            }
          });
        }
      });

      // The form each version reads: V13 build 350 `"a.-=b": null` (common/utils/helpers.mjs mergeObject); V14 a
      // ForcedDeletion value (fvtt-types 14.363.0 common/data/operators.d.mts), its `-=` deprecated until V16.
      fixtureSuite(context, "a key removed in the form this Foundry reads", () => {
        if (cards.length === 0) return;
        it("removalEntry takes a paid round off an actor and leaves its other flags", async () => {
          const actor = await Actor.implementation.create({ name: "Quench Removal", type: cards[0].actor.type });
          if (!actor) throw new Error("the actor for the removal was not created");
          // Dotted flag paths, as the Sunrider dialog writes a paid round (`changeAndPost`, post.ts).
          const paid: Record<string, unknown> = {
            "flags.fivefold.cpRound": { combat: "quench", round: 1 },
            "flags.fivefold.kept": 1,
          };
          await actor.update(paid);
          await actor.update(Object.fromEntries([removalEntry("flags.fivefold.cpRound")]));
          const flags: unknown = foundry.utils.getProperty(actor._source, "flags.fivefold");
          assert.deepEqual(flags, { kept: 1 }, "the actor's Fivefold flags after the removal");
        });
      });

      // V13 build 350, client/data/client-backend.mjs ClientDatabaseBackend#preUpdateDocumentArray: an update a
      // preUpdate hook refuses, or whose diff is empty, is not sent, and Document#update resolves undefined.
      fixtureSuite(context, "an update Foundry drops without an error", () => {
        if (cards.length === 0) return;
        it("changeTook tells a refused update from an empty diff, and applyTogether posts no card after a refusal", async () => {
          const actor = await Actor.implementation.create({ name: "Quench Dropped", type: cards[0].actor.type });
          if (!actor) throw new Error("the actor for the dropped update was not created");
          // A dotted flag path, as the paired changes write them (`changeAndPost`, post.ts).
          const change: Record<string, unknown> = { "flags.fivefold.kept": 2 };
          const refuse = Hooks.on("preUpdateActor", (document) => (document === actor ? false : undefined));
          let carded = false;
          try {
            const result = await actor.update({ ...change });
            assert.isFalse(changeTook(actor._source, change, result), "a refused update took");
            const card = async () => {
              carded = true;
            };
            const run = applyTogether({ actors: [{ document: actor, change }], card });
            const thrown: unknown = await run.then(
              () => null,
              (error: unknown) => error,
            );
            assert.ok(thrown instanceof ChangeRefused, "applyTogether did not refuse a dropped update");
          } finally {
            Hooks.off("preUpdateActor", refuse);
          }
          assert.isFalse(carded, "a card followed a refused change");
          await actor.update({ ...change });
          const again = await actor.update({ ...change });
          assert.equal(again, undefined, "Foundry sent an update that changes nothing");
          assert.isTrue(changeTook(actor._source, change, again), "an empty diff counted as refused");
        });
      });

      context.describe("data an older version stored", () => {
        for (const old of oldData) {
          it(`${old.name}: the data model repairs the stored object itself (Foundry V13 keeps no return value)`, () => {
            const stored = foundry.utils.deepClone(old.stored);
            CONFIG[old.documentName].dataModels[old.type].migrateDataSafe(stored);
            for (const [path, value] of Object.entries(old.repaired))
              assert.deepEqual(foundry.utils.getProperty(stored, path), value, `${old.name}: ${path}`);
          });

          it(`${old.name}: loading it keeps what was entered, repaired, instead of a default`, () => {
            const system = loaded(old)._source.system as object;
            for (const [path, value] of Object.entries(old.repaired))
              assert.deepEqual(foundry.utils.getProperty(system, path), value, `${old.name}: ${path}`);
          });
        }
      });
    },
  };
}
