import { localize } from "../../../foundry/ui/i18n.js";
import { evaluateOptions, rollModeOr } from "../../../foundry/compat/roll-modes.js";
import { postThenApply, refusedAsNotYours, type RolledCard } from "./chat.js";
import { APPLY_MEND } from "../view/card-decisions.js";
import { V5VampireData } from "./data.js";
import { mendRefusal, mendSuperficial } from "../view/night.js";
import { V5Roll } from "./roll.js";
import { resolveV5, rouseHunger } from "../rules/rules.js";
import { rouseCheckInputs } from "../rules/rouse.js";
import { botchRule } from "./settings.js";

function vampireOf(actor: Actor.Implementation): V5VampireData | null {
  if (actor.system instanceof V5VampireData) return actor.system;
  ui.notifications?.warn(localize("FIVEFOLD.V5.Rouse.NotAVampire", { name: actor.name }));
  return null;
}

/** Vampires whose Mend is being posted on this client: a second click waits for none. */
const mending = new Set<string>();

/**
 * Mend: a Rouse check (one d10, 6+ passes, else Hunger +1) that heals the Blood Potency's
 * mend amount of superficial Health damage, never below 0; aggravated damage is left.
 * Refused at Hunger 5 (the blood cannot be roused on purpose) and with nothing to mend.
 * The card is posted in the user's roll mode with Hunger and superficial damage as the roll
 * found them, its change pending; the card executor then makes the change once (postThenApply).
 */
export async function postMend(actor: Actor.Implementation): Promise<ChatMessage.Implementation | undefined> {
  const vampire = vampireOf(actor);
  if (!vampire || mending.has(actor.uuid) || refusedAsNotYours(actor)) return undefined;
  const refusal = mendRefusal(vampire.hunger, vampire.health.superficial);
  if (refusal) {
    ui.notifications?.warn(localize(refusal, { name: actor.name }));
    return undefined;
  }
  mending.add(actor.uuid);
  try {
    // Mend's Rouse check is for no power: Blood Potency never re-rolls it.
    const inputs = rouseCheckInputs(vampire.bloodPotency, null, botchRule());
    const mode = rollModeOr(undefined);
    const hungerBefore = vampire.hunger;
    const superficialBefore = vampire.health.superficial;
    const roll = await V5Roll.forInputs(inputs).evaluate(evaluateOptions(mode));
    const passed = resolveV5(inputs, roll.faces).win;
    const hungerAfter = rouseHunger(hungerBefore, passed).hunger;
    const superficialAfter = mendSuperficial(superficialBefore, vampire.bloodPotency).superficial;
    const rolled: RolledCard = {
      rolls: [roll],
      system: {
        actorUuid: actor.uuid,
        label: localize("FIVEFOLD.V5.Mend.Label"),
        labelKeys: ["FIVEFOLD.V5.Mend.Label"],
        ...inputs,
        normalDice: [...roll.faces.normalDice],
        hungerDice: [],
        hungerBefore,
        hungerAfter,
        power: "",
        mend: true,
        superficialBefore,
        superficialAfter,
        applyState: "pending",
      },
    };
    return await postThenApply(actor, rolled, mode, APPLY_MEND, "FIVEFOLD.V5.Mend.Changed");
  } finally {
    mending.delete(actor.uuid);
  }
}
