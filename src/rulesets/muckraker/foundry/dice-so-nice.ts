import type { DiceSoNice } from "../../../foundry/ruleset.js";
import { RED_FLAVOR, WHITE_FLAVOR } from "./faces.js";

/** White d6 and a red d12 in Dice So Nice: colorsets named as the terms' flavors. */
export function muckrakerDiceAppearance(dice3d: DiceSoNice): void {
  const common = { category: "Fivefold", outline: "#1b1b1b", texture: "none" };
  void dice3d.addColorset(
    {
      ...common,
      name: WHITE_FLAVOR,
      description: "FIVEFOLD.Muckraker.DiceSoNice.White",
      foreground: "#1b1b1b",
      background: "#f7f5f0",
      edge: "#d8d3c8",
    },
    "default",
  );
  void dice3d.addColorset(
    {
      ...common,
      name: RED_FLAVOR,
      description: "FIVEFOLD.Muckraker.DiceSoNice.Red",
      foreground: "#ffffff",
      background: "#b01020",
      edge: "#6e0a14",
    },
    "default",
  );
}
