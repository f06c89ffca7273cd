// The Quench test batches, a module of their own: src/index.ts imports it only when the Quench
// module calls `quenchReady`, so a world without Quench never downloads it. Each ruleset's batch
// is fetched from what its Ruleset declares (`quenchBatch`), a file of that ruleset's own.
import { registerQuenchBatches, type Quench } from "./foundry/quench/quench.js";
import { persistenceQuenchBatch } from "./foundry/quench/quench-persistence.js";
import { initiativeQuenchBatch } from "./foundry/quench/quench-initiative.js";
import type { Ruleset } from "./foundry/ruleset.js";

/**
 * Registers every batch: each ruleset's (its roll requests' among them), the persistence batch that replays the
 * rulesets' stored cards, and the initiative batch that rolls their actors in one combat.
 */
export async function registerFivefoldQuench(quench: Quench, rulesets: readonly Ruleset[]): Promise<void> {
  const batches = (
    await Promise.all(rulesets.flatMap((ruleset) => (ruleset.quenchBatches ? [ruleset.quenchBatches()] : [])))
  ).flat();
  registerQuenchBatches(quench, [...batches, persistenceQuenchBatch(batches), initiativeQuenchBatch(batches)]);
}
