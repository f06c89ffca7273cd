// V5 in Token Action HUD (src/foundry/hud/): the vampire's attributes and skills, each discipline's
// powers, the checks of the sheet (Rouse, Willpower, Frenzy, Remorse) and its trackers as values.
// Each button starts what the sheet's button starts. Fetched only when Token Action HUD is active.

import { type HudAction, type HudGroup, type HudHandler, type RulesetHudSpec } from "../../../foundry/hud/spec.js";
import { contentName } from "../../../foundry/data/content-key.js";
import { disciplineMatch, v5Words } from "../view/trait-words.js";
import { localize } from "../../../foundry/ui/i18n.js";
import { nameIn } from "../../../foundry/ui/names.js";
import { ALL_ATTRIBUTES, ALL_SKILLS, MAX_HUMANITY } from "../rules/traits.js";
import { MAX_HUNGER } from "../rules/rules.js";
import { frenzyPool } from "../view/night.js";
import { willpowerPool } from "../view/sheet-context.js";
import { postRemorseCheck, postRouseCheck } from "./chat.js";
import { V5VampireData } from "./data.js";
import { openV5RollDialog } from "./open-dialog.js";
import { rollV5Power } from "./power-roll.js";

function vampireOf(actor: Actor.Implementation): V5VampireData | null {
  return actor.system instanceof V5VampireData ? actor.system : null;
}

function powersOf(actor: Actor.Implementation): Item.Implementation[] {
  return actor.items.contents.filter((item) => item.type === "v5Power");
}

/** The discipline a power names, as powers are matched to a discipline: no case, no spaces at the ends. */
function disciplineOf(power: Item.Implementation): string {
  const named = (power.system as { discipline?: unknown }).discipline;
  return typeof named === "string" ? named.trim() : "";
}

/** A discipline's name as powers are matched to it: no case, no spaces at the ends. */
const key = (name: string) => name.trim().toLocaleLowerCase();

/**
 * A discipline's HUD group id, the same whatever the discipline's place or case, one per discipline:
 * Token Action HUD Core keeps a saved group of that id for the actor. Only a-z, 0-9 and "-" (Core
 * splits its nested ids on "_"); any other character is written as its code point between dashes.
 */
function disciplineGroupId(discipline: string): string {
  const spelled = [...key(discipline)].map((char) =>
    /[a-z0-9]/.test(char) ? char : `-${char.codePointAt(0)!.toString(16)}-`,
  );
  return `discipline-${spelled.join("")}`;
}

/** One group per discipline the vampire's powers name, in the sheet's order (rated first, then by name). */
/** The kinds of V5's buttons that act (their ids are stored by Token Action HUD Core: spec.ts). */
type V5HudKind = "attribute" | "skill" | "power" | "rouse" | "remorse" | "willpower" | "frenzy";

function disciplineGroups(vampire: V5VampireData, powers: readonly Item.Implementation[]): HudGroup<V5HudKind>[] {
  const rated = vampire.disciplines.map((discipline) => discipline.name);
  const same = (a: string, b: string) => disciplineMatch(a) === disciplineMatch(b);
  const named = [...new Set(powers.map(disciplineOf))].filter((name) => !rated.some((row) => same(row, name)));
  const level = (power: Item.Implementation) => Number((power.system as { level?: unknown }).level ?? 0);
  return [...rated, ...named.sort()].flatMap((discipline) => {
    const own = powers
      .filter((power) => same(disciplineOf(power), discipline))
      .sort((a, b) => level(a) - level(b) || a.name.localeCompare(b.name));
    if (own.length === 0) return [];
    const actions = own.map((power): HudAction<V5HudKind> => ({
      id: `power.${power.id}`,
      name: contentName(power),
      info: String(level(power)),
    }));
    // The group reads in the reader's language (v5Words); its id keeps the stored name.
    const name = discipline === "" ? localize("FIVEFOLD.V5.Hud.NoDiscipline") : v5Words(discipline);
    return [{ id: disciplineGroupId(discipline), derived: { name, category: "disciplines" }, actions }];
  });
}

function groups(actor: Actor.Implementation): HudGroup<V5HudKind>[] | null {
  const vampire = vampireOf(actor);
  if (!vampire) return null;
  const attributes: HudAction<V5HudKind>[] = ALL_ATTRIBUTES.map((key) => ({
    id: `attribute.${key}`,
    name: localize(`FIVEFOLD.V5.Attributes.${key}`),
    info: String(vampire.attributes[key]),
  }));
  const skills: HudAction<V5HudKind>[] = ALL_SKILLS.map((key) => ({
    id: `skill.${key}`,
    name: localize(`FIVEFOLD.V5.Skills.${key}`),
    info: String(vampire.skills[key].value),
  }));
  const { willpower, willpowerMax, humanity, stains, hunger } = vampire;
  const checks: HudAction<V5HudKind>[] = [
    { id: "rouse", name: localize("FIVEFOLD.V5.Sheet.Rouse") },
    {
      id: "willpower",
      name: localize("FIVEFOLD.V5.Dialog.Willpower"),
      info: String(willpowerPool(willpower, willpowerMax)),
    },
    {
      id: "frenzy",
      name: localize("FIVEFOLD.V5.Frenzy.Label"),
      info: String(frenzyPool(willpower, willpowerMax, humanity)),
    },
    { id: "remorse", name: localize("FIVEFOLD.V5.Dialog.Remorse") },
  ];
  const trackers: HudAction<V5HudKind>[] = [
    { id: "value.hunger", name: localize("FIVEFOLD.V5.Sheet.Hunger"), info: `${hunger}/${MAX_HUNGER}`, value: true },
    {
      id: "value.willpower",
      name: localize("FIVEFOLD.V5.Sheet.Willpower"),
      info: `${vampire.bars.willpower.value}/${willpowerMax}`,
      value: true,
    },
    {
      id: "value.humanity",
      name: localize("FIVEFOLD.V5.Sheet.Humanity"),
      info: localize("FIVEFOLD.V5.Hud.HumanityValue", {
        humanity: String(humanity),
        max: String(MAX_HUMANITY),
        stains: String(stains),
      }),
      value: true,
    },
  ];
  return [
    { id: "attributes", actions: attributes },
    { id: "skills", actions: skills },
    ...disciplineGroups(vampire, powersOf(actor)),
    { id: "checks", actions: checks },
    { id: "trackers", actions: trackers },
  ];
}

/** A roll dialog opened from the HUD, as the sheet's button opens it (shift-click: rolled at once). */
function dialog(preset: Parameters<typeof openV5RollDialog>[1]): HudHandler {
  return (actor, _key, { skipDialog }) => openV5RollDialog(actor, preset, { skipDialog });
}

/** V5's groups in Token Action HUD. */
export const v5Hud: RulesetHudSpec<V5HudKind> = {
  categories: [
    {
      id: "traits",
      nameKey: "FIVEFOLD.Hud.Category.Rolls",
      groups: [
        { id: "attributes", nameKey: "FIVEFOLD.Hud.Group.Attributes" },
        { id: "skills", nameKey: "FIVEFOLD.Hud.Group.Skills" },
      ],
    },
    { id: "disciplines", nameKey: "FIVEFOLD.Hud.Category.Disciplines", groups: [] },
    {
      id: "checks",
      nameKey: "FIVEFOLD.Hud.Category.Checks",
      groups: [
        { id: "checks", nameKey: "FIVEFOLD.Hud.Group.Checks" },
        { id: "trackers", nameKey: "FIVEFOLD.Hud.Group.Trackers" },
      ],
    },
  ],
  groups,
  handlers: {
    attribute: (actor, key, { skipDialog }) =>
      openV5RollDialog(actor, { attribute: nameIn(ALL_ATTRIBUTES, key) }, { skipDialog }),
    skill: (actor, key, { skipDialog }) => openV5RollDialog(actor, { skill: nameIn(ALL_SKILLS, key) }, { skipDialog }),
    power: async (actor, itemId, { skipDialog }) => {
      const vampire = vampireOf(actor);
      const power = powersOf(actor).find((item) => item.id === itemId);
      if (vampire && power) await rollV5Power(actor, vampire, power, { skipDialog });
    },
    rouse: (actor) => postRouseCheck(actor),
    remorse: (actor) => postRemorseCheck(actor),
    willpower: dialog({ pool: "willpower", kind: "no-hunger", labelKey: "FIVEFOLD.V5.Dialog.Willpower" }),
    frenzy: dialog({ pool: "frenzy", kind: "no-hunger", labelKey: "FIVEFOLD.V5.Frenzy.Label", purpose: "frenzy" }),
  },
  // A request asks for an attribute and a skill; the GM completes the pool and sets the difficulty.
  request(actor, actionId): Readonly<Record<string, string>> | null {
    const [kind, key = ""] = actionId.split(".");
    if (!vampireOf(actor)) return null;
    if (kind === "attribute") return { attribute: key };
    if (kind === "skill") return { skill: key };
    return null;
  },
};
