import { fixtureSuite, type QuenchBatch } from "../quench.js";
import { REQUEST_TYPE } from "./message.js";

/** The next roll request card this client sees created, or null after `ms`. */
function nextRequestCard(ms: number): Promise<ChatMessage.Implementation | null> {
  return new Promise((resolve) => {
    const id = Hooks.on("createChatMessage", (message) => {
      if (message.type !== REQUEST_TYPE) return;
      Hooks.off("createChatMessage", id);
      resolve(message);
    });
    setTimeout(() => {
      Hooks.off("createChatMessage", id);
      resolve(null);
    }, ms);
  });
}

/**
 * Inside a real Foundry world with the Quench module, as a GM: Foundry's enrichHTML draws
 * `@Request[...]{...}` as a request link (and bad text as a broken one saying why), and a
 * click on the link posts the request card, asking the player characters of The Murk. Its
 * actor and card are deleted after.
 */
export const requestEntryQuenchBatch: QuenchBatch = {
  key: "fivefold.requestEntry",
  displayName: "Fivefold: roll requests from a journal (@Request enricher)",
  run(context) {
    const { it, before, assert } = context;
    fixtureSuite(context, "a journal's roll request", () => {
      let player: User.Implementation | undefined;

      before(async () => {
        player = game.users?.find((user) => !user.isGM);
        // A Murk character a player owns, when the world has a player: whom "every player character" asks.
        await Actor.implementation.create({ name: "Quench Lookout", type: "murkCharacter", system: { attributes: [{ name: "Agility", die: 8 }] }, ownership: player?.id ? { [player.id]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER } : {} });
      });

      it("enriches a request as a keyboard-reachable link, and broken text as a broken one", async () => {
        const html = await foundry.applications.ux.TextEditor.implementation.enrichHTML("<p>Look out: @Request[murk agility dr 15]{Quench request} and @Request[murk agility dr hard]</p>");
        const page = document.createElement("div");
        page.innerHTML = html;
        const link = page.querySelector<HTMLElement>("[data-fivefold-request]");
        assert.ok(link, "a request link");
        assert.equal(link?.dataset.fivefoldRequest, "murk agility dr 15");
        assert.equal(link?.getAttribute("tabindex"), "0");
        assert.equal(link?.textContent.trim(), "Quench request");
        assert.equal(page.querySelectorAll(".request-link.broken").length, 1);
      });

      it("posts the request card when the GM clicks the link (or refuses when no player owns a Murk character)", async () => {
        const html = await foundry.applications.ux.TextEditor.implementation.enrichHTML("<p>@Request[murk agility dr 15]{Quench request}</p>");
        const page = document.createElement("div");
        page.innerHTML = html;
        document.body.append(page);
        try {
          const card = nextRequestCard(5000);
          page.querySelector<HTMLElement>("[data-fivefold-request]")?.click();
          const message = await card;
          if (!player) {
            assert.equal(message, null, "no player character to ask: nothing posted");
            return;
          }
          assert.ok(message, "a request card");
          const system = message?.system as { roll?: unknown; label?: unknown } | undefined;
          assert.deepEqual(system?.roll, { ruleset: "murk", attribute: "agility", dr: 15 });
          assert.equal(system?.label, "Quench request");
        } finally {
          page.remove();
        }
      });
    });
  },
};
