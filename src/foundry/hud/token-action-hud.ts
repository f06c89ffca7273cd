// Fivefold as Token Action HUD Core's system module, fetched only when Core is active (register.ts).
// Core's classes come from Core at run time (`game.modules.get("token-action-hud-core").api`, set by
// its module/core/api.mjs registerApi at "ready", tag 2.1.1); Fivefold's own extend them here.
// What Core calls on them, read in Core 2.1.1:
//   module/main.mjs registerCoreModule: `new systemModule.api.SystemManager(MODULE.ID)`, then `init()`,
//     after Utils.isSystemModuleCompatible(systemModule.api.requiredCoreModuleVersion);
//   module/managers/system-manager.mjs: getActionHandler(), getRollHandler(id), getAvailableRollHandlers(),
//     registerDefaults() -> { layout, groups };
//   module/handlers/action-handlers/action-handler.mjs: buildSystemActions(groupIds), addActions(actions, group),
//     and `actor`/`actors` (the selected characters, module/handlers/character-handler.mjs);
//   module/handlers/group-handler.mjs addGroup(group, parent) for a group made per actor;
//   module/handlers/roll-handlers/roll-handler.mjs handleActionClick(event, buttonValue), `isShift`.

import { localize } from "../ui/i18n.js";
import { registeredRulesets, whenWorldRulesetsChange, worldUses } from "../settings/world-rulesets.js";
import { openRequestDialog } from "../requests/setup-dialog.js";
import { hudClick, hudGroupId, runHudClick, shownGroups, type LoadedHud, type ShownGroup } from "./content.js";
import { rulesetHud } from "./spec.js";

/** Core's major and minor version this adapter was written against (any 2.1.x). */
const REQUIRED_CORE_VERSION = "2.1";

/** A group as Core takes it: its id, name and type ("system" in the layout, "system-derived" when made per actor). */
interface CoreGroup {
  id: string;
  name?: string;
  listName?: string;
  nestId?: string;
  type: "system" | "system-derived";
}

/** The part of Core's ActionHandler Fivefold calls or overrides. */
interface CoreActionHandler {
  readonly actor: Actor.Implementation | null;
  readonly actors: readonly Actor.Implementation[];
  buildSystemActions(groupIds: readonly string[]): Promise<void>;
  addActions(actions: readonly object[], group: CoreGroup): void;
  addGroup(group: CoreGroup, parent: { id: string }, update?: boolean): void;
}

/** The part of Core's RollHandler Fivefold calls or overrides. */
interface CoreRollHandler {
  readonly actor: Actor.Implementation | null;
  readonly actors: readonly Actor.Implementation[];
  readonly isShift: boolean;
  handleActionClick(event: Event, buttonValue: string | null): void;
}

/** The part of Core's SystemManager Fivefold overrides. */
interface CoreSystemManager {
  getActionHandler(): CoreActionHandler;
  getRollHandler(rollHandlerId: string): CoreRollHandler | null;
  getAvailableRollHandlers(): Record<string, string>;
  registerDefaults(): Promise<{ layout: object[]; groups: CoreGroup[] }>;
}

/** The classes Core's API hands a system module (module/core/api.mjs). */
export interface TokenActionHudCoreApi {
  readonly ActionHandler: new () => CoreActionHandler;
  readonly RollHandler: new () => CoreRollHandler;
  readonly SystemManager: new (moduleId: string) => CoreSystemManager;
}

/** What `tokenActionHudSystemReady` hands Core: its `api` is all registerCoreModule reads. */
export interface TokenActionHudSystem {
  readonly api: {
    readonly requiredCoreModuleVersion: string;
    readonly SystemManager: new (moduleId: string) => CoreSystemManager;
  };
}

/** Each ruleset's HUD, fetched at its first need and kept. */
const fetched = new Map<string, Promise<LoadedHud>>();

/**
 * The HUD of every registered ruleset that has one, fetched on demand. The default layout lists them
 * all, as Core reads it once (SystemManager#init): a ruleset the GM switches on later needs its tabs there.
 */
function everyHud(): Promise<LoadedHud[]> {
  return Promise.all(
    registeredRulesets().flatMap((ruleset) => {
      if (!ruleset.hud) return [];
      let loaded = fetched.get(ruleset.id);
      if (!loaded) {
        loaded = ruleset.hud().then((spec) => ({ ruleset: ruleset.id, hud: rulesetHud(spec) }));
        fetched.set(ruleset.id, loaded);
      }
      return [loaded];
    }),
  );
}

/** The HUDs of the rulesets this world uses now: read at each build and each click, so a switch needs no reload. */
async function hudsInUse(): Promise<LoadedHud[]> {
  return (await everyHud()).filter((loaded) => worldUses(loaded.ruleset));
}

/** The selected characters as Core gives them: one `actor`, or several `actors` and no `actor`. */
function selected(handler: {
  readonly actor: Actor.Implementation | null;
  readonly actors: readonly Actor.Implementation[];
}) {
  return handler.actor ? [handler.actor] : [...handler.actors];
}

/** Core's actions for a shown group: the fields Core's ActionHandler#createAction reads (action-handler.mjs). */
function coreActions(group: ShownGroup): object[] {
  return group.actions.map((action) => ({
    id: action.id,
    name: action.name,
    encodedValue: action.id,
    ...(action.info === undefined ? {} : { info1: { text: action.info } }),
    ...(action.acts ? {} : { cssClass: "fivefold-hud-value" }),
  }));
}

/** The default layout: each ruleset's categories as tabs, their fixed groups inside. */
function defaults(huds: readonly LoadedHud[]): { layout: object[]; groups: CoreGroup[] } {
  const groups: CoreGroup[] = [];
  const layout = huds.flatMap(({ ruleset, hud }) =>
    hud.categories.map((category) => {
      const id = hudGroupId(ruleset, category.id);
      const inside = category.groups.map((group) => {
        const name = localize(group.nameKey);
        const entry = { id: hudGroupId(ruleset, group.id), name, listName: name, type: "system" as const };
        groups.push(entry);
        return { ...entry, nestId: `${id}_${entry.id}` };
      });
      return { id, nestId: id, name: localize(category.nameKey), groups: inside };
    }),
  );
  return { layout, groups };
}

/**
 * Fivefold's system module for Token Action HUD Core: its SystemManager, ActionHandler and
 * RollHandler, built on the classes of the Core that is running.
 */
export function fivefoldHudSystem(api: TokenActionHudCoreApi): TokenActionHudSystem {
  // Every client hears a switch of the world's rulesets (the setting's onChange): the HUD is built again.
  whenWorldRulesetsChange(() => Hooks.callAll("forceUpdateTokenActionHud"));

  class FivefoldHudActions extends api.ActionHandler {
    override async buildSystemActions(): Promise<void> {
      const huds = await hudsInUse();
      for (const group of shownGroups(huds, game.user!, selected(this))) {
        const target: CoreGroup = group.derived
          ? { id: group.id, name: group.derived.name, listName: group.derived.name, type: "system-derived" }
          : { id: group.id, type: "system" };
        // A layout's top-level group has no type of ours: Core's GroupHandler#createGroup makes it "custom".
        // `update`: Core keeps the name of a group it saved for the actor unless told to take the new one
        // (module/handlers/group-handler.mjs addGroup).
        if (group.derived) this.addGroup(target, { id: group.derived.category }, true);
        this.addActions(coreActions(group), target);
      }
    }
  }

  class FivefoldHudRolls extends api.RollHandler {
    override handleActionClick(_event: Event, buttonValue: string | null): void {
      // Read now: Core changes the selection and the shift key with the next event.
      const [user, actors, skipDialog] = [game.user!, selected(this), this.isShift];
      void hudsInUse().then((huds) =>
        runHudClick(hudClick(huds, user, actors, buttonValue), skipDialog, (asked) => openRequestDialog(null, asked)),
      );
    }
  }

  class FivefoldHudSystem extends api.SystemManager {
    override getActionHandler(): CoreActionHandler {
      return new FivefoldHudActions();
    }
    override getRollHandler(): CoreRollHandler {
      return new FivefoldHudRolls();
    }
    override getAvailableRollHandlers(): Record<string, string> {
      return { core: localize("FIVEFOLD.Hud.RollHandler") };
    }
    override async registerDefaults(): Promise<{ layout: object[]; groups: CoreGroup[] }> {
      return defaults(await everyHud());
    }
  }

  return { api: { requiredCoreModuleVersion: REQUIRED_CORE_VERSION, SystemManager: FivefoldHudSystem } };
}
