import type { FoundryCardAction } from "./chat/actions.js";
import type { QuenchBatch } from "./quench/quench.js";
import type { RequestKind } from "./requests/kind.js";
import type { RollAnswer } from "./requests/answer.js";
import type { OddsSubject } from "./requests/odds.js";
import type { RequestRoll } from "./requests/spec.js";
import type { RulesetHudSpec } from "./hud/spec.js";
import type { RollWrapper } from "./applications/roll-dialog-open.js";
import type { WorldRulesetSetting } from "./settings/world-rulesets.js";
import type { RollTruth } from "./roll-truth.js";

/** A data model class Foundry accepts for a subtype of the document `D`. */
export type ActorModel = (typeof CONFIG)["Actor"]["dataModels"][string];
export type ItemModel = (typeof CONFIG)["Item"]["dataModels"][string];
export type MessageModel = (typeof CONFIG)["ChatMessage"]["dataModels"][string];

/** Token bars and values an Actor type offers (`CONFIG.Actor.trackableAttributes`). */
export interface Trackables {
  readonly bar: readonly string[];
  readonly value: readonly string[];
}

/** A sheet and the document subtypes it is the default sheet of. */
export interface SheetRegistration {
  readonly documentName: "Actor" | "Item";
  readonly sheetClass: foundry.applications.api.DocumentSheetV2.AnyConstructor;
  readonly types: readonly string[];
  /** The i18n key of the sheet's name in the sheet-config menu. */
  readonly label: string;
  /** Class names this sheet was registered under before: their ids are stored in sheet preferences (sheet-ids.ts). */
  readonly formerClassNames?: readonly string[];
}

/** A ruleset's roll requests: what is pure (its kind) and how one of its actors answers one. */
export interface RulesetRequests<R extends RequestRoll = RequestRoll, S extends OddsSubject = OddsSubject> {
  readonly kind: RequestKind<R, S>;
  /** The actor's sheet as the request's odds read it, or null when it is not a character of this ruleset. */
  subject(actor: Actor.Implementation): S | null;
  /**
   * Opens the actor's roll dialog filled in from the request; `trait` is the asked trait's index, undefined when the
   * sheet lacks it; `opener` the window it was opened from (a journal), whose browser window it opens in on V14.
   */
  open(
    actor: Actor.Implementation,
    roll: R,
    trait: number | undefined,
    options: { skipDialog: boolean; wrapRoll: RollWrapper; secretDifficulty: boolean; opener?: object },
  ): Promise<void>;
  /**
   * What a roll card of this ruleset shows (its `system`): successes or a total, and success or failure; null for any
   * other card.
   */
  result(system: unknown): { value: number; success: boolean | null } | null;
  /**
   * What a roll card of this ruleset rolled, as a request would ask it, and whether its trait and difficulty are the
   * ones `asked` (`subject`: the rolling character's sheet, whose names a trait may match by); null for any other card.
   */
  answer(system: unknown, asked: R, subject: S | null): RollAnswer<R> | null;
}

/**
 * Everything one ruleset brings to the system. The entry point registers every ruleset the
 * same way, so a sixth ruleset is one folder that exports one of these, and one line.
 */
export interface Ruleset {
  readonly id: string;
  /** The key of the world setting "Use this ruleset in this world" (stored in every world: never renamed). */
  readonly worldSetting: WorldRulesetSetting;
  readonly actorModels: Readonly<Record<string, ActorModel>>;
  readonly itemModels: Readonly<Record<string, ItemModel>>;
  readonly messageModels: Readonly<Record<string, MessageModel>>;
  readonly trackables: Readonly<Record<string, Trackables>>;
  /**
   * Its Roll classes: the current one first, then any subclass kept under a former name for stored rolls
   * (roll-class-names.ts).
   */
  readonly rolls: readonly foundry.dice.Roll.AnyConstructor[];
  readonly sheets: readonly SheetRegistration[];
  /**
   * Every follow-up button of this ruleset's chat cards, run through the shared card-action mechanism: fetched (a
   * file of the ruleset's own) the first time one is asked for. Its ids are the ones its message models' cards
   * declare (`static card.actions`), registered at init.
   */
  readonly cardActions?: () => Promise<readonly FoundryCardAction<unknown>[]>;
  /**
   * Partials its chat cards include (Foundry paths), loaded at init: `renderTemplate` loads only a card's own template.
   */
  readonly cardPartials?: readonly string[];
  /**
   * Its game's initiative for one of its actors (given the actor's `system`): a Foundry roll
   * formula, or a constant for a fixed order. Null, or no method, when the game has no
   * initiative rule (or this actor lacks what it needs): the world's default applies.
   */
  initiative?(system: unknown): string | null;
  /**
   * Its one computation of a roll (roll-truth.ts): the first choices of a roll and what they come to (pool,
   * modifiers, odds) or why they cannot be rolled. Every surface that shows or rolls one goes through it; fetched
   * (its ruleset's dialog context) the first time it is asked for.
   */
  readonly rollTruth: () => Promise<RollTruth>;
  /** Roll requests of this ruleset; without it, a GM cannot ask for its rolls. */
  readonly requests?: RulesetRequests;
  /**
   * Its groups in Token Action HUD and the table of what each kind of button does, fetched only when that module is
   * active (the adapter, src/foundry/hud/token-action-hud.ts, dispatches through the table).
   */
  hud?(): Promise<RulesetHudSpec<string>>;
  /** Its Quench batches, fetched only when the Quench module is active. */
  quenchBatches?(): Promise<readonly QuenchBatch[]>;
  /** What macros may call, as `fivefold.<id>.<name>(...)`. */
  readonly api?: Readonly<Record<string, (...args: never[]) => unknown>>;
  /** World and client settings, registered at init. */
  registerSettings?(): void;
  /** Hooks of this ruleset's own (e.g. hotbar drops), registered at init. */
  registerHooks?(): void;
  /** Runs once Dice So Nice is ready, to give this ruleset's dice their colours. */
  diceAppearance?(dice3d: DiceSoNice): void;
  /** Handles a chat command such as `/v5 7 h2 d3`; returns true when the text was this ruleset's. */
  chatCommand?(text: string): boolean;
}

declare module "fvtt-types/configuration" {
  namespace Hooks {
    interface HookConfig {
      /** Fired by Dice So Nice, when it is active, once its API is ready. */
      diceSoNiceReady: (dice3d: DiceSoNice) => void;
      /** Fired by Dice So Nice on each client once the dice of a message have landed there. */
      diceSoNiceRollComplete: (messageId: string) => void;
    }
  }
}

/** The part of Dice So Nice's API Fivefold calls; the module is optional and untyped. */
export interface DiceSoNice {
  addColorset(colorset: Record<string, unknown>, mode?: "default" | "preferred" | "no"): Promise<void>;
}
