import { signed } from "../../../engine/format.js";
import { SECRET_OUTCOME_KEY } from "../../../foundry/chat/secret-difficulty.js";
import { canSpendCharacterPoint, dieCode } from "../rules/character.js";
import {
  resolveSunrider,
  buildSunriderPool,
  type SunriderInputs,
  type SunriderPool,
  type SunriderResult,
} from "../rules/rules.js";

/** The fields a Sunrider roll message keeps (SunriderRollMessage's schema). */
export interface SunriderCardFields {
  readonly label: string;
  readonly base: number;
  /** Bonus dice offered by the Items counted (before the cap). */
  readonly bonus: number;
  /** The names of those Items, for the card's working. */
  readonly bonusNames: readonly string[];
  readonly time: number;
  readonly synergy: number;
  readonly actions: number;
  readonly rush: number;
  readonly cp: boolean;
  readonly modifier: number;
  readonly difficulty: number;
  readonly dice: readonly number[];
  readonly chance: readonly number[];
  /** The Complication Severity rolled from the card: the d6 and the table's text. */
  /**
   * The severity rolled: its face, its text, and its result's i18n key in Fivefold's table ("" or absent otherwise).
   */
  readonly severity: { readonly face: number; readonly text: string; readonly key?: string } | null;
  /** A Character Point was spent after the roll to save the character. */
  readonly saved: boolean;
}

/** Everything a Sunrider card shows. */
export interface SunriderCardState extends SunriderCardFields {
  readonly actorName: string | null;
}

/** How the person looking at the card stands to it. */
export interface SunriderCardViewer {
  readonly mayAct: boolean;
  readonly contentVisible: boolean;
  /** The character's Character Points now; null when the roll has no character. */
  readonly characterPoints: number | null;
  /**
   * The roll answers a request whose difficulty is kept from this viewer: the card shows the
   * total, and neither the difficulty nor anything that tells it.
   */
  readonly secretDifficulty?: boolean;
}

/** The roll's inputs as the engine takes them. */
function cardInputs(fields: SunriderCardFields): SunriderInputs {
  const { base, bonus, cp, actions, time, synergy, rush, modifier, difficulty } = fields;
  return { base, bonus, cp, actions, time, synergy, rush, modifier, difficulty };
}

/** The resolved roll the card shows. */
export function cardResult(fields: SunriderCardFields): SunriderResult {
  return resolveSunrider(cardInputs(fields), { dice: fields.dice, chance: fields.chance });
}

function chanceDice(chance: readonly number[]) {
  return chance.map((face, index) => ({
    face,
    classes: [
      "die",
      "chance",
      face === 6 ? "explodes" : "",
      index === 0 && face === 1 ? "complication" : "",
      index > 0 ? "again" : "",
    ]
      .filter(Boolean)
      .join(" "),
    labelKey: index === 0 ? "FIVEFOLD.Sunrider.Card.ChanceDie" : "FIVEFOLD.Sunrider.Card.ChanceAgain",
  }));
}

/** A key of Fivefold's severity texts; any other a forged card names is not worded. */
const SEVERITY_KEY = /^FIVEFOLD\.Severity\.[A-Za-z0-9]+$/;

/**
 * The severity table's text without the number it starts with ("4. Trouble: …" beside
 * "Severity 4:"): the card already names the face. A GM's own wording is kept as written.
 */
function severityText(face: number, text: string): string {
  return text.replace(new RegExp(`^\\s*${face}\\s*[.:)]\\s*`), "");
}

/** One step of how a pool was reached, as the card words it: an i18n key and what fills it. */
interface PoolStep {
  readonly key: string;
  readonly dice: string;
  readonly actions?: number;
  readonly offered?: string;
  readonly names?: string;
}

/**
 * How the pool was reached, in the rule text's order (as the dialog shows it): the base, what
 * staged actions left of it, the Character Point's doubling, the bonus (and its cap). Every
 * figure is the engine's (`buildSunriderPool`).
 */
function poolSteps(pool: SunriderPool, actions: number, bonusNames: readonly string[]): PoolStep[] {
  // A pool that is its base alone has no steps to show: the card says only "5D pool".
  if (pool.stagedPenalty === 0 && !pool.characterPoint && pool.bonus === 0) return [];
  const names = bonusNames.join(", ");
  return [
    { key: "FIVEFOLD.Sunrider.Card.Step.Base", dice: dieCode(pool.base) },
    ...(pool.stagedPenalty > 0
      ? [{ key: "FIVEFOLD.Sunrider.Card.Step.Staged", dice: dieCode(pool.stagedBase), actions }]
      : []),
    ...(pool.characterPoint
      ? [{ key: "FIVEFOLD.Sunrider.Card.Step.CharacterPoint", dice: dieCode(pool.baseDice) }]
      : []),
    ...(pool.bonus > 0
      ? [
          pool.bonusLost > 0
            ? {
                key: "FIVEFOLD.Sunrider.Card.BonusCapped",
                dice: dieCode(pool.bonus),
                offered: dieCode(pool.bonusOffered),
                names,
              }
            : { key: "FIVEFOLD.Sunrider.Card.Bonus", dice: dieCode(pool.bonus), names },
        ]
      : []),
  ];
}

/**
 * The template context of a Sunrider chat card, from what its message keeps and who is
 * looking. Every number comes from the engine (`buildSunriderPool`, `resolveSunrider`).
 */
export function sunriderCardContext(state: SunriderCardState, viewer: SunriderCardViewer) {
  const header = { label: state.label, actorName: state.actorName };
  if (!viewer.contentVisible) return { ...header, hidden: true as const };
  const result = cardResult(state);
  const pool = buildSunriderPool(cardInputs(state));
  const may = viewer.mayAct && viewer.characterPoints !== null;
  const kept = viewer.secretDifficulty === true;
  return {
    ...header,
    hidden: false as const,
    pool: {
      dice: dieCode(pool.dice),
      base: dieCode(pool.base),
      staged: pool.stagedPenalty > 0 ? { actions: state.actions, dice: dieCode(pool.stagedBase) } : null,
      bonus:
        pool.bonus > 0
          ? {
              dice: dieCode(pool.bonus),
              names: state.bonusNames.join(", "),
              capped: pool.bonusLost > 0 ? dieCode(pool.bonusOffered) : null,
            }
          : null,
      characterPoint: pool.characterPoint,
      steps: poolSteps(pool, state.actions, state.bonusNames),
      rushed: pool.rushPenalty > 0 ? { rush: state.rush, penalty: pool.rushPenalty } : null,
    },
    dice: state.dice.map((face) => ({ face, classes: "die regular", labelKey: "FIVEFOLD.Sunrider.Card.RegularDie" })),
    chance: chanceDice(state.chance),
    chain: state.chance.length > 1,
    modifier: state.modifier === 0 ? null : signed(state.modifier, "alone"),
    total: result.total,
    difficulty: kept ? null : result.difficulty,
    success: kept ? null : result.success,
    tallyKey: kept ? "FIVEFOLD.Sunrider.Card.TallySecret" : "FIVEFOLD.Sunrider.Card.Tally",
    headline: kept ? "secret" : result.success ? "success" : "failure",
    headlineKey: kept
      ? SECRET_OUTCOME_KEY
      : result.success
        ? "FIVEFOLD.Sunrider.Card.Success"
        : "FIVEFOLD.Sunrider.Card.Failure",
    complication: result.complication,
    severity: state.severity
      ? {
          face: state.severity.face,
          text: severityText(state.severity.face, state.severity.text),
          textKey: SEVERITY_KEY.test(state.severity.key ?? "") ? state.severity.key : null,
        }
      : null,
    saved: state.saved,
    actions: may
      ? {
          severity: result.complication && state.severity === null,
          // RULES.md: a point may be spent after any roll, success or not, to save the character from certain death
          // (or, at the GM's word, capture or an affliction): the danger is the story's, not the dice's. Offered on
          // every card alike, so a secret card's button tells nothing of the outcome.
          survive: state.saved
            ? null
            : { available: canSpendCharacterPoint(viewer.characterPoints), points: viewer.characterPoints },
        }
      : null,
  };
}
