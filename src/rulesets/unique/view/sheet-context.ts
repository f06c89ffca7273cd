import { sheetHead, type SheetMode } from "../../sheet-head.js";
import { CRISIS_BOXES, CRISIS_KINDS, crisisStatus, STARRED_DICE, type CrisisTrack } from "../rules/rules.js";

/** What the sheet shows of a Unique Dice character. */
export interface SheetCharacter {
  readonly strength: number;
  readonly precision: number;
  readonly attributes: readonly { readonly name: string; readonly score: number }[];
  readonly crises: CrisisTrack;
  readonly notes: string;
}

/** A special attribute or tool on the sheet. */
export interface SheetItem {
  readonly id: string;
  readonly name: string;
  readonly type: "uniqueSpecial" | "uniqueTool";
  readonly starred?: boolean;
  readonly quality?: number;
}

/**
 * The Unique Dice sheet's template context. Attributes are numbered Strength 0, Precision
 * 1, then the others, the order the roll dialog lists them in. Pure: the gallery calls it.
 */
export function uniqueSheetContext(
  actor: {
    readonly name: string;
    readonly img: string;
    readonly character: SheetCharacter;
    readonly items: readonly SheetItem[];
  },
  editable: boolean,
  mode: SheetMode,
) {
  const c = actor.character;
  const status = crisisStatus(c.crises);
  return {
    ...sheetHead(actor, editable, mode, {
      toPlay: "FIVEFOLD.Unique.Sheet.PlayMode",
      toEdit: "FIVEFOLD.Unique.Sheet.EditMode",
    }),
    named: [
      { field: "strength", index: 0, labelKey: "FIVEFOLD.Unique.Attributes.strength", score: c.strength },
      { field: "precision", index: 1, labelKey: "FIVEFOLD.Unique.Attributes.precision", score: c.precision },
    ],
    others: c.attributes.map((attribute, i) => ({
      row: i,
      index: i + 2,
      name: attribute.name,
      score: attribute.score,
    })),
    specials: actor.items
      .filter((item) => item.type === "uniqueSpecial")
      .map((item) => ({ ...item, dice: item.starred ? STARRED_DICE : 1 })),
    tools: actor.items.filter((item) => item.type === "uniqueTool"),
    crises: CRISIS_KINDS.map((kind) => ({
      kind,
      labelKey: `FIVEFOLD.Unique.Crisis.${kind}`,
      hintKey: `FIVEFOLD.Unique.Sheet.CrisisHint.${kind}`,
      boxes: Array.from({ length: CRISIS_BOXES }, (_, i) => ({
        n: i + 1,
        description: c.crises[kind][i]?.description ?? null,
      })),
    })),
    status,
    statusKey: status === "active" ? null : `FIVEFOLD.Unique.Sheet.Status.${status}`,
    notes: c.notes,
  };
}
