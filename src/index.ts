// The Foundry entry point: registers every ruleset and the hooks they share.
import "./foundry/declarations.js";
import { registerCardRequestHiding, registerCardSocket } from "./foundry/chat/actions.js";
import { loadCardPartials } from "./foundry/chat/partials.js";
import { registerCardRendering } from "./foundry/chat/render.js";
import { registerChatMessageClass } from "./foundry/chat/chat-message.js";
import { registerCardRedraw } from "./foundry/chat/redraw.js";
import { registerLiveWindowRedraw } from "./foundry/applications/live-windows.js";
import { registerDocumentClasses } from "./foundry/documents/documents.js";
import { registerInitiative } from "./foundry/documents/initiative.js";
import { registerPlayerOdds } from "./foundry/settings/odds-setting.js";
import { registerCharacterTokens } from "./foundry/documents/token-defaults.js";
import { registerCountHelper, registerNumberLanguage, registerErrorHelper } from "./foundry/ui/i18n.js";
import { registerSchemaVersion } from "./foundry/data/migrations.js";
import { formerSheetIds } from "./foundry/applications/sheet-ids.js";
import { registerItemOwnership, registerRuleset } from "./foundry/register.js";
import { registerWorldRulesets } from "./foundry/settings/world-rulesets.js";
import { registerRollRequests } from "./foundry/requests/register.js";
import { registerRequestEntry } from "./foundry/requests/entry.js";
import { registerTokenActionHud } from "./foundry/hud/register.js";
import type { DiceSoNice } from "./foundry/ruleset.js";
import { RULESETS } from "./rulesets/registry.js";

declare global {
  /** The API macros call: `fivefold.v5.rollTrait(...)`. */
  var fivefold: Readonly<Record<string, Readonly<Record<string, (...args: never[]) => unknown>>>>;
}

Hooks.once("init", () => {
  for (const ruleset of RULESETS) registerRuleset(ruleset);
  registerDocumentClasses();
  registerInitiative();
  registerPlayerOdds();
  registerChatMessageClass();
  registerCharacterTokens();
  registerWorldRulesets(RULESETS);
  registerSchemaVersion();
  registerItemOwnership(RULESETS);
  registerCardRendering();
  registerCardRequestHiding();
  registerCardRedraw();
  registerLiveWindowRedraw();
  registerErrorHelper();
  registerCountHelper();
  registerNumberLanguage();
  registerTokenActionHud();
  void loadCardPartials(RULESETS.flatMap((ruleset) => ruleset.cardPartials ?? []));
  const requests = { ...registerRollRequests(RULESETS), ...registerRequestEntry() };
  globalThis.fivefold = { ...Object.fromEntries(RULESETS.map((ruleset) => [ruleset.id, ruleset.api ?? {}])), requests };
});

Hooks.once("ready", () => {
  registerCardSocket();
  // Only the active GM's client migrates the world, so only it fetches the migration.
  if (game.users?.activeGM?.isSelf)
    void import("./foundry/data/migrate-world.js").then(({ migrateWorld }) => migrateWorld(formerSheetIds(RULESETS)));
});

// A ruleset's chat command (e.g. `/v5 7 h2 d3`) is handled, and kept out of the chat log, by returning false.
Hooks.on("chatMessage", (_chatLog, text) => !RULESETS.some((ruleset) => ruleset.chatCommand?.(text) ?? false));

// Dice So Nice is optional: this hook only fires when it is active.
Hooks.once("diceSoNiceReady", (dice3d: DiceSoNice) => {
  for (const ruleset of RULESETS) ruleset.diceAppearance?.(dice3d);
});

// Quench is optional too: its batches are for someone with a Foundry licence to run in a world.
// They are chunks of their own (dist/quench-batches.mjs and each ruleset's), fetched only when
// Quench is active; Quench accepts batches until they are run (its own examples register at "ready").
Hooks.once("quenchReady", (quench) => {
  void import("./quench-batches.js").then(({ registerFivefoldQuench }) => registerFivefoldQuench(quench, RULESETS));
});
