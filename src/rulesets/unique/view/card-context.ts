import { SECRET_OUTCOME_KEY } from "../../../foundry/chat/secret-difficulty.js";
import { exactOdds, type OddsLens } from "../../../foundry/ui/odds-view.js";
import { pushCrisisChance, successWithPushingFrom } from "../rules/odds.js";
import {
  againstTarget,
  canPush,
  CRISIS_KINDS,
  pushLuck,
  resolveUnique,
  type CrisisKind,
  type CrisisStatus,
  type UniqueInputs,
  type UniquePush,
  type UniqueState,
} from "../rules/rules.js";

/** The fields a Unique Dice roll message keeps (UniqueRollMessage's schema). */
export interface UniqueCardFields {
  readonly label: string;
  /** The pool as rolled (1..8). */
  readonly pool: number;
  readonly target: number | null;
  readonly tense: boolean;
  readonly dice: readonly number[];
  readonly pushes: readonly UniquePush[];
  /** The crisis box marked from this card, once. */
  readonly crisisMark: { readonly kind: CrisisKind; readonly description: string } | null;
}

/** Everything a Unique Dice card shows. */
export interface UniqueCardState extends UniqueCardFields {
  readonly actorName: string | null;
}

/** How the person looking at the card stands to it. */
export interface UniqueCardViewer {
  readonly mayAct: boolean;
  readonly contentVisible: boolean;
  /** Whether the roll belongs to a Unique Dice character (who can take a crisis). */
  readonly hasCharacter: boolean;
  /** Where that character's crises have left it now; absent when the card has none. */
  readonly status?: CrisisStatus;
  /** How this viewer may read a chance (the world's setting for players); exact when absent. */
  readonly odds?: OddsLens;
  /**
   * The roll answers a request whose target is kept from this viewer: the card reads as a roll
   * without a target (the total, the GM decides), as the rules read a target the GM keeps secret.
   */
  readonly secretDifficulty?: boolean;
}

/** The roll's inputs as the engine takes them. */
function cardInputs(fields: UniqueCardFields): UniqueInputs {
  return { pool: fields.pool, attribute: null, tool: 0, special: 0, starred: 0, target: fields.target, push: false };
}

/**
 * The roll as it stands: the first roll, then every push in order, through the engine. The pushes
 * are replayed without the target, then the total is read against it: on a card whose target is
 * kept secret the player may push past a met target (the GM stops them), and such a card must
 * still draw.
 */
export function cardState(fields: UniqueCardFields): UniqueState {
  const pushed = fields.pushes.reduce(
    (state, push) => pushLuck(state, push.value, fields.tense),
    resolveUnique({ ...cardInputs(fields), target: null }, fields.dice),
  );
  return againstTarget(pushed, fields.target);
}

/** The card's headline. */
export type UniqueHeadline = "crisis" | "success" | "failure" | "total";

function headline(state: UniqueState): UniqueHeadline {
  if (state.crisis) return "crisis";
  if (state.success === null) return "total";
  return state.success ? "success" : "failure";
}

/**
 * The template context of a Unique Dice card, from what its message keeps and who is
 * looking. Every number comes from the engine (`resolveUnique`, `pushLuck`, the odds).
 */
export function uniqueCardContext(card: UniqueCardState, viewer: UniqueCardViewer) {
  const header = { label: card.label, actorName: card.actorName };
  if (!viewer.contentVisible) return { ...header, hidden: true as const };
  const state = cardState(card);
  const kept = viewer.secretDifficulty === true;
  // Kept from the target, the viewer reads the roll as one without a target: a crisis still fails it.
  const top = headline(kept ? { ...state, success: null } : state);
  const lens = viewer.odds ?? exactOdds;
  // Kept from the target, the viewer is offered a push as on a roll without one: whether it is met is the GM's to say.
  const push = canPush(kept ? againstTarget(state, null) : state, card.tense);
  // The dead and the insane push no more, from this card either (RULES.md).
  const out = viewer.status === "dead" || viewer.status === "insane" ? viewer.status : null;
  const mayPush = push.allowed && viewer.mayAct && out === null;
  return {
    ...header,
    hidden: false as const,
    dice: state.dice.map((face, index) => ({ face, discarded: state.discarded[index] ?? false })),
    pushes: state.pushes.map((p, index) => ({ ...p, n: index + 1 })),
    kept: state.kept.join(", "),
    total: state.total,
    target: kept ? null : state.target,
    // A target of 0 is still a target: the template must not read it as "none".
    hasTarget: !kept && state.target !== null,
    headline: top,
    // Kept from the target, the viewer reads the line every ruleset's secret card reads, not the no-target headline.
    headlineKey: kept && top === "total" ? SECRET_OUTCOME_KEY : `FIVEFOLD.Unique.Card.Headline.${top}`,
    // Why no push is offered, when it matters to the players: the character left play, or the GM did not call it tense.
    pushNote:
      out && push.allowed
        ? out === "dead"
          ? "FIVEFOLD.Unique.Card.OutDead"
          : "FIVEFOLD.Unique.Card.OutInsane"
        : !push.allowed && push.reason === "notTense" && state.success === false && !kept
          ? "FIVEFOLD.Unique.Card.NotTense"
          : null,
    push: mayPush
      ? {
          count: state.pushes.length,
          crisisChance: lens(pushCrisisChance(state)),
          // Without a known target success is the GM's call: no chance to show.
          successChance: state.target === null || kept ? null : lens(successWithPushingFrom(state) ?? 0),
        }
      : null,
    crisis: state.crisis
      ? {
          mark: card.crisisMark
            ? { ...card.crisisMark, kindKey: `FIVEFOLD.Unique.Crisis.${card.crisisMark.kind}` }
            : null,
          canMark: card.crisisMark === null && viewer.mayAct && viewer.hasCharacter,
          noCharacter: card.crisisMark === null && viewer.mayAct && !viewer.hasCharacter,
          kinds: CRISIS_KINDS.map((kind) => ({ kind, labelKey: `FIVEFOLD.Unique.Card.Mark.${kind}` })),
        }
      : null,
  };
}
