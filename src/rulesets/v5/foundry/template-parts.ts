// V5's chat-card partial: the Willpower reroll panel, included by the V5 roll card and by the
// contest card. A card is drawn with `renderTemplate`, which loads only its own template, so the
// partial is loaded at init (the Ruleset's `cardPartials`). Foundry-free, for the gallery too.

import { systemPath, type TemplatePart } from "../../../foundry/applications/template-parts.js";

/** The V5 Willpower reroll panel. */
export const V5_CARD_PARTIALS: readonly string[] = [systemPath("templates/v5/reroll-draft.hbs")];

/** The cards that include it, as parts: what is loaded when each is first drawn. */
export const V5_CARD_PARTS: readonly TemplatePart[] = ["templates/v5/card.hbs", "templates/contest/card.hbs"].map(
  (path) => ({
    template: systemPath(path),
    templates: [systemPath(path), ...V5_CARD_PARTIALS],
  }),
);
