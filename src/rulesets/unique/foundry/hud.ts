// Unique Dice in Token Action HUD (src/foundry/hud/): the character's attributes, tools and special
// attributes, and its crises as a value. Each button opens the sheet's roll dialog, a tool or a
// special attribute already chosen in it. Fetched only when Token Action HUD is active.

import { type HudGroup, type RulesetHudSpec } from "../../../foundry/hud/spec.js";
import { localize } from "../../../foundry/ui/i18n.js";
import { CRISIS_BOXES } from "../rules/rules.js";
import { UniqueCharacterData } from "./data.js";
import { dialogCharacter } from "./dialog-character.js";
import { openUniqueRollDialog } from "./open-dialog.js";

/** The kinds of Unique Dice's buttons that act (their ids are stored by Token Action HUD Core: spec.ts). */
type UniqueHudKind = "attribute" | "tool" | "special";

function groups(actor: Actor.Implementation): HudGroup<UniqueHudKind>[] | null {
  const character = dialogCharacter(actor);
  const system = actor.system;
  if (!character || !(system instanceof UniqueCharacterData)) return null;
  return [
    {
      id: "attributes",
      actions: character.attributes.map((attribute, index) => ({
        id: `attribute.${index}`,
        name: attribute.name,
        info: String(attribute.score),
      })),
    },
    {
      id: "tools",
      actions: character.tools.map((tool) => ({ id: `tool.${tool.id}`, name: tool.name, info: String(tool.quality) })),
    },
    {
      id: "specials",
      actions: character.specials.map((special) => ({ id: `special.${special.id}`, name: special.name })),
    },
    {
      id: "trackers",
      actions: [
        {
          id: "value.crises",
          name: localize("FIVEFOLD.Unique.Sheet.Crises"),
          info: localize("FIVEFOLD.Unique.Hud.CrisesValue", {
            physical: String(system.crises.physical.length),
            mental: String(system.crises.mental.length),
            max: String(CRISIS_BOXES),
          }),
          value: true,
        },
      ],
    },
  ];
}

/** Unique Dice's groups in Token Action HUD. */
export const uniqueHud: RulesetHudSpec<UniqueHudKind> = {
  categories: [
    {
      id: "rolls",
      nameKey: "FIVEFOLD.Hud.Category.Rolls",
      groups: [
        { id: "attributes", nameKey: "FIVEFOLD.Hud.Group.Attributes" },
        { id: "tools", nameKey: "FIVEFOLD.Hud.Group.Tools" },
        { id: "specials", nameKey: "FIVEFOLD.Hud.Group.Specials" },
        { id: "trackers", nameKey: "FIVEFOLD.Hud.Group.Trackers" },
      ],
    },
  ],
  groups,
  handlers: {
    attribute: (actor, index, { skipDialog }) =>
      openUniqueRollDialog(actor, { attribute: Number(index) }, { skipDialog }),
    tool: (actor, itemId, { skipDialog }) => openUniqueRollDialog(actor, { tool: itemId }, { skipDialog }),
    special: (actor, itemId, { skipDialog }) => openUniqueRollDialog(actor, { specials: [itemId] }, { skipDialog }),
  },
  request(actor, actionId) {
    const [kind, index] = actionId.split(".");
    const attribute = dialogCharacter(actor)?.attributes[Number(index)];
    return kind === "attribute" && attribute ? { attribute: attribute.name } : null;
  },
};
