import type { OddsLens } from "../../../foundry/ui/odds-view.js";
import {
  hiddenContestCard,
  resultView,
  type ContestCardContext,
  type ContestDie,
  type SideView,
} from "../../../foundry/contests/card-context.js";
import { CONTEST_SIDES, oddsView, type ContestSideId } from "../../../foundry/contests/sides.js";
import { sunriderContestOdds } from "../rules/contest.js";
import {
  sideRolled,
  sunriderContestResult,
  sunriderSideInputs,
  sunriderSideTotal,
  SUNRIDER_CONTEST_ROLL,
  type SunriderContestFields,
} from "./contest-card.js";
import { signed } from "../../../engine/format.js";
import { buildSunriderPool } from "../rules/rules.js";

/** How the person looking at a Sunrider contest card stands to it. */
export interface SunriderContestViewer {
  readonly contentVisible: boolean;
  readonly mayAct: Readonly<Record<ContestSideId, boolean>>;
  /** How this viewer may read a chance (the world's setting for players); exact when absent. */
  readonly odds?: OddsLens;
}

function die(face: number, chance: boolean): ContestDie {
  return {
    face,
    classes: `die${chance ? " chance" : ""}${face === 6 ? " six" : ""}${chance && face === 1 ? " one" : ""}`,
    before: null,
  };
}

function sideView(fields: SunriderContestFields, id: ContestSideId, viewer: SunriderContestViewer): SideView {
  const side = fields[id];
  const rolled = sideRolled(side);
  const started = side.chance.length > 0;
  return {
    id,
    name: side.name,
    label: side.label,
    pool: {
      key: side.cp ? "FIVEFOLD.Contest.Sunrider.PoolCP" : "FIVEFOLD.Contest.Sunrider.Pool",
      data: { dice: buildSunriderPool(sunriderSideInputs(side)).dice, modifier: signed(side.modifier) },
    },
    dice: side.dice.map((face) => die(face, false)),
    chance: side.chance.map((face) => die(face, true)),
    value: rolled ? { key: "FIVEFOLD.Contest.Sunrider.Total", amount: sunriderSideTotal(side) } : null,
    statusKey: rolled
      ? "FIVEFOLD.Contest.Card.Rolled"
      : started
        ? "FIVEFOLD.Contest.Sunrider.ChanceAgain"
        : "FIVEFOLD.Contest.Card.Waiting",
    buttons: {
      roll:
        viewer.mayAct[id] && !rolled
          ? started
            ? "FIVEFOLD.Contest.Sunrider.RollChance"
            : "FIVEFOLD.Contest.Card.Roll"
          : null,
      reroll: null,
      keep: false,
    },
  };
}

/**
 * The Sunrider contest card's context: both sides, the public odds before anyone rolls, the winner by the difference of
 * totals after.
 */
export function sunriderContestCardContext(
  fields: SunriderContestFields,
  viewer: SunriderContestViewer,
): ContestCardContext {
  if (!viewer.contentVisible) return hiddenContestCard("sunrider");
  const anyRolled = fields.first.chance.length > 0 || fields.second.chance.length > 0;
  return {
    ruleset: "sunrider",
    actions: { roll: SUNRIDER_CONTEST_ROLL },
    hidden: false,
    odds: anyRolled
      ? null
      : oddsView(sunriderContestOdds(sunriderSideInputs(fields.first), sunriderSideInputs(fields.second)), viewer.odds),
    sides: CONTEST_SIDES.map((id) => sideView(fields, id, viewer)),
    result: resultView(sunriderContestResult(fields), { first: fields.first.name, second: fields.second.name }),
    turnKey: null,
  };
}
