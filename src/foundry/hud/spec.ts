// What a ruleset tells the Token Action HUD about one of its actors. Foundry-free except for the
// actor it is handed; the adapter that speaks to Token Action HUD Core (token-action-hud.ts) is written once
// and names no ruleset.

/** One button of the HUD: a roll it opens, or (with `value` and no roll) a tracker shown as a value. */
export interface HudAction {
  /** Unique within the ruleset's HUD for this actor; handed back to `act` and `request`. */
  readonly id: string;
  /** The button's text, already in the user's language. */
  readonly name: string;
  /** A number beside the name (dots, dice, a tracker's value), as text. */
  readonly info?: string;
  /** True for a tracker shown as a value: nothing happens on a click. */
  readonly value?: true;
}

/** A group of buttons: one of the ruleset's fixed groups, or one made for this actor (a discipline) in a category. */
export interface HudGroup {
  readonly id: string;
  /** Set for a group made for this actor: its name (already translated) and the category it sits in. */
  readonly derived?: { readonly name: string; readonly category: string };
  readonly actions: readonly HudAction[];
}

/** A top-level tab of the HUD and its fixed groups, as the default layout lists them. */
export interface HudCategory {
  readonly id: string;
  /** The i18n key of its name. */
  readonly nameKey: string;
  /** Its fixed groups (an i18n key of each name); a category whose groups are made per actor lists none. */
  readonly groups: readonly { readonly id: string; readonly nameKey: string }[];
}

/** A ruleset's part of the Token Action HUD (fetched with the HUD, never at start). */
export interface RulesetHud {
  /** Its tabs and fixed groups, for the HUD's default layout. */
  readonly categories: readonly HudCategory[];
  /** The groups and buttons of one of its actors, or null when the actor is not of this ruleset. */
  groups(actor: Actor.Implementation): readonly HudGroup[] | null;
  /** Runs a button for the actor: opens the roll dialog as the sheet does, or rolls at once with `skipDialog`. */
  act(actor: Actor.Implementation, actionId: string, options: { skipDialog: boolean }): Promise<void>;
  /**
   * The roll request setup's fields a button fills for several selected characters (the trait; the
   * difficulty is the GM's to set), or null when the button asks nothing of them.
   */
  request(actor: Actor.Implementation, actionId: string): Readonly<Record<string, string>> | null;
}
