/*
 * Token Action HUD Core, as much of it as a system module meets, read at tag 2.1.1 of
 * Larkinabout/fvtt-token-action-hud-core (module.json there still says 2.1.0; Core reads its
 * version from the installed manifest). Each piece names the file it stands for. Keep it thin:
 * Fivefold's adapter (src/foundry/hud/token-action-hud.ts) is what is tested, not a second Core.
 */

/** A group as module/handlers/group-handler.mjs keeps it: found by id and type, holding its actions. */
export interface GroupDouble {
  readonly id: string;
  readonly type: string;
  readonly name?: string;
  readonly parent?: string;
  readonly actions: Record<string, unknown>[];
}

/**
 * module/handlers/action-handlers/action-handler.mjs: `actor` and `actors` are the selected
 * characters (module/handlers/character-handler.mjs: one token, `actor` and `[actor]`; several,
 * no `actor` and every actor); `addActions(actions, group)` puts the actions into the groups
 * of that id and type (type "system" when none is given) and into `availableActions` by id;
 * `addGroup(group, parent, update = false)` (group-handler.mjs) adds a group, type
 * "system-derived" unless given, only under an existing parent group found by getGroups (its id,
 * and its type when the parent names one); a group of that id already there (one Core saved for
 * the actor and restored, group-handler.mjs) keeps its name unless `update` is true.
 */
export class ActionHandlerDouble {
  actor: unknown = null;
  actors: unknown[] = [];
  readonly groups = new Map<string, GroupDouble>();
  readonly availableActions = new Map<string, Record<string, unknown>>();
  async buildSystemActions(_groupIds: readonly string[]): Promise<void> {}
  addGroup(
    group: { id: string; type?: string; name?: string },
    parent: { id: string; type?: string },
    update = false,
  ): void {
    const type = group.type ?? "system-derived";
    const found = this.groups.get(parent.id);
    if (!found || (parent.type !== undefined && found.type !== parent.type)) return;
    const existing = this.groups.get(group.id);
    if (!existing) this.groups.set(group.id, { ...group, type, parent: parent.id, actions: [] });
    else if (update) this.groups.set(group.id, { ...existing, ...group, type });
  }
  addActions(actions: Record<string, unknown>[], group: { id: string; type?: string }): void {
    for (const action of actions) this.availableActions.set(String(action.id), action);
    const found = this.groups.get(group.id);
    if (!found || found.type !== (group.type ?? "system")) return;
    found.actions.push(...actions);
  }
}

/**
 * module/handlers/roll-handlers/roll-handler.mjs: handleActionClickCore calls
 * `handleActionClick(event, buttonValue)` with the clicked button's `value` (the action's
 * `encodedValue`), `isShift` set from the click (module/managers/hud-manager.mjs #setIsShift).
 */
export class RollHandlerDouble {
  actor: unknown = null;
  actors: unknown[] = [];
  isShift = false;
  handleActionClick(_event: unknown, _buttonValue: string | null): void {}
}

/** module/managers/system-manager.mjs: `new SystemManager(MODULE.ID)`; init() awaits registerDefaults(). */
class SystemManagerDouble {
  defaults: unknown = [];
  constructor(readonly coreModuleId: string) {}
  getActionHandler(): unknown {
    return undefined;
  }
  getRollHandler(_id: string): unknown {
    return false;
  }
  getAvailableRollHandlers(): unknown {
    return undefined;
  }
  async registerDefaults(): Promise<unknown> {
    return undefined;
  }
  async init(): Promise<void> {
    this.defaults = (await this.registerDefaults()) ?? [];
  }
}

/** module/core/api.mjs registerApi: the module's `api`, handed to `tokenActionHudCoreApiReady`. */
export const coreModule = {
  id: "token-action-hud-core",
  api: { ActionHandler: ActionHandlerDouble, RollHandler: RollHandlerDouble, SystemManager: SystemManagerDouble },
};

/**
 * module/core/utils.mjs Utils.isSystemModuleCompatible: the installed Core's major version must
 * equal the required one, and so must its minor and patch when the requirement names them.
 */
export function compatible(required: string | undefined, installed: string): boolean {
  if (!required) return true;
  const [major, minor, patch] = required.split(".").map((part): string | undefined => part);
  const [coreMajor, coreMinor, corePatch] = installed.split(".");
  return (
    major === coreMajor && (minor === undefined || minor === coreMinor) && (patch === undefined || patch === corePatch)
  );
}
