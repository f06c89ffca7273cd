// What a ruleset tells the Token Action HUD about one of its actors. Foundry-free except for the
// actor it is handed; the adapter that speaks to Token Action HUD Core (token-action-hud.ts) is written once
// and names no ruleset.

/**
 * A button's id: its kind, then after a dot what that kind reads (a trait's index or key, an Item's id). Token Action
 * HUD Core stores it: an actor's groups are saved with their actions' ids (Core 2.1.1 module/handlers/group-handler.mjs
 * GroupHandler#saveActorGroups, `#getReducedGroupData(group, true)`), so an id, once shipped, is never renamed.
 */
export type HudActionId<Kind extends string = string> = Kind | `${Kind}.${string}`;

/** The kind of a tracker shown as a value (`value.hunger`): it has no handler, a click does nothing. */
export type HudValueKind = "value";

/** One button of the HUD: a roll it opens, or (with `value` and no roll) a tracker shown as a value. */
export interface HudAction<Kind extends string = string> {
  /** Unique within the ruleset's HUD for this actor; handed back to `act` and `request`. */
  readonly id: HudActionId<Kind | HudValueKind>;
  /** The button's text, already in the user's language. */
  readonly name: string;
  /** A number beside the name (dots, dice, a tracker's value), as text. */
  readonly info?: string;
  /** True for a tracker shown as a value: nothing happens on a click. */
  readonly value?: true;
}

/** A group of buttons: one of the ruleset's fixed groups, or one made for this actor (a discipline) in a category. */
export interface HudGroup<Kind extends string = string> {
  readonly id: string;
  /** Set for a group made for this actor: its name (already translated) and the category it sits in. */
  readonly derived?: { readonly name: string; readonly category: string };
  readonly actions: readonly HudAction<Kind>[];
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

/** What a button of one kind does for the actor: `key` is what follows the kind in its id ("" when nothing does). */
export type HudHandler = (
  actor: Actor.Implementation,
  key: string,
  options: { readonly skipDialog: boolean },
) => Promise<unknown>;

/** A ruleset's one dispatch table: every kind of its buttons that acts, and its handler. */
export type HudHandlers<Kind extends string> = { readonly [K in Kind]: HudHandler };

/** A ruleset's HUD as it writes it: its groups' ids typed by its kinds, and the table of what each kind does. */
export interface RulesetHudSpec<Kind extends string> extends Omit<RulesetHud, "groups" | "act"> {
  groups(actor: Actor.Implementation): readonly HudGroup<Kind>[] | null;
  readonly handlers: HudHandlers<Kind>;
}

/** An action id's kind and the key after its first dot ("" when it has none). */
export function hudActionParts(actionId: string): { readonly kind: string; readonly key: string } {
  const dot = actionId.indexOf(".");
  return dot < 0 ? { kind: actionId, key: "" } : { kind: actionId.slice(0, dot), key: actionId.slice(dot + 1) };
}

/** A ruleset's HUD from its spec: `act` splits the id once and runs its kind's handler; other kinds do nothing. */
export function rulesetHud<Kind extends string>({ handlers, ...spec }: RulesetHudSpec<Kind>): RulesetHud {
  // Object.hasOwn has checked that `kind` is one of the table's own keys, which is what the cast says.
  const handlerOf = (kind: string): HudHandler | undefined =>
    Object.hasOwn(handlers, kind) ? (handlers as Readonly<Record<string, HudHandler>>)[kind] : undefined;
  return {
    ...spec,
    async act(actor, actionId, options) {
      const { kind, key } = hudActionParts(actionId);
      await handlerOf(kind)?.(actor, key, options);
    },
  };
}
