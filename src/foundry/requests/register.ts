import { registerCardAction } from "../chat/actions.js";
import type { Ruleset } from "../ruleset.js";
import { recordRequestRoll } from "./actions.js";
import { useRequestKinds } from "./kind.js";
import { registerRequestFollow } from "./follow.js";
import { redrawShownMessages } from "../chat/redraw.js";
import { useRequestSupport } from "./rulesets.js";
import { ODDS_SETTING, RollRequestMessage, REQUEST_TYPE } from "./message.js";
import { postRollRequest } from "./post.js";

/**
 * Registers the roll request card: the request kinds the rulesets declare, its message type,
 * its record action, its redraw when a linked roll card changes, and the setting that lets
 * players see its odds; returns what macros call as `fivefold.requests`.
 */
export function registerRollRequests(
  rulesets: readonly Ruleset[],
): Readonly<Record<string, (...args: never[]) => unknown>> {
  const supports = rulesets.flatMap((ruleset) => (ruleset.requests ? [ruleset.requests] : []));
  useRequestKinds(supports.map((support) => support.kind));
  useRequestSupport(supports);
  CONFIG.ChatMessage.dataModels[REQUEST_TYPE] = RollRequestMessage;
  registerCardAction(recordRequestRoll);
  registerRequestFollow();
  game.settings?.register("fivefold", ODDS_SETTING, {
    name: "FIVEFOLD.Request.Setting.Name",
    hint: "FIVEFOLD.Request.Setting.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
    // Each client draws the cards it shows again, with or without the figures.
    onChange: redrawShownMessages,
  });
  return { postRollRequest };
}
