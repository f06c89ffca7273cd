import { faces, percent, table } from "../../engine/format.js";
import { defineTool } from "../../engine/tool.js";
import { muckOdds } from "./odds.js";
import { muckrakerInputs, parseMuckInputs, rollMuck, type MuckInputs, type MuckResult } from "./rules.js";

function rollName(inputs: MuckInputs): string {
  const ties = inputs.tiesSucceed ? " (ties succeed)" : "";
  const genetics =
    inputs.genetics === "none" ? "" : `, genetics for a ${inputs.genetics} (Genetic ${inputs.genetic}, Stress ${inputs.stress})`;
  return `skill ${inputs.skill} vs challenge ${inputs.cn}${ties}${genetics}`;
}

function geneticsWords(result: MuckResult): string {
  if (result.geneticsResult === null) return "";
  const red = `Red d12 [${result.genetics}]: `;
  const changes = [
    result.geneticDelta ? `Genetic +${result.geneticDelta} -> ${result.genetic}` : "",
    result.stressDelta ? `Stress +${result.stressDelta} -> ${result.stress}` : "",
  ]
    .filter(Boolean)
    .join(", ");
  const meaning = {
    manifest: result.powerActivated ? "MANIFEST, the power activates" : "MANIFEST, +3",
    dormant: "dormant",
    stressed: "STRESSED",
  }[result.geneticsResult];
  const sickness = result.sickness ? " GENETIC SICKNESS: removed from the scene." : "";
  return ` ${red}${meaning} (${changes}).${sickness}`;
}

function outcomeWords(result: MuckResult): string {
  if (result.powerFailed) return "the power fails, and so does the action";
  if (result.lucky7) return `LUCKY 7: success with an added benefit (total ${result.total})`;
  if (result.plotTwist) {
    const hazard = result.hazardProtected ? "genetics protect from the Hazard rise" : "Hazard Level +1";
    return `PLOT TWIST: the action is interrupted; draw a tarot card, ${hazard}`;
  }
  const beat = result.success ? "success" : "failure";
  return `total ${result.total} vs ${result.challenge}: ${beat}`;
}

/** The Muckraker System in the `fivefold` tool. */
export const muckrakerTool = defineTool({
  id: "muckraker",
  title: "Muckraker System",
  inputs: muckrakerInputs,
  parse: parseMuckInputs,
  odds: muckOdds,
  roll: rollMuck,
  oddsJson: (odds, inputs) => ({
    success: odds.success,
    lucky7: odds.lucky7,
    plotTwist: odds.plotTwist,
    failure: odds.failure,
    ...(inputs.genetics === "none" ? {} : { manifest: odds.manifest, dormant: odds.dormant, stressed: odds.stressed }),
  }),
  rollJson: (result) => ({
    white: [...result.white],
    genetics: result.genetics,
    geneticsResult: result.geneticsResult,
    lucky7: result.lucky7,
    plotTwist: result.plotTwist,
    success: result.success,
    total: result.total,
    geneticDelta: result.geneticDelta,
    stressDelta: result.stressDelta,
  }),
  oddsText: (odds, inputs) => {
    const rows: [string, string][] = [
      ["Success", percent(odds.success)],
      ["Lucky 7", percent(odds.lucky7)],
      ["Plot twist", percent(odds.plotTwist)],
      ["Failure", percent(odds.failure)],
    ];
    if (odds.manifest !== null && odds.dormant !== null && odds.stressed !== null) {
      rows.push(
        ["Genetics manifest", percent(odds.manifest)],
        ["Genetics dormant", percent(odds.dormant)],
        ["Genetics stressed", percent(odds.stressed)],
        ["Genetic sickness", percent(odds.sickness)],
      );
    }
    rows.push(["Hazard Level rises", percent(odds.hazardRise)]);
    return table(`Muckraker: ${rollName(inputs)}`, rows);
  },
  rollText: (result) => `Muckraker: white [${faces(result.white)}]: ${outcomeWords(result)}.${geneticsWords(result)}`,
});
