import { isRecord } from "../../engine/records.js";
import { localize } from "../ui/i18n.js";
import { secretKeptFrom } from "../chat/secret-difficulty.js";
import { redrawShownMessages } from "../chat/redraw.js";
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

/** A row of a roll dialog's odds table, as the rulesets build it: its chance kept as a number beside the figure. */
interface OddsRow {
  readonly percent: string;
  readonly width: string | null;
  readonly chance?: number;
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
 * A roll dialog's odds rows as this viewer may see them: unchanged for exact, the word and a
 * band-wide bar for words, none at all for hidden. A row without its chance is left as it is.
 */
function viewedOddsRows<Row extends OddsRow>(
  rows: readonly Row[],
  mode: OddsMode = playerOddsMode(),
  isGM: boolean = game.user?.isGM ?? false,
): Row[] {
  return rows.flatMap((row) => {
    if (row.chance === undefined) return [row];
    const view = oddsView(row.chance, mode, isGM);
    if (view === null) return [];
    if (view.kind === "exact") return [row];
    // The template translates the band's key, so a context drawn in either language reads right.
    return [{ ...row, percent: "", bandKey: bandLabelKey(view.band), width: BAND_BAR[view.band] }];
  });
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
    onChange: redrawShownMessages,
  });
}

/** A row of a side-by-side odds table (V5's Blood Surge): three figures, each kept as a number too. */
interface TradeOffRow {
  readonly plain: string;
  readonly surged: string;
  readonly next: string;
  readonly chances?: { readonly plain: number; readonly surged: number; readonly next: number };
}

/**
 * A chance in a dialog as its template draws it: the figure, or in words the band's key for the
 * template to word (so a context drawn in either language reads right); null when hidden.
 */
function dialogChance(
  p: number,
  mode: OddsMode,
  isGM: boolean,
): { readonly text: string; readonly key: string } | null {
  const view = oddsView(p, mode, isGM);
  if (view === null) return null;
  return view.kind === "exact" ? { text: view.text, key: "" } : { text: "", key: bandLabelKey(view.band) };
}

function viewedTradeOff(rows: readonly TradeOffRow[], mode: OddsMode, isGM: boolean): TradeOffRow[] {
  if (!isGM && mode === "hidden") return [];
  return rows.map((row) => {
    const { chances } = row;
    if (chances === undefined) return row;
    const [plain, surged, next] = [chances.plain, chances.surged, chances.next].map(
      (p) => dialogChance(p, mode, isGM) ?? { text: "", key: "" },
    );
    return {
      ...row,
      plain: plain.text,
      plainKey: plain.key,
      surged: surged.text,
      surgedKey: surged.key,
      next: next.text,
      nextKey: next.key,
    };
  });
}

/**
 * A roll dialog's context as this viewer may see it: its summary's odds rows (`summary.odds`)
 * and side-by-side odds (`summary.surge.rows`) through `oddsView`, so a hidden figure is never
 * put in the player's HTML. Every ruleset's dialog draws through this one function.
 */
export function viewedDialogOdds<Context extends Record<string, unknown>>(
  context: Context,
  mode: OddsMode = playerOddsMode(),
  isGM: boolean = game.user?.isGM ?? false,
): Context {
  const { summary } = context;
  if (!isRecord(summary)) return context;
  const viewed: Record<string, unknown> = { ...summary };
  // The rows are the rulesets' own odds rows (dialog-context.ts in each ruleset), built with these fields.
  if (Array.isArray(summary.odds)) viewed.odds = viewedOddsRows(summary.odds as OddsRow[], mode, isGM);
  // The tables' captions say "exact odds"; in words they say so instead.
  viewed.oddsInWords = !isGM && mode === "words";
  const { surge } = summary;
  // V5's Blood Surge rows (v5/dialog-context.ts `surgeTradeOff`), built with these fields.
  if (isRecord(surge) && Array.isArray(surge.rows))
    viewed.surge = { ...surge, rows: viewedTradeOff(surge.rows as TradeOffRow[], mode, isGM) };
  // V5's extended test (v5/extended-card.ts `ExtendedOddsView`): its chance to finish in time and by roll.
  const { extended } = summary;
  if (isRecord(extended) && typeof extended.winChance === "number" && Array.isArray(extended.byRoll)) {
    const win = dialogChance(extended.winChance, mode, isGM);
    viewed.extended =
      win === null
        ? null
        : {
            ...extended,
            win: win.text,
            winKey: win.key,
            byRoll: viewedOddsRows(extended.byRoll as OddsRow[], mode, isGM),
          };
  }
  return { ...context, summary: viewed };
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
