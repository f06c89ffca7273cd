import { isRecord } from "../../engine/records.js";
import { localize } from "../ui/i18n.js";
import { secretKeptFrom } from "../chat/secret-difficulty.js";
import { redrawShownMessages } from "../chat/redraw.js";
import { redrawLiveWindows } from "../applications/live-windows.js";
import {
  bandLabelKey,
  ODDS_MODES,
  oddsModeOf,
  oddsView,
  PLAYER_ODDS_SETTING,
  type OddsBand,
  type OddsLens,
  type OddsMode,
} from "../ui/odds-view.js";

/** The world's mode for players, read from the setting (exact before the setting is registered). */
export function playerOddsMode(): OddsMode {
  return oddsModeOf(game.settings?.get("fivefold", PLAYER_ODDS_SETTING));
}

/** A chance (0..1) as this client's user may see it: the figure, the band's word, or null (nothing drawn). */
function shownOdds(
  p: number,
  mode: OddsMode = playerOddsMode(),
  isGM: boolean = game.user?.isGM ?? false,
): string | null {
  const view = oddsView(p, mode, isGM);
  if (view === null) return null;
  return view.kind === "exact" ? view.text : localize(bandLabelKey(view.band));
}

/**
 * The middle of each band, drawn as the bar's width in the words mode so the bar tells no more than the word; null for
 * impossible and certain, which draw no bar.
 */
const BAND_BAR: Readonly<Record<OddsBand, string | null>> = {
  longShot: "5.0",
  unlikely: "22.5",
  even: "50.0",
  likely: "77.5",
  nearCertain: "95.0",
  impossible: null,
  certain: null,
};

/**
 * Whether a summary's value is a chance as the rulesets declare it (src/rulesets/odds-row.ts
 * `OddsCell`, and every `OddsRow`): its figure beside the chance itself.
 */
function isOddsCell(value: Record<string, unknown>): boolean {
  return typeof value.chance === "number" && typeof value.percent === "string";
}

/**
 * A summary's value as this viewer may see it, undefined when nothing of it may be drawn. Every
 * chance a ruleset declares (`OddsCell`) is its figure (exact), its band word's key with a bar as
 * wide as the band's middle (words), or gone (hidden); a declared odds table (`OddsTable`) is
 * gone as a whole for a viewer who may see no odds; lists and records are walked through, so no
 * ruleset's shape is named here.
 */
function viewedValue(value: unknown, mode: OddsMode, isGM: boolean): unknown {
  if (Array.isArray(value))
    return value.flatMap((item) => {
      const viewed = viewedValue(item, mode, isGM);
      return viewed === undefined ? [] : [viewed];
    });
  if (!isRecord(value)) return value;
  if (isOddsCell(value)) {
    const view = oddsView(value.chance as number, mode, isGM);
    if (view === null) return undefined;
    if (view.kind === "exact") return value;
    // The template translates the band's key, so a context drawn in either language reads right.
    return { ...value, percent: "", bandKey: bandLabelKey(view.band), width: BAND_BAR[view.band] };
  }
  if (value.oddsTable === true && seesNoOdds(mode, isGM)) return undefined;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, viewedValue(field, mode, isGM) ?? null]));
}

/** Whether this viewer may see no odds at all: a player under the hidden mode. */
function seesNoOdds(mode: OddsMode, isGM: boolean): boolean {
  return !isGM && mode === "hidden";
}

/** Registers the world setting for what players see of the odds; every open card is drawn again when it changes. */
export function registerPlayerOdds(): void {
  game.settings?.register("fivefold", PLAYER_ODDS_SETTING, {
    name: "FIVEFOLD.Settings.PlayerOdds.Name",
    hint: "FIVEFOLD.Settings.PlayerOdds.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: Object.fromEntries(ODDS_MODES.map((mode) => [mode, `FIVEFOLD.Settings.PlayerOdds.${mode}`])),
    default: "exact",
    // The cards, and every open window drawing odds (roll dialogs, the contest and request setups).
    onChange: () => {
      redrawShownMessages();
      redrawLiveWindows();
    },
  });
}

/**
 * A roll dialog's context as this viewer may see it: every chance and odds table its summary
 * declares (src/rulesets/odds-row.ts) through `oddsView`, so a hidden figure is never put in the
 * player's HTML. Every ruleset's dialog draws through this one function.
 */
export function viewedDialogOdds<Context extends Record<string, unknown>>(
  context: Context,
  mode: OddsMode = playerOddsMode(),
  isGM: boolean = game.user?.isGM ?? false,
): Context {
  const { summary } = context;
  if (!isRecord(summary)) return context;
  // The walk keeps every field that is no chance as it is, and a record a record: the summary is still one.
  const viewed = viewedValue(summary, mode, isGM) as Record<string, unknown>;
  // The tables' captions say "exact odds"; in words they say so instead.
  return { ...context, summary: { ...viewed, oddsInWords: !isGM && mode === "words" } };
}

/** Whether a roll dialog keeps its difficulty from this viewer: a secret request's, for every user but a GM. */
export function dialogKeepsDifficulty(secretDifficulty: boolean, isGM: boolean = game.user?.isGM ?? false): boolean {
  return secretKeptFrom(secretDifficulty, isGM);
}

/**
 * A roll dialog's context as this viewer may see it (`viewedDialogOdds`), and whether the dialog
 * keeps the difficulty from them: a player answering a secret request sees no odds at all and,
 * through `secretDifficulty` in the context, no difficulty field or line; the GM sees both.
 */
export function viewedDialog<Context extends Record<string, unknown>>(
  context: Context,
  secretDifficulty: boolean,
  mode: OddsMode = playerOddsMode(),
  isGM: boolean = game.user?.isGM ?? false,
): Context & { readonly secretDifficulty: boolean } {
  const kept = dialogKeepsDifficulty(secretDifficulty, isGM);
  // They are odds against the difficulty kept from the player.
  return { ...viewedDialogOdds(context, kept ? "hidden" : mode, isGM), secretDifficulty: kept };
}

/** This client's lens on the odds (what `shownOdds` draws), for a card context's viewer. */
export function viewerOdds(): OddsLens {
  const mode = playerOddsMode();
  const isGM = game.user?.isGM ?? false;
  return (p) => shownOdds(p, mode, isGM);
}
