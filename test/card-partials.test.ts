import { world, type UserDouble } from "./doubles/foundry-cards.js";
import { describe, expect, it } from "vitest";
import { registerCardRendering } from "../src/foundry/chat/render.js";
import { loadCardPartials } from "../src/foundry/chat/partials.js";
import { V5_CARD_PARTIALS } from "../src/rulesets/v5/foundry/template-parts.js";

/*
 * The partials a chat card includes (a ruleset's `cardPartials`) exist only once
 * `foundry.applications.handlebars.loadTemplates` has compiled and registered them: it returns
 * a promise (fvtt-types client/applications/handlebars.d.mts). The `init` hook cannot make
 * Foundry wait for it: V13 `Hooks.callAll` calls each listener and ignores what it returns
 * (client/helpers/hooks.mjs), and a chat message can be rendered as soon as the log draws. So
 * the card's own drawing waits for the same load. The double below stands for loadTemplates and
 * resolves only when the test says; `renderChatMessageHTML` is fired as Foundry's
 * ChatMessage#renderHTML calls it (Hooks.callAll, not awaited).
 */

let finish: () => void = () => undefined;
const loads: string[][] = [];
Object.assign(foundry.applications.handlebars, {
  loadTemplates: (paths: string[]) => {
    loads.push(paths);
    return new Promise<void>((resolve) => (finish = resolve));
  },
});

const ticks = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe("a chat card's first drawing waits for its partials", () => {
  it("draws only once the card partials are loaded, loading them once", async () => {
    world.reset();
    const gm: UserDouble = world.addUser("gm", true);
    registerCardRendering();
    // As init does: start loading the partials the rulesets declare.
    void loadCardPartials(V5_CARD_PARTIALS);
    const drawn: string[] = [];
    /** A card message whose declared context notes each drawing (and leaves the message as it is). */
    class NotesDrawing {
      static readonly card = {
        template: "none.hbs",
        context: (system: NotesDrawing) => {
          drawn.push(system.id);
          return null;
        },
      };
      constructor(readonly id: string) {}
    }
    const message = (id: string) => ({ id, isContentVisible: true, system: new NotesDrawing(id) });
    const html = { querySelector: () => ({ innerHTML: "" }) };
    await world.fire(gm, "renderChatMessageHTML", message("a"), html);
    await world.fire(gm, "renderChatMessageHTML", message("b"), html);
    await ticks();
    expect(drawn).toEqual([]);
    expect(loads).toEqual([[...V5_CARD_PARTIALS]]);
    finish();
    await ticks();
    expect(drawn).toEqual(["a", "b"]);
    await world.fire(gm, "renderChatMessageHTML", message("c"), html);
    await ticks();
    expect(drawn).toEqual(["a", "b", "c"]);
    void loadCardPartials(V5_CARD_PARTIALS);
    expect(loads).toHaveLength(1);
  });
});
