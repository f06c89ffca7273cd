import { chance, faces, table } from "../../../engine/format.js";
import { defineTool } from "../../../engine/tool.js";
import { muckOdds } from "./odds.js";
import {
  GENETIC_BONUS,
  muckrakerInputs,
  parseMuckInputs,
  rollMuck,
  type MuckInputs,
  type MuckResult,
} from "./rules.js";

function rollName(inputs: MuckInputs): string {
  const ties = inputs.tiesSucceed ? " (ties succeed)" : "";
  const genetics =
    inputs.genetics === "none"
      ? ""
      : `, genetics for a ${inputs.genetics} (Genetic ${inputs.genetic}, Stress ${inputs.stress})`;
  return `2d6 + skill ${inputs.skill} vs challenge ${inputs.cn}${ties}${genetics}`;
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

/**
 * The white dice, and what was added to them when the total counts: "[5, 1] + skill 2 + 3 genetics bonus = 11" (the
 * bonus in those words: `genetics` alone is the red d12's face, as in the JSON).
 */
function totalWords(result: MuckResult, inputs: MuckInputs): string {
  const white = `white [${faces(result.white)}]`;
  if (result.total === null) return white;
  const bonus = result.bonusApplied ? ` + ${GENETIC_BONUS} genetics bonus` : "";
  return `${white} + skill ${inputs.skill}${bonus} = ${result.total}`;
}

function outcomeWords(result: MuckResult): string {
  if (result.powerFailed) return "the power fails, and so does the action";
  if (result.lucky7) return `LUCKY 7: success with an added benefit`;
  if (result.plotTwist) {
    const hazard = result.hazardProtected ? "genetics protect from the Hazard rise" : "Hazard Level +1";
    return `PLOT TWIST: the action is interrupted; draw a tarot card, ${hazard}`;
  }
  return result.success ? "success" : "failure";
}

function rollWords(result: MuckResult, inputs: MuckInputs): string {
  const against = result.total === null ? "" : ` vs ${result.challenge}`;
  return `Muckraker: ${totalWords(result, inputs)}${against}: ${outcomeWords(result)}.${geneticsWords(result)}`;
}

/** The Muckraker System in the `fivefold` tool. */
export const muckrakerTool = defineTool({
  id: "muckraker",
  title: "Muckraker System",
  summary:
    "two white d6 plus the skill's points must beat the challenge number; a 7 on the white dice is a Lucky 7, doubles a plot twist",
  inputs: muckrakerInputs,
  meanings: {
    skill: "the skill's points, added to the white dice",
    cn: "the challenge number the total must beat",
    genetics:
      "invoke alien genetics with the red d12: bonus for +3 a normal Earthling could use, power for an action only the superpower makes possible",
    genetic: "the reporter's Genetic number (the red d12 at or below it, and above Stress, manifests)",
    stress:
      "the reporter's Stress number (the red d12 at or below it is stressed); genetics are refused at or above Genetic",
    tiesSucceed: "the world's tie rule: a total equal to the challenge number succeeds",
  },
  ignored: (inputs) =>
    inputs.genetics === "none"
      ? [
          {
            inputs: ["genetic", "stress"],
            because: "they only count when genetics are invoked (--genetics bonus or power)",
          },
        ]
      : [],
  parse: parseMuckInputs,
  odds: muckOdds,
  roll: rollMuck,
  oddsJson: (odds, inputs) => ({
    success: odds.success,
    lucky7: odds.lucky7,
    plotTwist: odds.plotTwist,
    failure: odds.failure,
    ...(inputs.genetics === "none"
      ? {}
      : { manifest: odds.manifest, dormant: odds.dormant, stressed: odds.stressed, geneticSickness: odds.sickness }),
    // Beyond the contract's keys, so the JSON holds every figure of the text.
    hazardRise: odds.hazardRise,
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
      ["Success (Lucky 7 included)", chance(odds.success)],
      ["  of which Lucky 7", chance(odds.lucky7)],
      ["Plot twist", chance(odds.plotTwist)],
      ["Failure", chance(odds.failure)],
    ];
    if (odds.manifest !== null && odds.dormant !== null && odds.stressed !== null) {
      rows.push(
        ["Genetics manifest", chance(odds.manifest)],
        ["Genetics dormant", chance(odds.dormant)],
        ["Genetics stressed", chance(odds.stressed)],
        ["Genetic sickness", chance(odds.sickness)],
      );
    }
    rows.push(["Hazard Level rises", chance(odds.hazardRise)]);
    return table(`Muckraker: ${rollName(inputs)}`, rows);
  },
  rollText: rollWords,
});
