// The Murk's End of Episode, fetched on demand (episode-button.ts imports it lazily) the first
// time a GM ends an Episode: no client needs it at start.

import { applyTogetherHere } from "../../../foundry/chat/post.js";
import { postPotentialCard } from "./chat.js";
import { MurkCharacterData } from "./data.js";
import { episodeEntries } from "../view/economy.js";
import { localize } from "../../../foundry/ui/i18n.js";
import { openerWindowOptions } from "../../../foundry/compat/open-window.js";

/**
 * The Murk characters among `actors`, by default every world actor (not unlinked token copies: their sheet belongs to
 * the scene).
 */
function murkCharacters(
  actors: readonly Actor.Implementation[] = game.actors?.contents ?? [],
): { actor: Actor.Implementation; character: MurkCharacterData }[] {
  return actors.flatMap((actor) =>
    actor.system instanceof MurkCharacterData ? [{ actor, character: actor.system }] : [],
  );
}

let running = false;

/**
 * End of Episode, a GM action: every Murk character's unspent Potential becomes XP one for
 * one and Potential drops to 0, and one summary card is posted, as one step: when Foundry drops a character's change,
 * or the card cannot be posted, every character changed is put back (the GM is told when Foundry dropped one). Asks
 * first, in the browser window of `opener` (the Actors directory it was started from, detached on V14). `actors` limits
 * it to those characters (the Quench batch ends the Episode of its own only).
 */
export async function endEpisode(
  options: { confirm?: boolean; actors?: readonly Actor.Implementation[]; opener?: object } = {},
): Promise<ChatMessage.Implementation | undefined> {
  if (!game.user?.isGM) {
    ui.notifications?.warn(localize("FIVEFOLD.Murk.Episode.GMOnly"));
    return undefined;
  }
  // A second click while the first is asking or saving does nothing.
  if (running) return undefined;
  running = true;
  try {
    // Each character's Potential and XP as they are now: read for the question, and again once the GM answers (a
    // player's Burden may have given Potential while it was open; it is converted too, not written over).
    const now = () => {
      const characters = murkCharacters(options.actors);
      const entries = episodeEntries(
        characters.map(({ actor, character }) => ({
          id: actor.id ?? "",
          name: actor.name,
          potential: character.potential,
          xp: character.xp,
        })),
      );
      return { characters, entries };
    };
    if (options.confirm !== false) {
      const list = now().entries.map((entry) =>
        localize("FIVEFOLD.Murk.Episode.ConfirmLine", {
          name: foundry.utils.escapeHTML(entry.name),
          potential: String(entry.potential),
        }),
      );
      // typescript-eslint resolves DialogV2.confirm's result to an error type; true only for Yes.
      const confirmed: unknown = await foundry.applications.api.DialogV2.confirm({
        window: { title: localize("FIVEFOLD.Murk.Episode.Title") },
        content: `<p>${localize("FIVEFOLD.Murk.Episode.Confirm")}</p><ul>${list.map((line) => `<li>${line}</li>`).join("")}</ul>`,
        ...openerWindowOptions(options.opener),
      });
      if (!confirmed) return undefined;
    }
    const { characters, entries } = now();
    const byId = new Map(characters.map(({ actor }) => [actor.id ?? "", actor]));
    const actors = entries.flatMap((entry) => {
      const actor = byId.get(entry.id);
      return actor ? [{ document: actor, change: { "system.potential": 0, "system.xp": entry.xpAfter } }] : [];
    });
    let message: ChatMessage.Implementation | undefined;
    await applyTogetherHere({
      actors,
      card: async () => {
        // The summary is for the whole table, whatever private mode the GM's chat is in.
        message = await postPotentialCard(null, { kind: "episode", entries }, [], "publicroll");
      },
    });
    return message;
  } finally {
    running = false;
  }
}
