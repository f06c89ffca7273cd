import { world, type ActorDouble, type UserDouble } from "./foundry-cards.js";
import { placeActor, SHARED_CHARACTER, type Ownership } from "./table.js";
import type { ActionHandlerDouble, GroupDouble } from "./token-action-hud-core.js";
import type { Ruleset } from "../../src/foundry/ruleset.js";
import type { TokenActionHudSystem } from "../../src/foundry/hud/token-action-hud.js";
import { registerWorldRulesets } from "../../src/foundry/settings/world-rulesets.js";
import { v5Hud } from "../../src/rulesets/v5/foundry/hud.js";
import { murkHud } from "../../src/rulesets/murk/foundry/hud.js";
import { sunriderHud } from "../../src/rulesets/sunrider/foundry/hud.js";
import { uniqueHud } from "../../src/rulesets/unique/foundry/hud.js";
import { muckrakerHud } from "../../src/rulesets/muckraker/foundry/hud.js";
import { UniqueSpecialData, UniqueToolData } from "../../src/rulesets/unique/foundry/data.js";
import { V5VampireData } from "../../src/rulesets/v5/foundry/data.js";
import {
  ALL_ATTRIBUTES,
  ALL_SKILLS,
  recordOf,
  type V5Attribute,
  type V5Skill,
} from "../../src/rulesets/v5/rules/traits.js";

/*
 * The test world's table as Token Action HUD Core meets it (the stand-in of Core: token-action-hud-core.ts), for the
 * HUD's tests (test/token-action-hud.test.ts) and the gallery's pictures of it (gallery/fixtures/hud.ts): the
 * rulesets with their HUDs, the HUD Core builds for a user with characters selected, a V5 vampire seated at the table,
 * and the Items a Unique Dice character carries into it.
 */

/**
 * The rulesets as the registry lists them, each with its HUD (what src/rulesets/<id>/index.ts fetches), registered
 * for the world-ruleset settings; Core lists every registered ruleset's HUD (SystemManager#registerDefaults). The
 * world's `game.settings.register` is the caller's to set first.
 */
export function registerHudRulesets(): void {
  const rulesets = [
    ["v5", "useV5", v5Hud],
    ["murk", "useMurk", murkHud],
    ["sunrider", "useSunrider", sunriderHud],
    ["unique", "useUnique", uniqueHud],
    ["muckraker", "useMuckraker", muckrakerHud],
  ] as const;
  registerWorldRulesets(
    // Only what the HUD adapter and the world-ruleset setting read of a Ruleset: its id, setting and HUD.
    rulesets.map(([id, worldSetting, hud]) => ({ id, worldSetting, hud: async () => hud })) as unknown as Ruleset[],
  );
}

/** A category of Core's default layout (a tab of its HUD) and the groups in it, as registerDefaults hands them. */
export interface LayoutCategory {
  readonly id: string;
  readonly name: string;
  readonly groups: readonly { readonly id: string; readonly name: string }[];
}

/**
 * The HUD Core builds on `user`'s client with `actors` selected (one: Core's `actor`; several: `actors` only), from
 * Fivefold's system module `system`: Core's GroupHandler holds the default layout's groups (a category a "custom"
 * group, GroupHandler#createGroup; each of its groups a "system" one, with its name) and the groups Core saved for
 * the actor at an earlier build (`saved`, module/handlers/group-handler.mjs), then the adapter's ActionHandler fills
 * them (buildSystemActions). Answers the handler, its groups filled, and the layout.
 */
export async function builtHud(
  system: TokenActionHudSystem,
  user: UserDouble,
  actors: readonly unknown[],
  saved: readonly GroupDouble[] = [],
): Promise<{ handler: ActionHandlerDouble; layout: readonly LayoutCategory[] }> {
  return world.as(user, async () => {
    const manager = new system.api.SystemManager("token-action-hud-core");
    const { layout } = (await manager.registerDefaults()) as { layout: LayoutCategory[] };
    // The adapter's ActionHandler extends the stand-in's (coreModule.api.ActionHandler).
    const handler = manager.getActionHandler() as unknown as ActionHandlerDouble;
    for (const category of layout) {
      handler.groups.set(category.id, { id: category.id, type: "custom", actions: [] });
      for (const group of category.groups)
        handler.groups.set(group.id, { id: group.id, type: "system", name: group.name, actions: [] });
    }
    for (const group of saved) handler.groups.set(group.id, { ...group, actions: [] });
    handler.actor = actors.length === 1 ? actors[0] : null;
    handler.actors = [...actors];
    await handler.buildSystemActions([...handler.groups.keys()]);
    return { handler, layout };
  });
}

/** What a seated vampire has that the HUD shows: her traits and trackers (`system` sets any other field). */
interface VampireSeat {
  readonly attributes?: Partial<Record<V5Attribute, number>>;
  readonly skills?: Partial<Record<V5Skill, number>>;
  readonly system?: Record<string, unknown>;
}

/**
 * A V5 vampire (Actor subtype v5Vampire) placed in the test world as Actor.`id`: every Attribute 2 and every Skill 0
 * (no specialty) but those `attributes` and `skills` name, Hunger 1, Humanity 7, no Stain, no damage, no discipline
 * unless `system` says otherwise.
 */
export function placeVampire(
  id: string,
  { attributes = {}, skills = {}, system = {} }: VampireSeat,
  ownership: Ownership = SHARED_CHARACTER,
  name?: string,
): ActorDouble {
  const source = {
    attributes: { ...recordOf(ALL_ATTRIBUTES, () => 2), ...attributes },
    skills: {
      ...recordOf(ALL_SKILLS, () => ({ value: 0, specialties: [] as string[] })),
      ...Object.fromEntries(Object.entries(skills).map(([skill, value]) => [skill, { value, specialties: [] }])),
    },
    hunger: 1,
    humanity: 7,
    stains: 0,
    willpower: { superficial: 0, aggravated: 0, bonus: 0 },
    health: { superficial: 0, aggravated: 0, bonus: 0 },
    disciplines: [],
    ...system,
  };
  return placeActor(id, V5VampireData, source, ownership, { name, type: "v5Vampire" });
}

/** A Unique Dice tool Item of `quality`, as the character's `items` holds it (`flags`: a compendium entry's). */
export function uniqueTool(id: string, name: string, quality: number, flags: unknown = {}) {
  return { id, name, type: "uniqueTool", flags, system: new UniqueToolData({ quality, description: "" }) };
}

/** A Unique Dice special attribute Item, starred or not. */
export function uniqueSpecial(id: string, name: string, starred: boolean, flags: unknown = {}) {
  return { id, name, type: "uniqueSpecial", flags, system: new UniqueSpecialData({ starred, description: "" }) };
}
