import { fixtureSuite, readBack, withDice, type QuenchBatch } from "../../../foundry/quench/quench.js";
import { dice } from "../../../foundry/quench/quench-dice.js";
import { REQUEST_TYPE, RollRequestMessage } from "../../../foundry/requests/message.js";
import { postRollRequest } from "../../../foundry/requests/post.js";
import { drawCard } from "../../../foundry/chat/card-message.js";

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

/** The next update this client sees of one message, or null after `ms`. */
function nextUpdate(messageId: string, ms: number): Promise<ChatMessage.Implementation | null> {
  return new Promise((resolve) => {
    const id = Hooks.on("updateChatMessage", (message) => {
      if (message.id !== messageId) return;
      Hooks.off("updateChatMessage", id);
      resolve(message);
    });
    setTimeout(() => {
      Hooks.off("updateChatMessage", id);
      resolve(null);
    }, ms);
  });
}

/**
 * Inside a real Foundry world with the Quench module, as a GM: Foundry's enrichHTML draws
 * `@Request[...]{...}` as a request link (and bad text as a broken one saying why), and a
 * click on the link posts the request card, asking the player characters of The Murk. Its
 * actor and card are deleted after. Then a request for one Murk character, rolled from the
 * card as a shift-click rolls it, with fixed dice: the card records the roll's result, linked
 * to the roll's card, and the database holds the same after a reload.
 */
export const requestEntryQuenchBatch: QuenchBatch = {
  key: "fivefold.requestEntry",
  displayName: "Fivefold: roll requests (@Request enricher, rolling from the card)",
  run(context) {
    const { it, before, assert } = context;
    fixtureSuite(context, "a journal's roll request", () => {
      let player: User.Implementation | undefined;

      before(async () => {
        player = game.users?.find((user) => !user.isGM);
        // A Murk character a player owns, when the world has a player: whom "every player character" asks.
        await Actor.implementation.create({
          name: "Quench Lookout",
          type: "murkCharacter",
          system: { attributes: [{ name: "Agility", die: 8 }] },
          ownership: player?.id ? { [player.id]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER } : {},
        });
      });

      it("enriches a request as a keyboard-reachable link, and broken text as a broken one", async () => {
        const html = await foundry.applications.ux.TextEditor.implementation.enrichHTML(
          "<p>Look out: @Request[murk agility dr 15]{Quench request} and @Request[murk agility dr hard]</p>",
        );
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
        const html = await foundry.applications.ux.TextEditor.implementation.enrichHTML(
          "<p>@Request[murk agility dr 15]{Quench request}</p>",
        );
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

    fixtureSuite(context, "a roll from a request card", () => {
      let actor: Actor.Implementation | undefined;

      before(async () => {
        actor = await Actor.implementation.create({
          name: "Quench Runner",
          type: "murkCharacter",
          system: { attributes: [{ name: "Agility", die: 8 }] },
        });
      });

      it("records the character's roll on the request, and the database holds it", async () => {
        assert.ok(actor, "a Murk character");
        const request = await postRollRequest({
          roll: { ruleset: "murk", attribute: "Agility", dr: 10 },
          targets: { kind: "actors", actorIds: [actor?.id ?? ""] },
          label: "Quench race",
        });
        assert.ok(request, "a request card");
        if (!request || !(request.system instanceof RollRequestMessage)) return;
        // The card as the chat log draws it, clicked with shift: the roll is made at once, no dialog.
        const element = document.createElement("li");
        element.innerHTML = '<div class="message-content"></div>';
        await drawCard(request, element);
        const button = element.querySelector<HTMLElement>('[data-action="request-roll"]');
        assert.ok(button, "a Roll button for the GM");
        // 2d6 show 5 and 6, the d8 shows 4: 15 against DR 10, a success (RULES.md, The Murk).
        const updated = await withDice([...dice(6, 5, 6), ...dice(8, 4)], async () => {
          const recorded = nextUpdate(request.id ?? "", 5000);
          button?.dispatchEvent(new MouseEvent("click", { bubbles: true, shiftKey: true }));
          return recorded;
        });
        assert.ok(updated, "the request card was updated");
        // The document's model as it is after the update (Foundry rebuilds it from the changed source).
        const entry = request.system.asked.at(0);
        const rollCard = game.messages?.get(entry?.result?.messageId ?? "");
        assert.ok(rollCard, "the result links to the roll's card");
        assert.equal(rollCard?.flags.fivefold?.rollRequest, request.id);
        // The request keeps the figures of a public roll only (the roll mode is this user's chat setting).
        const figures = rollCard?.whisper.length === 0 && !rollCard.blind ? { value: 15, success: true } : null;
        assert.deepEqual(entry?.result?.figures, figures);
        const { document: stored, from } = await readBack(request);
        const storedEntries = (stored.system as { entries?: { result?: unknown }[] }).entries ?? [];
        assert.deepEqual(
          storedEntries[0]?.result,
          { messageId: rollCard?.id, figures },
          `the result as read back from ${from}`,
        );
      });
    });
  },
};
