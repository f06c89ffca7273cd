import type { DiceSoNice } from "../../../foundry/ruleset.js";
import { ATTRIBUTE_FLAVOR } from "./faces.js";

/** Gives the attribute die its own colours in Dice So Nice: a colorset named as its term's flavor. */
export function murkDiceAppearance(dice3d: DiceSoNice): void {
  void dice3d.addColorset(
    {
      name: ATTRIBUTE_FLAVOR,
      description: "FIVEFOLD.Murk.DiceSoNice.Attribute",
      category: "Fivefold",
      foreground: "#f1ead8",
      background: "#3d4a3a",
      outline: "#141a13",
      edge: "#222b21",
      texture: "none",
    },
    "default",
  );
}
