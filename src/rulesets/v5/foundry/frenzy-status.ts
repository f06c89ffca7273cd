import { localize } from "../../../foundry/ui/i18n.js";
import { registerStatusEffect } from "../../../foundry/compat/status-effects.js";
import { V5VampireData } from "./data.js";

/** The token status a failed Frenzy test sets (CONFIG.statusEffects), kept in step with `system.frenzy`. */
export const FRENZY_STATUS = "fivefoldFrenzy";

/** The status's icon: an SVG Fivefold draws itself (assets/v5-frenzy.svg, copied by the build). */
const FRENZY_ICON = "systems/fivefold/assets/v5-frenzy.svg";

/** Puts a vampire in frenzy or out of it: the flag and the token status together. */
export async function setFrenzy(actor: Actor.Implementation, active: boolean): Promise<void> {
  const vampire = actor.system;
  if (!(vampire instanceof V5VampireData)) {
    ui.notifications?.warn(localize("FIVEFOLD.V5.Rouse.NotAVampire", { name: actor.name }));
    return;
  }
  if (vampire.frenzy !== active) await actor.update({ system: { frenzy: active } });
  await actor.toggleStatusEffect(FRENZY_STATUS, { active });
}

/**
 * The frenzy token status (shown in the Token HUD of vampires only), and the hooks that set
 * `system.frenzy` when someone toggles the status on the token instead of the sheet. Each
 * hook acts on the client of the user who made the change only.
 */
export function registerFrenzyStatus(): void {
  registerStatusEffect({
    id: FRENZY_STATUS,
    name: "FIVEFOLD.V5.Frenzy.Status",
    img: FRENZY_ICON,
    actorTypes: ["v5Vampire"],
  });
  const follow = (effect: ActiveEffect.Implementation, userId: string, active: boolean) => {
    const actor = effect.parent;
    if (userId !== game.user?.id || !(actor instanceof Actor) || !effect.statuses.has(FRENZY_STATUS)) return;
    if (actor.system instanceof V5VampireData && actor.system.frenzy !== active)
      void actor.update({ system: { frenzy: active } });
  };
  Hooks.on("createActiveEffect", (effect, _options, userId) => follow(effect, userId, true));
  Hooks.on("deleteActiveEffect", (effect, _options, userId) => follow(effect, userId, false));
}
