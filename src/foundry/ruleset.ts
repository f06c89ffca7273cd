import type { RulesetId } from "../rulesets/ids.js";
import type { FoundryCardAction } from "./cards/actions.js";

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
}

/**
 * Everything one ruleset brings to the system. The entry point registers every ruleset the
 * same way, so a sixth ruleset is one folder that exports one of these, and one line.
 */
export interface Ruleset {
  readonly id: RulesetId;
  readonly actorModels: Readonly<Record<string, ActorModel>>;
  readonly itemModels: Readonly<Record<string, ItemModel>>;
  readonly messageModels: Readonly<Record<string, MessageModel>>;
  readonly trackables: Readonly<Record<string, Trackables>>;
  readonly rolls: readonly foundry.dice.Roll.AnyConstructor[];
  readonly sheets: readonly SheetRegistration[];
  /** Every follow-up button of this ruleset's chat cards, run through the shared card-action mechanism. */
  readonly cardActions?: readonly FoundryCardAction<unknown>[];
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
