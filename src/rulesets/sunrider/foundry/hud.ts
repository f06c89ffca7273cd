// Sunrider D6 in Token Action HUD (src/foundry/hud/): the character's attributes and skills, and its
// Character Points as a value. Each button opens the sheet's roll dialog. Fetched only when Token
// Action HUD is active.

import { type HudAction, type HudGroup, type RulesetHudSpec } from "../../../foundry/hud/spec.js";
import { localize } from "../../../foundry/ui/i18n.js";
import { dialogCharacter } from "./dialog-character.js";
import { openSunriderRollDialog } from "./open-dialog.js";

/** The kinds of Sunrider's buttons that act (their ids are stored by Token Action HUD Core: spec.ts). */
type SunriderHudKind = "trait";

function groups(actor: Actor.Implementation): HudGroup<SunriderHudKind>[] | null {
  const character = dialogCharacter(actor);
  if (!character) return null;
  const traits = (kind: "attribute" | "skill"): HudAction<SunriderHudKind>[] =>
    character.traits.flatMap((trait, index): HudAction<SunriderHudKind>[] =>
      trait.kind === kind ? [{ id: `trait.${index}`, name: trait.name, info: `${trait.dice}D` }] : [],
    );
  return [
    { id: "attributes", actions: traits("attribute") },
    { id: "skills", actions: traits("skill") },
    {
      id: "trackers",
      actions: [
        {
          id: "value.characterPoints",
          name: localize("FIVEFOLD.Sunrider.Sheet.CharacterPoints"),
          info: String(character.characterPoints),
          value: true,
        },
      ],
    },
  ];
}

/** Sunrider's groups in Token Action HUD. */
export const sunriderHud: RulesetHudSpec<SunriderHudKind> = {
  categories: [
    {
      id: "traits",
      nameKey: "FIVEFOLD.Hud.Category.Rolls",
      groups: [
        { id: "attributes", nameKey: "FIVEFOLD.Hud.Group.Attributes" },
        { id: "skills", nameKey: "FIVEFOLD.Hud.Group.Skills" },
        { id: "trackers", nameKey: "FIVEFOLD.Hud.Group.Trackers" },
      ],
    },
  ],
  groups,
  handlers: {
    trait: (actor, index, { skipDialog }) => openSunriderRollDialog(actor, { trait: Number(index) }, { skipDialog }),
  },
  request(actor, actionId) {
    const [kind, index] = actionId.split(".");
    const trait = dialogCharacter(actor)?.traits[Number(index)];
    return kind === "trait" && trait ? { trait: trait.name } : null;
  },
};
