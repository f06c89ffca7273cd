import { RULESET_TOOLS } from "./cli/rulesets.js";

Hooks.once("init", () => {
  const rulesets = RULESET_TOOLS.map((tool) => tool.title).join(", ");
  console.log(`Fivefold | initialising with the rules engines of ${rulesets}`);
});
