// The Murk in Token Action HUD (src/foundry/hud/): the character's attributes, its Potential spends
// (Burden, Activate) and its Potential and Stress as values. Each button starts what the sheet's
// button starts. Fetched only when Token Action HUD is active.

import { type HudGroup, type RulesetHudSpec } from "../../../foundry/hud/spec.js";
import { localize } from "../../../foundry/ui/i18n.js";
import { postActivate, postBurden } from "./chat.js";
import { MurkCharacterData } from "./data.js";
import { openMurkRollDialog } from "./open-dialog.js";

function characterOf(actor: Actor.Implementation): MurkCharacterData | null {
  return actor.system instanceof MurkCharacterData ? actor.system : null;
}

/** The kinds of the Murk's buttons that act (their ids are stored by Token Action HUD Core: spec.ts). */
type MurkHudKind = "attribute" | "burden" | "activate";

function groups(actor: Actor.Implementation): HudGroup<MurkHudKind>[] | null {
  const character = characterOf(actor);
  if (!character) return null;
  return [
    {
      id: "attributes",
      actions: character.attributes.map((attribute, index) => ({
        id: `attribute.${index}`,
        name: attribute.name,
        info: `d${attribute.die}`,
      })),
    },
    {
      id: "potential",
      actions: [
        { id: "burden", name: localize("FIVEFOLD.Murk.Hud.Burden") },
        { id: "activate", name: localize("FIVEFOLD.Murk.Hud.Activate") },
      ],
    },
    {
      id: "trackers",
      actions: [
        {
          id: "value.potential",
          name: localize("FIVEFOLD.Murk.Sheet.Potential"),
          info: `${character.bars.potential.value}/${character.potentialCap}`,
          value: true,
        },
        {
          id: "value.stress",
          name: localize("FIVEFOLD.Murk.Sheet.Stress"),
          info: String(character.stress),
          value: true,
        },
      ],
    },
  ];
}

/** The Murk's groups in Token Action HUD. */
export const murkHud: RulesetHudSpec<MurkHudKind> = {
  categories: [
    {
      id: "rolls",
      nameKey: "FIVEFOLD.Hud.Category.Rolls",
      groups: [
        { id: "attributes", nameKey: "FIVEFOLD.Hud.Group.Attributes" },
        { id: "potential", nameKey: "FIVEFOLD.Hud.Group.Potential" },
        { id: "trackers", nameKey: "FIVEFOLD.Hud.Group.Trackers" },
      ],
    },
  ],
  groups,
  handlers: {
    attribute: (actor, index, { skipDialog }) =>
      openMurkRollDialog(actor, { attribute: Number(index) }, { skipDialog }),
    burden: (actor) => postBurden(actor),
    activate: (actor) => postActivate(actor),
  },
  request(actor, actionId) {
    const [kind, index] = actionId.split(".");
    const attribute = characterOf(actor)?.attributes[Number(index)];
    return kind === "attribute" && attribute ? { attribute: attribute.name } : null;
  },
};
