import { oddsRow, type OddsRow } from "../../odds-row.js";
import type { V5Odds } from "../rules/odds.js";

/** The outcomes every V5 odds table shows; the botch follows under its house rule. */
const OUTCOMES = ["win", "critical", "messyCritical", "bestialFailure"] as const;

/**
 * A V5 roll's odds rows, each nested in the one it is part of: a critical win is a win, a
 * messy critical a critical win; a bestial failure and a botch are failures (a row of its own,
 * the chance of no win), and may both happen on one roll.
 */
export function v5OddsRows(odds: V5Odds, botchRule: boolean): OddsRow[] {
  const keys = botchRule ? ([...OUTCOMES, "botch"] as const) : OUTCOMES;
  const failureKinds = keys.filter((key) => key === "bestialFailure" || key === "botch");
  return [
    ...keys
      .filter((key) => key === "win" || key === "critical" || key === "messyCritical")
      .map((key) => oddsRow(key, `FIVEFOLD.V5.Outcome.${key}`, odds[key], key !== "win")),
    ...(failureKinds.length > 0 ? [oddsRow("failure", "FIVEFOLD.V5.Outcome.failure", 1 - odds.win)] : []),
    ...failureKinds.map((key) => oddsRow(key, `FIVEFOLD.V5.Outcome.${key}`, odds[key], true)),
  ];
}
