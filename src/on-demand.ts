// What Fivefold fetches the first time it is needed, as one file of its own in dist/
// (on-demand.mjs): the request tools a GM reaches from a chat line, a journal link or the Actors
// directory (src/foundry/requests/entry.ts). Not in the module every client loads at start.
// Each ruleset's own dialogs are a file of that ruleset's (its on-demand.ts), fetched through
// what its Ruleset object declares, so that a world fetches no dialog of a ruleset it does not play.

export { followRequestLink, runRequestCommand } from "./foundry/requests/entry-routing.js";
export { openRequestDialog } from "./foundry/requests/setup-dialog.js";
export { entryActions, enrichRequest, postRequestText } from "./foundry/requests/tools.js";
