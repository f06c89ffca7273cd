import type { V5Attribute, V5Skill } from "./data.js";
import type { V5Kind } from "./rules.js";

/** What the sheet knows when a roll starts: the trait clicked, or a fixed pool (Willpower, Humanity). */
export interface V5RollPreset {
  readonly attribute?: V5Attribute;
  readonly skill?: V5Skill;
  /** A pool that is not attribute + skill, e.g. Composure + Resolve for a Willpower roll. */
  readonly pool?: number;
  readonly kind?: V5Kind;
  /** The card's title; built from the attribute and skill when absent. */
  readonly label?: string;
}

/** Opens the V5 roll dialog for an actor; with `skipDialog` (shift-click) rolls the preset at once. */
export async function openV5RollDialog(actor: Actor.Implementation, preset: V5RollPreset, options: { skipDialog?: boolean } = {}): Promise<void> {
  throw new Error(`the roll dialog is being written (${actor.name}, ${JSON.stringify(preset)}, ${JSON.stringify(options)})`);
}
