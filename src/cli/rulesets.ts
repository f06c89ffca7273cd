import type { RulesetTool } from "../engine/tool.js";
import { murkTool } from "../rulesets/murk/cli.js";

/** Every ruleset the `fivefold` tool knows, by id. A new ruleset is one line here. */
export const RULESET_TOOLS: readonly RulesetTool[] = [murkTool];
