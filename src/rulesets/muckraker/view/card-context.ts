import { SECRET_OUTCOME_KEY } from "../../../foundry/chat/secret-difficulty.js";
import { resolveMuck, type GeneticsMode, type MuckInputs, type MuckResult } from "../rules/rules.js";
import { MAX_HAZARD_LEVEL } from "../rules/hazard-level.js";
import { tarotFacePath } from "../rules/tarot-faces.js";

/** The plot twist card drawn for a roll, and what it did to the Hazard Level. */
export interface DrawnTwist {
  readonly name: string;
  readonly prompt: string;
  /**
   * The card's i18n key in Fivefold's deck (`FIVEFOLD.Tarot.<id>`, with `.name` and `.prompt`),
   * worded in each viewer's language; "" (or absent, on a card stored before) for a card of the
   * GM's own or one they renamed, which shows its name and prompt as stored.
   */
  readonly key?: string;
  readonly img: string;
  readonly hazardBefore: number;
  readonly hazardAfter: number;
  /** The deck ran out and was reshuffled before this draw. */
  readonly reshuffled: boolean;
}

/** A key of Fivefold's tarot texts; any other a forged card names is not worded. */
const TAROT_KEY = /^FIVEFOLD\.Tarot\.[A-Za-z0-9]+$/;

/**
 * The drawn card's name and prompt as i18n keys, when it keeps a key of Fivefold's deck, and its face in the
 * viewer's language (`faceLanguage`, one the build drew faces for): a card of Fivefold's deck that still shows the
 * deck's own face (`tarotFacePath(id)`) shows the face with its name in that language. A card of the GM's own, a
 * face the GM changed, and any stored path not the deck's own keep the image stored.
 */
function twistWords(
  twist: DrawnTwist,
  faceLanguage: string,
): { nameKey: string | null; promptKey: string | null; img: string } {
  const key = twist.key ?? "";
  if (!TAROT_KEY.test(key)) return { nameKey: null, promptKey: null, img: twist.img };
  const id = key.slice(key.lastIndexOf(".") + 1);
  const img = twist.img === tarotFacePath(id) ? tarotFacePath(id, faceLanguage) : twist.img;
  return { nameKey: `${key}.name`, promptKey: `${key}.prompt`, img };
}

/** The fields a Muck Roll message keeps (MuckrakerRollMessage's schema). */
export interface MuckCardFields {
  readonly label: string;
  readonly skill: number;
  readonly cn: number;
  readonly genetics: GeneticsMode;
  /** The Genetic and Stress numbers when the roll was made. */
  readonly genetic: number;
  readonly stress: number;
  readonly tiesSucceed: boolean;
  readonly white: readonly number[];
  readonly red: number | null;
  /** The plot twist card, once drawn; null before (or without a plot twist). */
  readonly twist: DrawnTwist | null;
}

/** Everything a Muck Roll card shows. */
export interface MuckCardState extends MuckCardFields {
  readonly actorName: string | null;
}

/** How the person looking at the card stands to it. */
export interface MuckCardViewer {
  readonly mayAct: boolean;
  readonly contentVisible: boolean;
  /**
   * The roll answers a request whose challenge number is kept from this viewer: the card shows
   * the total, and whether it beat the number only when no number decides (a Lucky 7, a plot
   * twist, a power that did not answer).
   */
  readonly secretDifficulty?: boolean;
}

/** The roll's inputs as the engine takes them. */
function cardInputs(fields: MuckCardFields): MuckInputs {
  return {
    skill: fields.skill,
    cn: fields.cn,
    genetics: fields.genetics,
    genetic: fields.genetic,
    stress: fields.stress,
    tiesSucceed: fields.tiesSucceed,
  };
}

/** The resolved roll the card shows. */
export function cardResult(fields: MuckCardFields): MuckResult {
  const [w1 = 1, w2 = 1] = fields.white;
  return resolveMuck(cardInputs(fields), { white: [w1, w2], genetics: fields.red });
}

/** The outcome the card leads with. */
export type MuckHeadline = "lucky7" | "plotTwist" | "powerFailed" | "success" | "failure";

function headline(result: MuckResult): MuckHeadline {
  if (result.powerFailed) return "powerFailed";
  if (result.lucky7) return "lucky7";
  if (result.plotTwist) return "plotTwist";
  return result.success ? "success" : "failure";
}

/**
 * The template context of a Muck Roll card. Every outcome comes from the engine
 * (`resolveMuck`); the plot twist card and the Hazard Level change come from the draw the
 * card keeps.
 */
export function muckCardContext(state: MuckCardState, viewer: MuckCardViewer, faceLanguage = "en") {
  const header = { label: state.label, actorName: state.actorName };
  if (!viewer.contentVisible) return { ...header, hidden: true as const };
  const result = cardResult(state);
  const shown = headline(result);
  // Success or failure against the number tells the number; the other headlines need none.
  const kept = viewer.secretDifficulty === true && (shown === "success" || shown === "failure");
  const top = kept ? "secret" : shown;
  // A card stored before the level was bounded may say it rose past the highest: it is shown at the highest.
  const drawn = state.twist
    ? {
        ...state.twist,
        hazardAfter: Math.min(state.twist.hazardAfter, Math.max(MAX_HAZARD_LEVEL, state.twist.hazardBefore)),
      }
    : null;
  return {
    ...header,
    hidden: false as const,
    white: state.white.map((face) => ({ face, doubles: result.plotTwist })),
    red: state.red,
    modeKey: state.genetics === "none" ? null : `FIVEFOLD.Muckraker.Mode.${state.genetics}`,
    total: result.total,
    // The white dice alone, so the card can show the skill points the total adds.
    diceSum: state.white.reduce((sum, face) => sum + face, 0),
    tallyKey: `FIVEFOLD.Muckraker.Card.${viewer.secretDifficulty === true ? "TallySecret" : "Tally"}.${result.bonusApplied ? "Bonus" : "Plain"}`,
    cn: viewer.secretDifficulty === true ? null : state.cn,
    skill: state.skill,
    bonusApplied: result.bonusApplied,
    tiesSucceed: state.tiesSucceed,
    headline: top,
    headlineKey: kept ? SECRET_OUTCOME_KEY : `FIVEFOLD.Muckraker.Card.Headline.${top}`,
    genetics: result.geneticsResult
      ? {
          resultKey: `FIVEFOLD.Muckraker.Genetics.${result.geneticsResult}`,
          // A dormant power is what the headline already says ("did not answer: the action fails").
          explainKey:
            result.powerFailed && result.geneticsResult === "dormant"
              ? null
              : `FIVEFOLD.Muckraker.Card.Explain.${state.genetics}.${result.geneticsResult}`,
          genetic: { before: state.genetic, after: result.genetic, changed: result.genetic !== state.genetic },
          stress: { before: state.stress, after: result.stress, changed: result.stress !== state.stress },
        }
      : null,
    powerActivated: result.powerActivated,
    sickness: result.sickness,
    plotTwist: result.plotTwist
      ? {
          protected: result.hazardProtected,
          drawn: drawn ? { ...drawn, ...twistWords(drawn, faceLanguage) } : null,
          rose: drawn !== null && drawn.hazardAfter > drawn.hazardBefore,
          // An unprotected twist that found the level at its highest: the card says it rises no further.
          atTop:
            drawn !== null &&
            !result.hazardProtected &&
            drawn.hazardAfter === drawn.hazardBefore &&
            drawn.hazardBefore >= MAX_HAZARD_LEVEL,
          pending: state.twist === null,
          canDraw: state.twist === null && viewer.mayAct,
        }
      : null,
  };
}
