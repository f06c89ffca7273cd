import { exactOdds, lensInWords, type OddsLens } from "../../../foundry/ui/odds-view.js";
import { SECRET_OUTCOME_KEY } from "../../../foundry/chat/secret-difficulty.js";
import { signed } from "../../../engine/format.js";
import { countKey } from "../../count-key.js";
import type { Impairment } from "../rules/impairment.js";
import { v5OddsRows } from "./odds-rows.js";
import {
  extendedProgress,
  type ExtendedOddsOf,
  type ExtendedOddsView,
  type ExtendedProgress,
} from "./extended-card.js";
import { offersConsequences, V5_CONSEQUENCES, type ApplyState } from "./night.js";
import { APPLY_MEND, APPLY_REMORSE } from "./card-decisions.js";
import { CONSEQUENCE_ACTIONS } from "./consequences.js";
import { rerollKind } from "./reroll-kind.js";
import { bestRerollSelection, rerollOdds } from "../rules/odds.js";
import {
  canRerollWithWillpower,
  defaultRerollSelection,
  MAX_REROLL,
  rouseHunger,
  resolveV5,
  SUCCESS_FACE,
  CRITICAL_FACE,
  type RerolledDie,
  type V5Faces,
  type V5Inputs,
  type V5Kind,
  type V5Result,
  type WillpowerRerollCheck,
  type WillpowerTrack,
} from "../rules/rules.js";

/** Everything a V5 card shows, as its message keeps it. */
export interface V5CardState {
  /** The title as the roller's client worded it: what a card stored before titles were kept as keys shows. */
  readonly label: string;
  /**
   * What was rolled, as i18n keys ("FIVEFOLD.V5.Attributes.wits", ...), worded in each viewer's language; empty on an
   * older card.
   */
  readonly labelKeys: readonly string[];
  /** The roll used a specialty: the title says so after its keys. */
  readonly labelSpecialty: boolean;
  /** The actor's name when the roll belongs to one. */
  readonly actorName: string | null;
  readonly inputs: V5Inputs;
  readonly faces: V5Faces;
  /** The dice a Willpower reroll replaced; empty until one is made. */
  readonly rerolled: readonly RerolledDie[];
  /** A Rouse check's Hunger before and after, and the power it was for. */
  readonly rouse: { readonly hungerBefore: number; readonly hungerAfter: number; readonly power: string } | null;
  /** A Remorse roll's Humanity before and after, and the Stains it cleared. */
  readonly remorse: {
    readonly humanityBefore: number;
    readonly humanityAfter: number;
    readonly stainsCleared: number;
  } | null;
  /** A Blood Surge: the dice it added, its Rouse check's die, and Hunger before and after that check. */
  readonly surge?: {
    readonly dice: number;
    readonly rouseDie: number;
    readonly hungerBefore: number;
    readonly hungerAfter: number;
  } | null;
  /** A Mend's superficial Health damage before and after. */
  readonly mend?: { readonly superficialBefore: number; readonly superficialAfter: number } | null;
  /** A Frenzy test: a failure put the vampire in frenzy. */
  readonly frenzyTest?: boolean;
  /** The consequences applied from the card, each once. */
  readonly applied?: { readonly stain: boolean; readonly hunger: boolean; readonly stainOverflow?: number };
  /** The Impairment taken from the pool when it was rolled. */
  readonly impaired?: Impairment | null;
  /** Where a Remorse or Mend card's change to the vampire stands (a card saved without one made it when rolled). */
  readonly applyState?: Exclude<ApplyState, "">;
  /** An extended test's progress; null on an ordinary roll. */
  readonly extended?: ExtendedProgress | null;
}

/** The fields a V5 roll message keeps (V5RollMessage's schema). */
export interface V5CardFields extends V5Inputs {
  readonly label: string;
  /** The title as i18n keys under FIVEFOLD.V5 (joined by " + "), and whether a specialty was used. */
  readonly labelKeys?: readonly string[];
  readonly labelSpecialty?: boolean;
  readonly normalDice: readonly number[];
  readonly hungerDice: readonly number[];
  readonly rerolled?: readonly RerolledDie[];
  readonly hungerBefore?: number;
  readonly hungerAfter?: number;
  readonly power?: string;
  /** A Blood Surge's dice added to the pool, and its Rouse check's one die (empty without a Surge). */
  readonly surgeDice?: number;
  readonly surgeRouse?: readonly number[];
  /** A Remorse roll, applied to Humanity and Stains when it was made. */
  readonly remorse?: boolean;
  readonly humanityBefore?: number;
  readonly humanityAfter?: number;
  readonly stainsBefore?: number;
  /** A Mend: a Rouse check that healed superficial Health damage. */
  readonly mend?: boolean;
  readonly superficialBefore?: number;
  readonly superficialAfter?: number;
  /** A Frenzy test. */
  readonly frenzyTest?: boolean;
  /** The consequences applied from the card on a bestial failure or messy critical. */
  readonly stainTaken?: boolean;
  readonly hungerRaised?: boolean;
  /** The aggravated Willpower damage a Stain inflicted because no Humanity box was left empty. */
  readonly stainOverflow?: number;
  /** The Impairment taken from the pool when it was rolled ("" or absent: none). */
  readonly impaired?: Impairment | "";
  /** A Remorse or Mend card's change to the vampire: "" or absent on a card that made it when rolled. */
  readonly applyState?: ApplyState;
  /**
   * An extended test: the successes to reach and the rolls allowed (0: an ordinary roll), and the successes of each
   * roll before the latest.
   */
  readonly extendedTarget?: number;
  readonly extendedRolls?: number;
  readonly extendedPrior?: readonly number[];
}

/** A title key the card words: one of the V5 texts, never a key from elsewhere a forged card might name. */
const TITLE_KEY = /^FIVEFOLD\.V5\.[A-Za-z]+(?:\.[A-Za-z]+)*$/;

/**
 * The card's title: its keys for the template to word in the viewer's language, or, on a card
 * stored before titles were kept as keys (or whose keys are not V5 texts), the stored text.
 */
export function titleOf(stored: {
  readonly label: string;
  readonly labelKeys?: readonly string[];
  readonly labelSpecialty?: boolean;
}) {
  const storedKeys = stored.labelKeys ?? [];
  const keys = storedKeys.length > 0 && storedKeys.every((key) => TITLE_KEY.test(key)) ? storedKeys : [];
  return { label: stored.label, titleKeys: keys, titleSpecialty: keys.length > 0 && (stored.labelSpecialty ?? false) };
}

/**
 * A card's state from its message's fields; `extendedOddsOf` (extended-odds.ts, loaded on demand)
 * adds a running extended test's odds.
 */
export function cardStateFrom(
  fields: V5CardFields,
  actorName: string | null,
  extendedOddsOf?: ExtendedOddsOf,
): V5CardState {
  const { pool, hunger, difficulty, kind, botchRule, reroll } = fields;
  return {
    label: fields.label,
    labelKeys: fields.labelKeys ?? [],
    labelSpecialty: fields.labelSpecialty ?? false,
    actorName,
    inputs: { pool, hunger, difficulty, kind, botchRule, reroll: reroll ?? false },
    faces: { normalDice: fields.normalDice, hungerDice: fields.hungerDice },
    rerolled: fields.rerolled ?? [],
    rouse:
      kind === "rouse"
        ? { hungerBefore: fields.hungerBefore ?? 0, hungerAfter: fields.hungerAfter ?? 0, power: fields.power ?? "" }
        : null,
    remorse: fields.remorse
      ? {
          humanityBefore: fields.humanityBefore ?? 0,
          humanityAfter: fields.humanityAfter ?? 0,
          stainsCleared: fields.stainsBefore ?? 0,
        }
      : null,
    surge: fields.surgeRouse?.length
      ? {
          dice: fields.surgeDice ?? 0,
          rouseDie: fields.surgeRouse[0],
          hungerBefore: fields.hungerBefore ?? 0,
          hungerAfter: fields.hungerAfter ?? 0,
        }
      : null,
    mend: fields.mend
      ? { superficialBefore: fields.superficialBefore ?? 0, superficialAfter: fields.superficialAfter ?? 0 }
      : null,
    frenzyTest: fields.frenzyTest ?? false,
    applied: {
      stain: fields.stainTaken ?? false,
      hunger: fields.hungerRaised ?? false,
      stainOverflow: fields.stainOverflow ?? 0,
    },
    impaired: fields.impaired ? fields.impaired : null,
    applyState: fields.applyState ? fields.applyState : "applied",
    extended: extendedProgress(fields, extendedOddsOf),
  };
}

/** How the person looking at the card stands to it. */
export interface V5CardViewer {
  /** Author, owner of the actor, or GM. */
  readonly mayAct: boolean;
  /** False for a blind roll seen by a player. */
  readonly contentVisible: boolean;
  /** The actor's Willpower track; null when the roll has no actor. */
  readonly willpower: WillpowerTrack | null;
  /** How this viewer may read a chance (the world's setting for players); exact when absent. */
  readonly odds?: OddsLens;
  /**
   * The roll answers a request whose difficulty is kept from this viewer: the card shows the
   * successes, and neither the difficulty nor anything that tells it (outcome, margin, odds).
   */
  readonly secretDifficulty?: boolean;
}

/** The lens of a viewer who may see no odds at all. */
const noOdds: OddsLens = () => null;

/** A Willpower reroll being chosen on this client: the normal dice selected so far. */
export interface RerollDraft {
  readonly selection: readonly number[];
}

/** One die on the card. */
export interface CardDie {
  readonly face: number;
  readonly hunger: boolean;
  /** Index into the normal dice (null for Hunger dice), for the reroll selection. */
  readonly index: number | null;
  readonly classes: string;
  /** The die counts a success (6 or more), which the card shows and names. */
  readonly success: boolean;
  /** The face this die showed before a Willpower reroll. */
  readonly before: number | null;
  readonly selected: boolean;
  readonly selectable: boolean;
}

/** The outcome the card leads with; the most telling one when several hold. */
export type V5Headline =
  | "messyCritical"
  | "critical"
  | "win"
  | "bestialFailure"
  | "botch"
  | "failure"
  | "rousePassed"
  | "rouseFailed"
  | "extendedRoll";

/**
 * The headline of one roll of an extended test: a roll there is read at difficulty 1 and only counts its successes
 * toward the total, so a "Win" or "Failure" of its own would contradict the test's status below it (a green Win above
 * "Failed: the rolls ran out"). It reads as its successes instead; a messy critical, bestial failure or botch keeps its
 * headline, since its toll is this roll's own.
 */
function extendedHeadline(top: V5Headline): V5Headline {
  return top === "win" || top === "critical" || top === "failure" ? "extendedRoll" : top;
}

/** What a viewer kept from the difficulty reads in place of the headline: whether it was enough is the GM's to say. */
const SECRET_HEADLINE = "secret";

/** How many examples the rule text gives of what each outcome can bring (lang/en.json holds them). */
const EXAMPLES: Partial<Record<V5Headline, number>> = { critical: 1, messyCritical: 4, bestialFailure: 4, botch: 4 };

/** What the outcome can mean in the story, from the rule text: an intro and its examples, as i18n keys. */
function consequences(top: V5Headline) {
  const count = EXAMPLES[top];
  if (count === undefined) return null;
  const base = `FIVEFOLD.V5.Card.Consequences.${top}`;
  return { intro: `${base}.Intro`, items: Array.from({ length: count }, (_, i) => `${base}.Example${i + 1}`) };
}

/** Picks the card's headline: a messy critical over a critical over a win; a bestial failure over a botch. */
export function headline(result: V5Result): V5Headline {
  if (result.kind === "rouse") return result.win ? "rousePassed" : "rouseFailed";
  if (result.messyCritical) return "messyCritical";
  if (result.critical) return "critical";
  if (result.win) return "win";
  if (result.bestialFailure) return "bestialFailure";
  if (result.botch) return "botch";
  return "failure";
}

function dieClasses(face: number, hunger: boolean): string {
  const classes = ["die"];
  if (hunger) classes.push("hunger");
  if (face >= SUCCESS_FACE) classes.push("success");
  if (face === CRITICAL_FACE) classes.push("critical");
  if (face === 1) classes.push("one");
  return classes.join(" ");
}

/**
 * Odds rows as this viewer may see them (the world's odds setting): each row's figure through the lens, the rows it
 * hides left out.
 */
function viewedRows<Row extends { readonly chance: number; readonly percent: string }>(
  rows: readonly Row[],
  lens: OddsLens,
): Row[] {
  return rows.flatMap((row) => {
    const text = lens(row.chance);
    return text === null ? [] : [{ ...row, percent: text }];
  });
}

/** The state's pool, as `rerollKind` reads it. */
function stateRerollKind(state: V5CardState): V5Kind {
  return rerollKind({
    kind: state.inputs.kind,
    labelKeys: state.labelKeys,
    remorse: state.remorse !== null,
    frenzyTest: state.frenzyTest,
  });
}

/** The card's note for each reason the rules refuse a Willpower reroll (a kind that cannot be rerolled gets none). */
const REROLL_NOTES: Record<Exclude<WillpowerRerollCheck, "ok" | "notStandard">, string> = {
  alreadyRerolled: "FIVEFOLD.V5.Card.Rerolled",
  noNormalDice: "FIVEFOLD.V5.Card.NoNormalDice",
  noActor: "FIVEFOLD.V5.Card.NoActor",
  noWillpower: "FIVEFOLD.V5.Card.NoWillpower",
};

/**
 * Why the Willpower reroll button is not offered, as an i18n key; null when it is. The rules
 * decide (`canRerollWithWillpower`, the check the card action makes); everyone reads that a
 * roll was rerolled, and only who may act reads why they cannot.
 */
function rerollUnavailable(state: V5CardState, viewer: V5CardViewer): string | null {
  const check = canRerollWithWillpower(
    stateRerollKind(state),
    state.rerolled.length > 0,
    viewer.willpower,
    state.faces.normalDice.length,
  );
  if (check === "ok" || check === "notStandard") return null;
  return check === "alreadyRerolled" || viewer.mayAct ? REROLL_NOTES[check] : null;
}

/**
 * The reroll panel: the selection's exact odds beside the best selection's, for a roll of
 * these inputs (a contest side's difficulty is one more than the other side's successes).
 */
export function rerollDraftContext(inputs: V5Inputs, faces: V5Faces, draft: RerollDraft, lens: OddsLens = exactOdds) {
  const selection = [...draft.selection].sort((a, b) => a - b);
  const best = bestRerollSelection(inputs, faces);
  const valid = selection.length > 0 && selection.length <= MAX_REROLL;
  const odds = valid ? rerollOdds(inputs, faces, selection) : null;
  const bestFaces = best.indices.map((index) => faces.normalDice[index]);
  const isBest = best.indices.length === selection.length && best.indices.every((index, i) => index === selection[i]);
  const viewed = odds ? viewedRows(v5OddsRows(odds, inputs.botchRule), lens) : [];
  const shownRows = viewed.length > 0 ? viewed : null;
  return {
    count: selection.length,
    max: MAX_REROLL,
    valid,
    tooMany: selection.length > MAX_REROLL,
    odds: shownRows,
    // The caption says the odds are exact; in words it says so instead.
    oddsInWords: lensInWords(lens),
    // With a valid selection whose odds this viewer may not see, the panel says so in place of the table.
    oddsHidden: odds !== null && lens(odds.win) === null,
    isBest,
    bestKeep: best.indices.length === 0,
    bestFaces: bestFaces.join(", "),
    bestWin: lens(best.odds.win),
  };
}

/**
 * A Blood Surge's line on its roll's card: the dice added, and its Rouse check (never re-rolled) with what it did to
 * Hunger.
 */
function surgeContext(surge: NonNullable<V5CardState["surge"]>, botchRule: boolean) {
  const passed = resolveV5(
    { pool: 1, hunger: 0, difficulty: 1, kind: "rouse", botchRule },
    { normalDice: [surge.rouseDie], hungerDice: [] },
  ).win;
  return {
    ...surge,
    key: countKey(surge.dice, "FIVEFOLD.V5.BloodDice.Card.Surge.One", "FIVEFOLD.V5.BloodDice.Card.Surge.Other"),
    passed,
    rose: surge.hungerAfter > surge.hungerBefore,
    frenzy: rouseHunger(surge.hungerBefore, passed).frenzyThreatens,
    classes: dieClasses(surge.rouseDie, false),
  };
}

/** The pre-selected dice of a new reroll draft: the rules' default (the lowest failures, up to 3). */
export function newRerollDraft(faces: V5Faces): RerollDraft {
  return { selection: defaultRerollSelection(faces) };
}

/** Adds or removes a normal die from a reroll draft (a 10 only when the player picks it). */
export function toggleDraftDie(draft: RerollDraft, index: number): RerollDraft {
  return draft.selection.includes(index)
    ? { selection: draft.selection.filter((i) => i !== index) }
    : { selection: [...draft.selection, index].sort((a, b) => a - b) };
}

/**
 * What a Remorse or Mend card says of its change to the vampire when it is not (yet) made:
 * pending (with a button for who may act, should the first request have been lost), or
 * refused because the vampire changed after the roll. Nothing once it is applied. `action` is
 * the card action its button asks for.
 */
function applyNote(
  state: V5CardState,
  mayAct: boolean,
): { readonly key: string; readonly refused: boolean; readonly canApply: boolean; readonly action: string } | null {
  const which = state.remorse ? "Remorse" : state.mend ? "Mend" : null;
  if (!which || !state.applyState || state.applyState === "applied") return null;
  const action = state.remorse ? APPLY_REMORSE : APPLY_MEND;
  if (state.applyState === "changed")
    return { key: `FIVEFOLD.V5.${which}.Changed`, refused: true, canApply: false, action };
  return { key: "FIVEFOLD.V5.Card.Change.Pending", refused: false, canApply: mayAct, action };
}

/**
 * The consequences a bestial failure or messy critical lets the table apply from the card
 * (a Stain, Hunger +1), each once: a button for who may act until it is applied, then a
 * line saying it was. Null when the roll offers none.
 */
function tollsContext(result: V5Result, applied: NonNullable<V5CardState["applied"]>, mayAct: boolean) {
  if (!offersConsequences(result)) return null;
  const rows = V5_CONSEQUENCES.map((consequence) => {
    const done = consequence === "stain" ? applied.stain : applied.hunger;
    // A Stain with no empty Humanity box left wounded Willpower instead: the card says so.
    const doneKey =
      consequence === "stain" && (applied.stainOverflow ?? 0) > 0
        ? "FIVEFOLD.V5.Toll.Done.stainOverflow"
        : `FIVEFOLD.V5.Toll.Done.${consequence}`;
    return {
      consequence,
      action: CONSEQUENCE_ACTIONS[consequence],
      labelKey: `FIVEFOLD.V5.Toll.${consequence}`,
      doneKey,
      done,
      canApply: mayAct && !done,
    };
  });
  // Someone who may not act sees only what was applied.
  return rows.some((row) => row.done || row.canApply) ? rows : null;
}

/**
 * The template context of a V5 chat card, from what its message keeps and who is looking.
 * Every number comes from the engine (`resolveV5`, `rerollOdds`, `bestRerollSelection`).
 */
export function v5CardContext(state: V5CardState, viewer: V5CardViewer, draft: RerollDraft | null = null) {
  const header = { ...titleOf(state), actorName: state.actorName };
  if (!viewer.contentVisible) return { ...header, hidden: true as const };
  const result = resolveV5(state.inputs, state.faces);
  const top = state.extended ? extendedHeadline(headline(result)) : headline(result);
  // A Rouse check has no difficulty to keep; any other roll kept secret shows its successes alone.
  const kept = viewer.secretDifficulty === true && state.inputs.kind !== "rouse";
  const lens = kept ? noOdds : (viewer.odds ?? exactOdds);
  const before = new Map(state.rerolled.map((die) => [die.index, die.before]));
  const drafting =
    draft !== null &&
    viewer.mayAct &&
    rerollUnavailable(state, viewer) === null &&
    stateRerollKind(state) === "standard";
  // A Rouse check that Blood Potency re-rolled: the first die failed and the second decides.
  const rouseRerolled =
    state.inputs.kind === "rouse" && state.inputs.reroll === true && state.faces.normalDice.length === 2;
  const dice: CardDie[] = [
    ...state.faces.normalDice.map((face, index) => ({
      face,
      hunger: false,
      index,
      classes: rouseRerolled && index === 0 ? `${dieClasses(face, false)} rerolled` : dieClasses(face, false),
      success: face >= SUCCESS_FACE,
      before: before.get(index) ?? null,
      selected: drafting && draft.selection.includes(index),
      selectable: drafting,
    })),
    ...state.faces.hungerDice.map((face) => ({
      face,
      hunger: true,
      index: null,
      classes: dieClasses(face, true),
      success: face >= SUCCESS_FACE,
      before: null,
      selected: false,
      selectable: false,
    })),
  ];
  const standard = stateRerollKind(state) === "standard";
  const unavailable = rerollUnavailable(state, viewer);
  return {
    ...header,
    hidden: false as const,
    kind: state.inputs.kind,
    // A Rouse check's title already says what it is.
    kindKey: state.inputs.kind === "rouse" ? null : `FIVEFOLD.V5.Kind.${state.inputs.kind}`,
    dice,
    hungerCount: state.faces.hungerDice.length,
    successes: result.successes,
    tallyKey: kept
      ? countKey(result.successes, "FIVEFOLD.V5.Card.TallySecret.One", "FIVEFOLD.V5.Card.TallySecret.Other")
      : countKey(result.successes, "FIVEFOLD.V5.Card.Tally.One", "FIVEFOLD.V5.Card.Tally.Other"),
    difficulty: kept ? null : result.difficulty,
    // Players read a margin with its sign: +2, 0, -1.
    margin: kept ? null : signed(result.margin, "alone"),
    // An extended test's rolls count only their successes toward its total, which the card shows instead.
    showMargin: result.kind !== "rouse" && !state.extended,
    headline: kept ? SECRET_HEADLINE : top,
    headlineKey: kept
      ? SECRET_OUTCOME_KEY
      : top === "extendedRoll"
        ? countKey(
            result.successes,
            "FIVEFOLD.V5.Card.Headline.ExtendedRoll.One",
            "FIVEFOLD.V5.Card.Headline.ExtendedRoll.Other",
          )
        : `FIVEFOLD.V5.Card.Headline.${top}`,
    alsoBotch: !kept && top === "bestialFailure" && result.botch,
    consequences: kept ? null : consequences(top),
    rouse: state.rouse
      ? {
          ...state.rouse,
          rose: state.rouse.hungerAfter > state.rouse.hungerBefore,
          frenzy: rouseHunger(state.rouse.hungerBefore, result.win).frenzyThreatens,
          rerolled: rouseRerolled,
        }
      : null,
    remorse: state.remorse
      ? { ...state.remorse, dropped: state.remorse.humanityAfter < state.remorse.humanityBefore }
      : null,
    surge: state.surge ? surgeContext(state.surge, state.inputs.botchRule) : null,
    mend: state.mend ? { ...state.mend, mended: state.mend.superficialBefore - state.mend.superficialAfter } : null,
    frenzy: state.frenzyTest && !kept ? { failed: !result.win } : null,
    impairedKey: state.impaired ? `FIVEFOLD.V5.Impairment.Card.${state.impaired}` : null,
    applyNote: applyNote(state, viewer.mayAct),
    // A bestial failure's or messy critical's tolls tell the outcome: the GM applies them on a secret card.
    tolls: kept ? null : tollsContext(result, state.applied ?? { stain: false, hunger: false }, viewer.mayAct),
    rerolled: state.rerolled.length > 0,
    canReroll: standard && viewer.mayAct && unavailable === null && !drafting,
    rerollNote: unavailable,
    draft: drafting ? secretDraft(rerollDraftContext(state.inputs, state.faces, draft, lens), kept) : null,
    extended: state.extended ? extendedContext(state.extended, viewer.mayAct, lens, kept) : null,
  };
}

/**
 * An extended test's part of the card: the running total, the odds of finishing in the rolls left, and the next roll
 * for who may act.
 */
function extendedContext(progress: ExtendedProgress, mayAct: boolean, lens: OddsLens, kept: boolean) {
  // Kept from the target, the test runs until its rolls are spent: reaching the target is the GM's to say (and end).
  const open = kept ? progress.rollsLeft > 0 : progress.status === "running";
  return {
    ...progress,
    // A secret request's target is its difficulty: the viewer kept from it reads the running total alone.
    target: kept ? null : progress.target,
    progressKey: kept ? "FIVEFOLD.V5.Extended.ProgressSecret" : "FIVEFOLD.V5.Extended.Progress",
    // The status is also the section's class (coloured by outcome): an ended test is only "ended" to that viewer.
    status: kept ? (open ? "running" : "ended") : progress.status,
    odds: progress.odds && !kept ? viewedExtendedOdds(progress.odds, lens) : null,
    statusKey: kept
      ? open
        ? "FIVEFOLD.V5.Extended.Status.running"
        : "FIVEFOLD.V5.Extended.StatusSecret"
      : `FIVEFOLD.V5.Extended.Status.${progress.status}`,
    canRoll: mayAct && open,
  };
}

/**
 * The reroll panel for a viewer kept from the difficulty: no odds (the lens gave none), and no
 * best choice either, since the best dice to reroll depend on the difficulty.
 */
function secretDraft<Draft extends object>(draft: Draft, kept: boolean): Draft & { readonly bestHidden: boolean } {
  return { ...draft, bestHidden: kept };
}

/**
 * An extended test's odds as this viewer may see them: the figures, band words, or nothing (the world's odds setting).
 */
function viewedExtendedOdds(odds: ExtendedOddsView, lens: OddsLens): ExtendedOddsView | null {
  const win = lens(odds.winChance);
  if (win === null) return null;
  // With one roll left its by-roll line is the chance to finish itself: the card says it once.
  return { ...odds, win, byRoll: odds.byRoll.length > 1 ? viewedRows(odds.byRoll, lens) : [] };
}
