// The roll request card's template context: what to roll, and one compact line per asked
// character. Pure, so the gallery draws the card Foundry draws, per viewer.

import { writtenPercent } from "../../engine/format.js";
import { bandLabelKey, oddsView } from "../ui/odds-view.js";
import { kindOf } from "./kind.js";
import { askedDifficulty, difficultySteps } from "./odds.js";
import { isSecret, type RequestRoll } from "./spec.js";
import { otherwiseShown, type Otherwise } from "./answer.js";

/** A chance as the card's compact table shows it: whole percent, never 0% or 100% unless exact. */
function shortPercent(p: number): string {
  if (p === 0 || p === 1) return writtenPercent(p, 0);
  if (p < 0.005) return `<${writtenPercent(0.01, 0)}`;
  if (p > 0.995) return `>${writtenPercent(0.99, 0)}`;
  return writtenPercent(p, 0);
}

/** A roll's figures: successes (V5) or the total, and whether it met the request (null: nothing asked to be met). */
export interface ResultFigures {
  readonly value: number;
  readonly success: boolean | null;
  /** What was rolled, as a request would ask it, when it is not the roll asked (null: it is, or it names none). */
  readonly rolled?: RequestRoll | null;
}

/**
 * One asked character's result as the request keeps it, once its roll card is posted: that card,
 * and the figures only of a public roll. A private, blind or self roll keeps none: the request's
 * data is on every client, where a player's console reads it, and it outlives the roll card.
 */
export interface EntryResult {
  readonly messageId: string;
  /** The roll's figures when everyone saw them as it was made; null for a roll whispered to anyone. */
  readonly figures: ResultFigures | null;
  /** How the roll is not the one asked, or null when it is (answer.ts); absent on a result stored before. */
  readonly otherwise?: Otherwise | null;
}

/**
 * A linked roll card as this viewer's client finds it: whether they may see its content, and the result it shows now.
 */
export interface LinkedRollCard {
  readonly visible: boolean;
  /** The card's result now (after any reroll, Boost, push or Character Point), or null when it is no roll card. */
  readonly current: ResultFigures | null;
}

/**
 * The result a request line shows: the linked roll card's current figures, so a later reroll on
 * that card shows here too; the figures stored with a public roll when its card is gone (or holds
 * no roll); and no figures at all, only that it was rolled, for a viewer who may not see that
 * card, or when the card of a roll that was not public is gone: then nobody reads its figures
 * here, a GM neither, for the request never kept them.
 */
export function followedResult(
  stored: EntryResult | null,
  rollCard: LinkedRollCard | null,
): { readonly result: EntryResult | null; readonly hidden: boolean } {
  if (stored === null) return { result: null, hidden: false };
  const { messageId, otherwise } = stored;
  const unseen = { result: { messageId, figures: null, otherwise }, hidden: true };
  if (rollCard !== null && !rollCard.visible) return unseen;
  const figures = rollCard?.current ?? stored.figures;
  return figures === null ? unseen : { result: { messageId, figures, otherwise }, hidden: false };
}

/** One asked character as this viewer's client sees it. */
export interface EntryView {
  readonly name: string;
  readonly result: EntryResult | null;
  /**
   * Say only that it was rolled, not what: the roll's own card is hidden from this viewer (a
   * private, blind or self roll), or gone with the figures of a roll that was not public.
   */
  readonly resultHidden: boolean;
  /** The sheet lacks the trait the request names (told only to a viewer who may read that sheet). */
  readonly missingTrait: boolean;
  /** This viewer may roll for the character (an owner or a GM), and it has not rolled yet. */
  readonly mayRoll: boolean;
  /**
   * The chance at each of `difficultySteps(roll)` (null where it cannot be computed), or null
   * when this viewer may not see the odds: the adapter does not compute them for that viewer.
   */
  readonly odds: readonly (number | null)[] | null;
}

/**
 * How the viewer may read the odds: not at all, as figures, or (a player under the words setting) as each chance's band
 * word.
 */
export interface RequestCardViewer {
  readonly seesOdds: boolean;
  /** A GM, who reads a secret request's difficulty and whether each roll met it. */
  readonly gm?: boolean;
  /** A player under the words setting, who reads band words in place of figures. */
  readonly inWords?: boolean;
  /**
   * A band's word in the viewer's language, from its i18n key: in words, and for a chance of exactly 0 or 1, which
   * reads "impossible" or "certain" to everyone (RULES.md). Absent, the key itself is shown, as Foundry shows a key it
   * cannot find.
   */
  readonly bandWord?: (key: string) => string;
}

/**
 * A chance in one cell, as this viewer reads it: the one lens (`oddsView`) decides; the card's figures are whole.
 * `word` is true for a band's word (wider than a figure: the template lets it wrap and draws it smaller).
 */
function cell(p: number | null | undefined, viewer: RequestCardViewer): { percent: string; word: boolean } {
  if (p == null) return { percent: "—", word: false };
  const view = oddsView(p, viewer.inWords === true ? "words" : "exact", viewer.gm === true);
  if (view === null) return { percent: "—", word: false };
  if (view.kind === "exact") return { percent: shortPercent(p), word: false };
  const key = bandLabelKey(view.band);
  return { percent: viewer.bandWord ? viewer.bandWord(key) : key, word: true };
}

/**
 * What was rolled in place of the roll asked, as the heading draws a request (null when the card names no such roll),
 * without its difficulty for a viewer kept from a secret request's: an honest roll of it is made at the secret one.
 */
function rolledInstead(rolled: RequestRoll | null | undefined, kept: boolean) {
  if (!rolled) return null;
  const parts = kindOf(rolled).heading(rolled);
  return { ...parts, detailKey: kept ? null : parts.detailKey };
}

/**
 * A result's figures as the line shows them (null when there are none to show); whether it was met, unless kept, and
 * never for a roll that is not the one asked: that one is drawn as rolled otherwise, with what was rolled.
 */
function shownResult({ messageId, figures, otherwise }: EntryResult, valueKey: string, kept: boolean) {
  if (figures === null) return null;
  const instead = otherwiseShown(otherwise ?? null, kept);
  const met = kept || instead ? null : figures.success;
  return {
    messageId,
    value: figures.value,
    valueKey,
    success: met === true,
    outcome: instead ? "otherwise" : met === null ? "none" : met ? "success" : "failure",
    outcomeKey: met === null ? null : met ? "FIVEFOLD.Request.Result.Success" : "FIVEFOLD.Request.Result.Failure",
    otherwise: instead ? { rolled: rolledInstead(figures.rolled, kept) } : null,
  };
}

/**
 * The card's context: the heading in the ruleset's terms, then per character its Roll button
 * (for whoever may roll it), its result linked to its card, and, only for a viewer allowed
 * to see them, the odds at the asked difficulty and either side. Odds a viewer may not see
 * are left out of the context, so they are never in that viewer's HTML.
 */
export function requestCardContext(
  request: { readonly roll: RequestRoll; readonly label: string },
  entries: readonly EntryView[],
  viewer: RequestCardViewer,
) {
  const { roll } = request;
  const asked = askedDifficulty(roll);
  const steps = difficultySteps(roll);
  // A secret request keeps the difficulty, the odds against it and whether it was met from the players.
  const kept = isSecret(roll) && viewer.gm !== true;
  const columns =
    viewer.seesOdds && !kept && steps.length > 0
      ? steps.map((difficulty) => ({ difficulty, asked: difficulty === asked }))
      : null;
  const kind = kindOf(roll);
  const parts = kind.heading(roll);
  const rolled = entries.filter((entry) => entry.result !== null).length;
  return {
    label: request.label,
    rulesetKey: `FIVEFOLD.Rulesets.${roll.ruleset}`,
    ruleset: roll.ruleset,
    trait: parts.trait,
    traitKey: parts.traitKey,
    pair: parts.pair,
    detailKey: kept ? "FIVEFOLD.Request.SecretDifficulty" : parts.detailKey,
    detail: kept ? null : parts.detail,
    secret: isSecret(roll) && !kept,
    progress: { rolled, total: entries.length },
    columns,
    // Band words are wider than figures: the table lets them wrap.
    inWords: columns !== null && viewer.inWords === true,
    oddsKey: kind.oddsKey,
    entries: entries.map((entry, index) => ({
      index,
      name: entry.name,
      missingTrait: entry.missingTrait,
      mayRoll: entry.mayRoll && entry.result === null,
      waiting: entry.result === null,
      hidden: entry.result !== null && (entry.resultHidden || entry.result.figures === null),
      result: entry.result === null || entry.resultHidden ? null : shownResult(entry.result, kind.valueKey, kept),
      messageId: entry.result?.messageId ?? "",
      cells: columns
        ? columns.map((column, step) => ({ asked: column.asked, ...cell(entry.odds?.[step], viewer) }))
        : null,
    })),
  };
}
