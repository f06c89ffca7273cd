import { sheetHead, type SheetMode } from "../../sheet-head.js";
import { dieCode, SUNRIDER_BONUS_KINDS, type SunriderBonusKind } from "../rules/character.js";

/** What the sheet shows of a Sunrider character. */
export interface SheetCharacter {
  readonly characterPoints: number;
  readonly species: string;
  readonly attributes: readonly { readonly name: string; readonly dice: number }[];
  readonly skills: readonly { readonly name: string; readonly dice: number }[];
  readonly notes: string;
}

/** A bonus-dice Item on the sheet. */
export interface SheetBonus {
  readonly id: string;
  readonly name: string;
  readonly kind: SunriderBonusKind;
  readonly dice: number;
  readonly skills: readonly string[];
}

/**
 * The Sunrider sheet's template context. Traits are numbered attributes first, then skills,
 * the order the roll dialog lists them in. Pure: the gallery calls it with fixture data.
 */
export function sunriderSheetContext(
  actor: {
    readonly name: string;
    readonly img: string;
    readonly character: SheetCharacter;
    readonly bonuses: readonly SheetBonus[];
  },
  editable: boolean,
  mode: SheetMode,
) {
  const c = actor.character;
  const row =
    (list: "attributes" | "skills", offset: number) => (trait: { name: string; dice: number }, index: number) => ({
      list,
      index,
      trait: offset + index,
      name: trait.name,
      dice: trait.dice,
      code: dieCode(trait.dice),
    });
  return {
    ...sheetHead(actor, editable, mode, {
      toPlay: "FIVEFOLD.Sunrider.Sheet.PlayMode",
      toEdit: "FIVEFOLD.Sunrider.Sheet.EditMode",
    }),
    species: c.species,
    characterPoints: c.characterPoints,
    traitSections: [
      {
        list: "attributes",
        titleKey: "FIVEFOLD.Sunrider.Sheet.Attributes",
        addKey: "FIVEFOLD.Sunrider.Sheet.AddAttribute",
        emptyKey: "FIVEFOLD.Sunrider.Sheet.NoAttributes",
        rows: c.attributes.map(row("attributes", 0)),
      },
      {
        list: "skills",
        titleKey: "FIVEFOLD.Sunrider.Sheet.Skills",
        addKey: "FIVEFOLD.Sunrider.Sheet.AddSkill",
        emptyKey: "FIVEFOLD.Sunrider.Sheet.NoSkills",
        rows: c.skills.map(row("skills", c.attributes.length)),
      },
    ],
    bonusGroups: SUNRIDER_BONUS_KINDS.map((kind) => ({
      kind,
      labelKey: `FIVEFOLD.Sunrider.BonusKind.${kind}`,
      items: actor.bonuses
        .filter((bonus) => bonus.kind === kind)
        .map((bonus) => ({ ...bonus, code: dieCode(bonus.dice), skillList: bonus.skills.join(", ") })),
    })).filter((group) => group.items.length > 0),
    notes: c.notes,
  };
}
