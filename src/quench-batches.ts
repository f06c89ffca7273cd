// The Quench test batches, a module of their own: src/index.ts imports it only when the Quench
// module calls `quenchReady`, so a world without Quench never downloads it.
import { registerQuenchBatches, type Quench } from "./foundry/quench.js";
import { persistenceQuenchBatch } from "./foundry/quench-persistence.js";
import { requestEntryQuenchBatch } from "./foundry/requests/quench.js";
import { muckrakerQuenchBatch } from "./rulesets/muckraker/quench.js";
import { murkQuenchBatch } from "./rulesets/murk/quench.js";
import { sunriderQuenchBatch } from "./rulesets/sunrider/quench.js";
import { uniqueQuenchBatch } from "./rulesets/unique/quench.js";
import { v5QuenchBatch } from "./rulesets/v5/quench.js";

/** Registers every batch: each ruleset's, the roll requests', and the persistence batch that replays the rulesets' stored cards. */
export function registerFivefoldQuench(quench: Quench): void {
  const rulesets = [muckrakerQuenchBatch, murkQuenchBatch, sunriderQuenchBatch, uniqueQuenchBatch, v5QuenchBatch];
  registerQuenchBatches(quench, [...rulesets, requestEntryQuenchBatch, persistenceQuenchBatch(rulesets)]);
}
