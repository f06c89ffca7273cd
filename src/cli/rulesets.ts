import type { RulesetTool } from "../engine/tool.js";
import { muckrakerTool } from "../rulesets/muckraker/cli.js";
import { murkTool } from "../rulesets/murk/cli.js";
import { sunriderTool } from "../rulesets/sunrider/cli.js";
import { uniqueTool } from "../rulesets/unique/cli.js";
import { v5Tool } from "../rulesets/v5/cli.js";

/** Every ruleset the `fivefold` tool knows, by id. A new ruleset is one line here. */
export const RULESET_TOOLS: readonly RulesetTool[] = [muckrakerTool, murkTool, sunriderTool, uniqueTool, v5Tool];
