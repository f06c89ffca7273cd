// The Foundry entry point: registers every ruleset and the hooks they share.
import "./foundry/declarations.js";
import { registerRuleset } from "./foundry/register.js";
import { RULESETS } from "./rulesets/registry.js";

Hooks.once("init", () => {
  for (const ruleset of RULESETS) registerRuleset(ruleset);
});
