import type { DiceSoNice } from "../../../foundry/ruleset.js";
import { HUNGER_FLAVOR } from "./faces.js";

/** Gives Hunger dice their own colours in Dice So Nice: a colorset named as the Hunger term's flavor. */
export function v5DiceAppearance(dice3d: DiceSoNice): void {
  void dice3d.addColorset(
    {
      name: HUNGER_FLAVOR,
      description: "FIVEFOLD.V5.DiceSoNice.Hunger",
      category: "Fivefold",
      foreground: "#f4efe6",
      background: "#6e0b0b",
      outline: "#1d0303",
      edge: "#3b0505",
      texture: "none",
    },
    "default",
  );
}
