import type { DiceSoNice } from "../../../foundry/ruleset.js";
import { CHANCE_FLAVOR } from "./faces.js";

/** Gives the Chance Die its own colours in Dice So Nice: a colorset named as its term's flavor. */
export function sunriderDiceAppearance(dice3d: DiceSoNice): void {
  void dice3d.addColorset(
    {
      name: CHANCE_FLAVOR,
      description: "FIVEFOLD.Sunrider.DiceSoNice.Chance",
      category: "Fivefold",
      foreground: "#1b1b1b",
      background: "#e0a526",
      outline: "#5a3d00",
      edge: "#a8741a",
      texture: "none",
    },
    "default",
  );
}
