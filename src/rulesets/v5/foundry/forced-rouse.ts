import { macroActor } from "../../../foundry/documents/hotbar.js";
import { localize } from "../../../foundry/ui/i18n.js";
import { postRouseCheck } from "./posting.js";
import { V5VampireData } from "./data.js";
import { frenzyPool } from "../view/night.js";
import { openV5RollDialog } from "./open-dialog.js";
import { rouseDecision } from "../rules/rouse.js";

/**
 * The Storyteller's forced Rouse check on a vampire (a hunger-raising event the vampire did
 * not choose), for the GM only. Below Hunger 5 it is a Rouse check; at Hunger 5, where the
 * blood cannot be roused, it calls instead for a hunger frenzy test at difficulty 4 (V5
 * canon): the Frenzy test's dialog opens with that difficulty (or, with `skipDialog`, it is
 * rolled at once).
 */
export async function forcedRouseCheck(actor: Actor.Implementation, skipDialog = false): Promise<void> {
  if (game.user?.isGM !== true) {
    ui.notifications?.warn(localize("FIVEFOLD.V5.Rouse.ForcedGMOnly"));
    return;
  }
  const vampire = actor.system;
  if (!(vampire instanceof V5VampireData)) {
    ui.notifications?.warn(localize("FIVEFOLD.V5.Rouse.NotAVampire", { name: actor.name }));
    return;
  }
  const decision = rouseDecision(vampire.hunger, true);
  if (decision.kind !== "frenzy") {
    await postRouseCheck(actor);
    return;
  }
  ui.notifications?.info(localize("FIVEFOLD.V5.Rouse.ForcedFrenzy", { name: actor.name }));
  const pool = frenzyPool(vampire.willpower, vampire.willpowerMax, vampire.humanity);
  const preset = {
    pool,
    kind: "no-hunger",
    label: localize("FIVEFOLD.V5.Frenzy.HungerLabel"),
    purpose: "frenzy",
    difficulty: decision.difficulty,
  } as const;
  await openV5RollDialog(actor, preset, { skipDialog });
}

/** The forced Rouse check as a macro: `fivefold.v5.forcedRouse(actorUuid)` (GM only). */
export async function forcedRouse(actorUuid: string, skipDialog = false): Promise<void> {
  const found = await macroActor(actorUuid, (actor) => actor, "FIVEFOLD.V5.Macro.NoActor");
  if (found) await forcedRouseCheck(found.actor, skipDialog);
}
