import { describe, expect, it } from "vitest";
import { hudActionParts, rulesetHud } from "./spec.js";

// Ids as Token Action HUD Core stores them in an actor's saved groups (Core 2.1.1 module/handlers/group-handler.mjs
// GroupHandler#saveActorGroups): the dispatch must read every id already shipped, by hand from the five HUDs.
describe("rulesetHud: one table of kind → handler", () => {
  const calls: [string, string, boolean][] = [];
  const actor = {} as Actor.Implementation;
  const hud = rulesetHud<"attribute" | "rouse">({
    categories: [],
    groups: () => null,
    request: () => null,
    handlers: {
      attribute: async (_actor, key, { skipDialog }) => void calls.push(["attribute", key, skipDialog]),
      rouse: async (_actor, key, { skipDialog }) => void calls.push(["rouse", key, skipDialog]),
    },
  });

  it.each([
    ["attribute.wits", ["attribute", "wits", true]],
    ["rouse", ["rouse", "", true]],
  ] as const)("%s runs its kind's handler with the key after the dot", async (id, expected) => {
    calls.length = 0;
    await hud.act(actor, id, { skipDialog: true });
    expect(calls).toEqual([expected]);
  });

  it.each(["value.hunger", "unknown.x", ""])("%s (no handler in the table) does nothing", async (id) => {
    calls.length = 0;
    await hud.act(actor, id, { skipDialog: false });
    expect(calls).toEqual([]);
  });

  it("runs only the table's own handlers, not one its object inherits", async () => {
    calls.length = 0;
    const inherited = Object.create({
      rouse: async () => void calls.push(["inherited", "", false]),
    }) as { rouse: () => Promise<void> };
    const bare = rulesetHud<"rouse">({ categories: [], groups: () => null, request: () => null, handlers: inherited });
    await bare.act(actor, "rouse", { skipDialog: false });
    expect(calls).toEqual([]);
  });

  it("splits at the first dot only: an Item id or a key keeps the rest", () => {
    expect(hudActionParts("power.abc123")).toEqual({ kind: "power", key: "abc123" });
    expect(hudActionParts("value.characterPoints")).toEqual({ kind: "value", key: "characterPoints" });
    expect(hudActionParts("tool.a.b")).toEqual({ kind: "tool", key: "a.b" });
    expect(hudActionParts("burden")).toEqual({ kind: "burden", key: "" });
  });
});
