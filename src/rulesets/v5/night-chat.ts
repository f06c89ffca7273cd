import { applyTogether } from "../../foundry/cards/execute.js";
import { localize } from "../../foundry/i18n.js";
import { evaluateOptions, rollModeOr, type RollMode } from "../../foundry/roll-modes.js";
import { postCard, type RolledCard } from "./chat.js";
import { VampireData } from "./data.js";
import { mendRefusal, mendSuperficial } from "./night.js";
import { V5Roll } from "./roll.js";
import { resolveV5, rouseHunger, type V5Inputs } from "./rules.js";
import { botchRule } from "./settings.js";

/** The token status a failed Frenzy test sets (CONFIG.statusEffects), kept in step with `system.frenzy`. */
export const FRENZY_STATUS = "fivefoldFrenzy";

/** The status's icon: an SVG Fivefold draws itself (assets/v5-frenzy.svg, copied by the build). */
const FRENZY_ICON = "systems/fivefold/assets/v5-frenzy.svg";

function vampireOf(actor: Actor.Implementation): VampireData | null {
  if (actor.system instanceof VampireData) return actor.system;
  ui.notifications?.warn(localize("FIVEFOLD.V5.Rouse.NotAVampire", { name: actor.name }));
  return null;
}

/** Vampires whose Mend is being posted on this client: a second click waits for none. */
const mending = new Set<string>();

/**
 * Mend: a Rouse check (one d10, 6+ passes, else Hunger +1) that heals the Blood Potency's
 * mend amount of superficial Health damage, never below 0; aggravated damage is left.
 * Refused at Hunger 5 (the blood cannot be roused on purpose) and with nothing to mend.
 * The actor change and the card are made together, in the user's roll mode.
 */
export async function postMend(actor: Actor.Implementation): Promise<ChatMessage.Implementation | undefined> {
  const vampire = vampireOf(actor);
  if (!vampire || mending.has(actor.uuid)) return undefined;
  const refusal = mendRefusal(vampire.hunger, vampire.health.superficial);
  if (refusal) {
    ui.notifications?.warn(localize(refusal, { name: actor.name }));
    return undefined;
  }
  mending.add(actor.uuid);
  try {
    const inputs: V5Inputs = { pool: 1, hunger: 0, difficulty: 1, kind: "rouse", botchRule: botchRule() };
    const mode = rollModeOr(undefined);
    const roll = await V5Roll.forInputs(inputs).evaluate(evaluateOptions(mode));
    const passed = resolveV5(inputs, roll.faces).win;
    const hungerBefore = vampire.hunger;
    const hungerAfter = rouseHunger(hungerBefore, passed).hunger;
    const superficialBefore = vampire.health.superficial;
    const superficialAfter = mendSuperficial(superficialBefore, vampire.bloodPotency).superficial;
    const rolled: RolledCard = {
      roll,
      system: {
        actorUuid: actor.uuid,
        label: localize("FIVEFOLD.V5.Mend.Label"),
        ...inputs,
        normalDice: [...roll.faces.normalDice],
        hungerDice: [],
        hungerBefore,
        hungerAfter,
        power: "",
        mend: true,
        superficialBefore,
        superficialAfter,
      },
    };
    let message: ChatMessage.Implementation | undefined;
    await applyTogether({
      updateActor: () => actor.update({ system: { hunger: hungerAfter, health: { superficial: superficialAfter } } }),
      revertActor: () => actor.update({ system: { hunger: hungerBefore, health: { superficial: superficialBefore } } }),
      updateCard: async () => {
        message = await postCard(actor, rolled, mode);
        if (!message) throw new Error("the Mend's chat message was not created");
      },
    });
    return message;
  } finally {
    mending.delete(actor.uuid);
  }
}

/**
 * A Frenzy test, as the roll dialog rolls it: a pool without Hunger dice against the
 * Storyteller's difficulty. A failure puts the vampire in frenzy (`system.frenzy` and the
 * token status), together with its card.
 */
export async function postFrenzyTest(actor: Actor.Implementation, inputs: V5Inputs, label: string, rollMode?: RollMode): Promise<ChatMessage.Implementation | undefined> {
  const vampire = vampireOf(actor);
  if (!vampire) return undefined;
  const test: V5Inputs = { ...inputs, hunger: 0, kind: "no-hunger" };
  const mode = rollModeOr(rollMode);
  const roll = await V5Roll.forInputs(test).evaluate(evaluateOptions(mode));
  const result = resolveV5(test, roll.faces);
  const rolled: RolledCard = {
    roll,
    system: { actorUuid: actor.uuid, label, ...test, normalDice: [...result.normalDice], hungerDice: [], frenzyTest: true },
  };
  const wasInFrenzy = vampire.frenzy;
  const falls = !result.win && !wasInFrenzy;
  let message: ChatMessage.Implementation | undefined;
  await applyTogether({
    updateActor: falls ? () => actor.update({ system: { frenzy: true } }) : null,
    revertActor: falls ? () => actor.update({ system: { frenzy: false } }) : null,
    updateCard: async () => {
      message = await postCard(actor, rolled, mode);
      if (!message) throw new Error("the Frenzy test's chat message was not created");
    },
  });
  if (!result.win) await actor.toggleStatusEffect(FRENZY_STATUS, { active: true });
  return message;
}

/** Puts a vampire in frenzy or out of it: the flag and the token status together. */
export async function setFrenzy(actor: Actor.Implementation, active: boolean): Promise<void> {
  const vampire = vampireOf(actor);
  if (!vampire) return;
  if (vampire.frenzy !== active) await actor.update({ system: { frenzy: active } });
  await actor.toggleStatusEffect(FRENZY_STATUS, { active });
}

/**
 * The frenzy token status (shown in the Token HUD of vampires only), and the hooks that set
 * `system.frenzy` when someone toggles the status on the token instead of the sheet. Each
 * hook acts on the client of the user who made the change only.
 */
export function registerFrenzyStatus(): void {
  CONFIG.statusEffects.push({ id: FRENZY_STATUS, name: "FIVEFOLD.V5.Frenzy.Status", img: FRENZY_ICON, hud: { actorTypes: ["v5Vampire"] } });
  const follow = (effect: ActiveEffect.Implementation, userId: string, active: boolean) => {
    const actor = effect.parent;
    if (userId !== game.user?.id || !(actor instanceof Actor) || !effect.statuses.has(FRENZY_STATUS)) return;
    if (actor.system instanceof VampireData && actor.system.frenzy !== active) void actor.update({ system: { frenzy: active } });
  };
  Hooks.on("createActiveEffect", (effect, _options, userId) => follow(effect, userId, true));
  Hooks.on("deleteActiveEffect", (effect, _options, userId) => follow(effect, userId, false));
}
