// The Murk's End of Episode as every client loads it: the Actors directory button and the macro
// call, each fetching the action itself (episode.ts) on first use.

import { localize } from "../../../foundry/ui/i18n.js";
import { worldUses } from "../../../foundry/settings/world-rulesets.js";

/** Ends the Episode (episode.ts `endEpisode`), fetched on first use. */
export const endEpisode: typeof import("./episode.js").endEpisode = async (...args) =>
  (await import("./episode.js")).endEpisode(...args);

/** Puts an End of Episode button in the Actors directory, for GMs of worlds that play The Murk. */
export function registerEpisodeButton(): void {
  Hooks.on("renderActorDirectory", (app, html) => {
    if (!game.user?.isGM || !worldUses("murk") || html.querySelector("[data-fivefold-end-episode]")) return;
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.fivefoldEndEpisode = "";
    button.innerHTML = `<i class="fa-solid fa-hourglass-end" inert></i> `;
    button.append(localize("FIVEFOLD.Murk.Episode.Button"));
    // Its confirmation opens beside the directory, in the directory's browser window when it is detached (V14).
    button.addEventListener("click", () => void endEpisode({ opener: app }));
    const place = html.querySelector(".header-actions") ?? html.querySelector(".directory-footer") ?? html;
    place.append(button);
  });
}
