import { chance, faces, signed, table } from "../../../engine/format.js";
import { defineTool } from "../../../engine/tool.js";
import { murkOdds } from "./odds.js";
import { murkInputs, parseMurkInputs, rollMurk, type MurkInputs, type MurkResult } from "./rules.js";

function rollName(inputs: MurkInputs): string {
  const explode = inputs.explode ? ", exploding" : "";
  return `2d6 + d${inputs.die}${signed(inputs.modifier)} vs DR ${inputs.dr}${explode}`;
}

function outcomeWords(result: MurkResult): string {
  if (result.crushing) return "CRUSHING SUCCESS";
  if (result.success) return "success";
  return result.botch ? "BOTCH" : "failure";
}

function gainWords(result: MurkResult): string {
  const { grinder, surge, crush } = result.potential;
  const parts = [
    grinder ? `Grinder +${grinder}` : "",
    surge ? `Surge +${surge}` : "",
    crush ? `Crush +${crush} (d4)` : "",
  ].filter(Boolean);
  return parts.length ? `Potential: ${parts.join(", ")}.` : "Potential: no gain.";
}

/** The Murk in the `fivefold` tool. */
export const murkTool = defineTool({
  id: "murk",
  title: "The Murk",
  summary: "2d6 plus the attribute's die against a DR; beating it by 10 or more is a crushing success",
  inputs: murkInputs,
  meanings: {
    die: "the attribute's die: 4 for a d4, up to 12 for a d12",
    modifier: "added to the total (a Boost bought with Potential is +1 per 2 Potential)",
    dr: "the Difficulty Rating: 10 Standard, 15 Hard, 20 Impossible",
    explode: "the world's exploding attribute die: its highest face rolls it again and adds",
  },
  parse: parseMurkInputs,
  odds: murkOdds,
  roll: rollMurk,
  oddsJson: (odds) => ({ ...odds }),
  rollJson: (result) => ({
    base: [...result.base],
    attribute: [...result.attribute],
    modifier: result.modifier,
    total: result.total,
    success: result.success,
    crushing: result.crushing,
    botch: result.botch,
    doubles: result.doubles,
    potential: { ...result.potential },
  }),
  oddsText: (odds, inputs) =>
    table(`The Murk: ${rollName(inputs)}`, [
      // Indented rows are part of the row above them.
      ["Success", chance(odds.success)],
      ["  of which crushing", chance(odds.crushing)],
      ["Failure", chance(odds.failure)],
      ["  of which a botch", chance(odds.botch)],
      ["Doubles (Surge, either outcome)", chance(odds.doubles)],
    ]),
  rollText: (result, inputs) => {
    const dice = `2d6 [${faces(result.base)}] + d${inputs.die} [${faces(result.attribute)}]${signed(result.modifier)}`;
    const doubles = result.doubles ? " Doubles!" : "";
    return `The Murk: ${dice} = ${result.total} vs DR ${result.dr}: ${outcomeWords(result)}.${doubles} ${gainWords(result)}`;
  },
});
