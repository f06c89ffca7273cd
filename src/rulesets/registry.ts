import type { Ruleset } from "../foundry/ruleset.js";
import { muckraker } from "./muckraker/index.js";
import { murk } from "./murk/index.js";
import { sunrider } from "./sunrider/index.js";
import { unique } from "./unique/index.js";
import { v5 } from "./v5/index.js";

/** Every ruleset the system registers; docs/architecture.md lists what a sixth adds besides its entry here. */
export const RULESETS: readonly Ruleset[] = [muckraker, murk, sunrider, unique, v5];
