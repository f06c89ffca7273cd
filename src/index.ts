// The Foundry entry point. The rulesets' data models, rolls, sheets and chat cards are
// registered here as they are built on top of the rules engine (src/engine, src/rulesets).
Hooks.once("init", () => {
  console.log("Fivefold | init");
});
