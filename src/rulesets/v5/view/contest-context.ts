import { exactOdds, type OddsLens } from "../../../foundry/ui/odds-view.js";
import {
  hiddenContestCard,
  resultView,
  type ContestCardContext,
  type ContestDie,
  type SideButtons,
  type SideView,
} from "../../../foundry/contests/card-context.js";
import { CONTEST_SIDES, oddsView, type ContestSideId } from "../../../foundry/contests/sides.js";
import { v5ContestOdds } from "../rules/contest.js";
import {
  rerollBarInputs,
  decidingSides,
  v5ContestResult,
  v5SideInputs,
  v5SideSuccesses,
  V5_CONTEST_ACTIONS,
  type V5ContestFields,
  type V5ContestSide,
} from "./contest-card.js";
import { rerollDraftContext, titleOf, type RerollDraft } from "./card-context.js";
import { bestRerollSelection, rerollOdds } from "../rules/odds.js";
import {
  canRerollWithWillpower,
  defaultRerollSelection,
  SUCCESS_FACE,
  CRITICAL_FACE,
  type WillpowerTrack,
} from "../rules/rules.js";

/** How the person looking at a V5 contest card stands to it. */
export interface V5ContestViewer {
  readonly contentVisible: boolean;
  /** Whether the viewer may act for each side (its actor's owner or a GM; an NPC pool: the GM). */
  readonly mayAct: Readonly<Record<ContestSideId, boolean>>;
  /** Each side's Willpower track; null for an NPC pool (the GM keeps its Willpower). */
  readonly willpower: Readonly<Record<ContestSideId, WillpowerTrack | null>>;
  /** How this viewer may read a chance (the world's setting for players); exact when absent. */
  readonly odds?: OddsLens;
}

function die(face: number, hunger: boolean, before: number | null): ContestDie {
  const classes = ["die"];
  if (hunger) classes.push("hunger");
  if (face >= SUCCESS_FACE) classes.push("success");
  if (face === CRITICAL_FACE) classes.push("critical");
  if (face === 1) classes.push("one");
  if (before !== null) classes.push("rerolled");
  return { face, classes: classes.join(" "), before };
}

const REROLL_BLOCKED = {
  noNormalDice: "FIVEFOLD.V5.Card.NoNormalDice",
  noWillpower: "FIVEFOLD.V5.Card.NoWillpower",
} as const;

/**
 * The Willpower reroll the card offers a side: the chance to win after the engine's best dice
 * (or the lowest) against the other side's successes; with a draft, the V5 card's reroll
 * panel for the dice the viewer chooses, its odds read against the same bar.
 */
function rerollOffer(
  fields: V5ContestFields,
  id: ContestSideId,
  willpower: WillpowerTrack | null,
  draft: RerollDraft | null,
  lens: OddsLens,
): NonNullable<SideButtons["reroll"]> {
  const side = fields[id];
  // An NPC pool's Willpower is the GM's to track: the card lets the GM reroll for it.
  const check = canRerollWithWillpower(
    "standard",
    false,
    willpower ?? { max: 1, superficial: 0, aggravated: 0 },
    side.normalDice.length,
  );
  if (check === "noNormalDice" || check === "noWillpower")
    return { winAfter: null, blockedKey: REROLL_BLOCKED[check], draft: null };
  // Winning the contest is having more successes than the other side: that is the difficulty the reroll aims at.
  const inputs = rerollBarInputs(fields, id);
  const faces = { normalDice: side.normalDice, hungerDice: side.hungerDice };
  const best = bestRerollSelection(inputs, faces);
  const indices = best.indices.length > 0 ? best.indices : defaultRerollSelection(faces);
  if (indices.length === 0) return { winAfter: null, blockedKey: "FIVEFOLD.Contest.Card.NothingToReroll", draft: null };
  return {
    winAfter: lens(rerollOdds(inputs, faces, indices).win),
    blockedKey: null,
    draft: draft ? rerollDraftContext(inputs, faces, draft, lens) : null,
  };
}

function statusKey(side: V5ContestSide): string {
  if (!side.rolled) return "FIVEFOLD.Contest.Card.Waiting";
  if (side.decision === "rerolled") return "FIVEFOLD.Contest.Card.Rerolled";
  return side.decision === "kept" ? "FIVEFOLD.Contest.Card.Kept" : "FIVEFOLD.Contest.Card.Rolled";
}

function sideView(
  fields: V5ContestFields,
  id: ContestSideId,
  viewer: V5ContestViewer,
  draft: RerollDraft | null,
): SideView {
  const side = fields[id];
  const before = new Map(side.rerolled.map((entry) => [entry.index, entry.before]));
  const mayAct = viewer.mayAct[id];
  const deciding = mayAct && decidingSides(fields).includes(id);
  const reroll = deciding ? rerollOffer(fields, id, viewer.willpower[id], draft, viewer.odds ?? exactOdds) : null;
  // While the viewer chooses, each normal die is a toggle, as on the V5 roll card.
  const choosing = reroll?.draft ? draft : null;
  const normal = (face: number, index: number): ContestDie =>
    choosing
      ? {
          ...die(face, false, before.get(index) ?? null),
          index,
          selectable: true,
          selected: choosing.selection.includes(index),
        }
      : die(face, false, before.get(index) ?? null);
  return {
    id,
    name: side.name,
    ...titleOf(side),
    pool: { key: "FIVEFOLD.Contest.V5.Pool", data: { pool: side.pool, hunger: side.hunger } },
    dice: [...side.normalDice.map(normal), ...side.hungerDice.map((face) => die(face, true, null))],
    chance: [],
    value: side.rolled
      ? { key: "FIVEFOLD.Contest.V5.Successes", amount: v5SideSuccesses(side, fields.botchRule) }
      : null,
    statusKey: statusKey(side),
    buttons: { roll: mayAct && !side.rolled ? "FIVEFOLD.Contest.Card.Roll" : null, reroll, keep: deciding },
  };
}

/** What the card says it waits for: one side's decision, or both sides'; null when it waits for no one else. */
function turnKey(fields: V5ContestFields, waitingFor: readonly ContestSideId[]): ContestCardContext["turnKey"] {
  if (waitingFor.length === 0) return null;
  const name = fields[waitingFor[0]].name;
  if (waitingFor.length === 1) return { key: "FIVEFOLD.Contest.Card.Turn", data: { name } };
  return { key: "FIVEFOLD.Contest.Card.TurnBoth", data: { name, other: fields[waitingFor[1]].name } };
}

/**
 * The V5 contest card's context: both sides, the public odds before anyone rolls, the winner
 * after; `drafts`, the Willpower rerolls this client is choosing the dice of, by side.
 */
export function v5ContestCardContext(
  fields: V5ContestFields,
  viewer: V5ContestViewer,
  drafts: Readonly<Partial<Record<ContestSideId, RerollDraft>>> = {},
): ContestCardContext {
  if (!viewer.contentVisible) return hiddenContestCard("v5");
  const outcome = v5ContestResult(fields);
  // The sides still deciding that this viewer may not act for: the card says it waits for them.
  const waitingFor = decidingSides(fields).filter((id) => !viewer.mayAct[id]);
  const anyRolled = fields.first.rolled || fields.second.rolled;
  return {
    ruleset: "v5",
    actions: V5_CONTEST_ACTIONS,
    hidden: false,
    odds: anyRolled
      ? null
      : oddsView(
          v5ContestOdds(v5SideInputs(fields.first, fields.botchRule), v5SideInputs(fields.second, fields.botchRule)),
          viewer.odds,
        ),
    sides: CONTEST_SIDES.map((id) => sideView(fields, id, viewer, drafts[id] ?? null)),
    result: resultView(outcome, { first: fields.first.name, second: fields.second.name }),
    // A viewer who may decide sees the buttons; everyone else is told whose decision the card waits for.
    turnKey: turnKey(fields, waitingFor),
  };
}
