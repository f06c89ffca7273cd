import { localize, refusalText } from "../ui/i18n.js";
import type { ErrorView } from "../ui/error-text.js";
import { postCardMessage } from "../chat/post.js";
import { registeredRulesets, worldUses } from "../settings/world-rulesets.js";
import { REQUEST_TYPE } from "./message.js";
import type { RollRequest } from "./spec.js";
import { checkRollRequest, resolveTargets, type TargetCandidate } from "./validate.js";

function refuse(refusal: ErrorView): null {
  ui.notifications?.warn(refusalText(refusal));
  return null;
}

/**
 * Posts a roll request card (GM only): checks the request, finds whom it asks (the chosen
 * actors, or every player character of its ruleset) and posts the card. A refusal is a
 * notice in the user's language and posts nothing. Macros call it as `fivefold.requests.postRollRequest`.
 */
export async function postRollRequest(request: RollRequest): Promise<ChatMessage.Implementation | null> {
  if (!game.user?.isGM) return refuse({ key: "FIVEFOLD.Request.Refused.NotGM" });
  const checked = checkRollRequest(request);
  if (!checked.ok) return refuse(checked.refusal);
  const { roll, targets, label } = checked.request;
  const ruleset = registeredRulesets().find((known) => known.id === roll.ruleset);
  if (!ruleset || !worldUses(roll.ruleset))
    return refuse({
      key: "FIVEFOLD.Request.Refused.RulesetOff",
      data: { ruleset: localize(`FIVEFOLD.Rulesets.${roll.ruleset}`) },
    });
  const actors = [...game.actors];
  const candidates: TargetCandidate[] = actors.map((actor) => ({
    id: actor.id,
    name: actor.name,
    type: actor.type,
    hasPlayerOwner: actor.hasPlayerOwner,
  }));
  const resolved = resolveTargets(targets, candidates, Object.keys(ruleset.actorModels));
  if (!resolved.ok) return refuse(resolved.refusal);
  const entries = resolved.actors.map((target) => {
    const actor = actors.find((known) => known.id === target.id);
    return { actorUuid: actor?.uuid ?? "", name: target.name, result: null };
  });
  // A request is public: every player asked must see it and its Roll button.
  return postCardMessage(
    null,
    {
      type: REQUEST_TYPE,
      system: { roll, label, entries },
      rolls: [],
      content: label || localize("FIVEFOLD.Request.Title"),
    },
    "publicroll",
  );
}
