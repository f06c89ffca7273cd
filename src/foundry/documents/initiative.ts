import type { Ruleset } from "../ruleset.js";
import { registeredRulesets } from "../settings/world-rulesets.js";

/** The world's initiative for a game whose rules set none, by the setting's stored value. */
const DEFAULT_INITIATIVES = { d6: "1d6", d10: "1d10", d20: "1d20", none: "0" } as const;
type DefaultInitiative = keyof typeof DEFAULT_INITIATIVES;
const FALLBACK: DefaultInitiative = "d6";

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Combatant: typeof FivefoldCombatant;
  }
  interface SettingConfig {
    /** The initiative of an actor whose game has no initiative rule (stored in every world: never renamed). */
    "fivefold.defaultInitiative": DefaultInitiative;
  }
}

function isDefaultInitiative(value: unknown): value is DefaultInitiative {
  return typeof value === "string" && Object.hasOwn(DEFAULT_INITIATIVES, value);
}

/** The formula of the world setting; an unknown stored value (edited by hand) reads as the default. */
function worldDefaultInitiative(): string {
  const stored: unknown = game.settings?.get("fivefold", "defaultInitiative");
  return DEFAULT_INITIATIVES[isDefaultInitiative(stored) ? stored : FALLBACK];
}

/**
 * The initiative formula of an actor: its ruleset's, when the ruleset declares one and it
 * applies to this actor, else the world's default for games without an initiative rule.
 * No actor (a bare token) also gets the world's default.
 */
function initiativeFormula(actor: Actor.Implementation | null, rulesets: readonly Ruleset[]): string {
  if (actor) {
    const ruleset = rulesets.find((candidate) => Object.hasOwn(candidate.actorModels, actor.type));
    const own = ruleset?.initiative?.(actor.system);
    if (own) return own;
  }
  return worldDefaultInitiative();
}

/**
 * Fivefold's combatants: V13's `Combatant#getInitiativeRoll(formula)` rolls
 * `formula || this._getInitiativeFormula()`, and `Combat#rollInitiative` (Roll All, Roll NPCs,
 * the d20 button of a row) passes no formula unless a caller gives one, so this one method
 * makes every way of rolling ask the combatant's own ruleset, each actor type its own.
 */
export class FivefoldCombatant extends Combatant {
  protected override _getInitiativeFormula(): string {
    return initiativeFormula(this.actor, registeredRulesets());
  }
}

/** Registers the Combatant class and the world setting for games without an initiative rule. */
export function registerInitiative(): void {
  CONFIG.Combatant.documentClass = FivefoldCombatant;
  game.settings?.register("fivefold", "defaultInitiative", {
    name: "FIVEFOLD.Settings.Initiative.Name",
    hint: "FIVEFOLD.Settings.Initiative.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: {
      d6: "FIVEFOLD.Settings.Initiative.d6",
      d10: "FIVEFOLD.Settings.Initiative.d10",
      d20: "FIVEFOLD.Settings.Initiative.d20",
      none: "FIVEFOLD.Settings.Initiative.none",
    },
    default: FALLBACK,
  });
}
