import type { RulesetTool } from "../engine/tool.js";
import { muckrakerTool } from "../rulesets/muckraker/rules/cli.js";
import { murkTool } from "../rulesets/murk/rules/cli.js";
import { sunriderTool } from "../rulesets/sunrider/rules/cli.js";
import { uniqueTool } from "../rulesets/unique/rules/cli.js";
import { v5Tool } from "../rulesets/v5/rules/cli.js";

/** Every ruleset the `fivefold` tool knows, by id. A new ruleset is one line here. */
export const RULESET_TOOLS: readonly RulesetTool[] = [muckrakerTool, murkTool, sunriderTool, uniqueTool, v5Tool];
