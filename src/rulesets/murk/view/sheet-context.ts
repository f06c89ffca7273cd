import { sheetHead, type SheetMode } from "../../sheet-head.js";
import { checkActivate } from "./economy.js";
import { POTENTIAL_COSTS } from "../rules/potential.js";
import { ATTRIBUTE_DICE } from "../rules/rules.js";
import { CLASS_RESOURCES, type ClassResource } from "../rules/character.js";

/** What the sheet shows of a Murk character: MurkCharacterData's fields and its derived cap. */
export interface SheetCharacter {
  readonly rank: number;
  readonly potential: number;
  readonly potentialCap: number;
  readonly xp: number;
  readonly stress: number;
  readonly archetype: string;
  readonly attributes: readonly { readonly name: string; readonly die: number }[];
  readonly classResource: { readonly kind: ClassResource; readonly value: number; readonly max: number };
  readonly burden: { readonly name: string; readonly description: string };
  readonly gear: readonly { readonly name: string; readonly quantity: number }[];
  readonly notes: string;
}

/** The Ranks, by the names the rule text gives them. */
const RANKS = [1, 2, 3, 4] as const;

function boxes(value: number, count: number) {
  return Array.from({ length: count }, (_, i) => ({ n: i + 1, filled: i < value }));
}

/**
 * How many Stress boxes the sheet draws: Stress has no maximum, so the track grows in fives,
 * at least ten boxes and always one empty box past the Stress the character has.
 */
function stressTrackLength(stress: number): number {
  return Math.max(10, Math.ceil((stress + 1) / 5) * 5);
}

/** Why Activate cannot be used now, as an i18n key; null when it can. */
function activateBlocked(character: SheetCharacter): string | null {
  const check = checkActivate(
    { name: "", potential: character.potential, rank: character.rank },
    character.classResource,
  );
  if (check.ok) return null;
  return check.refusal.key === "FIVEFOLD.Murk.Refused.ResourceFull"
    ? "FIVEFOLD.Murk.Sheet.ActivateFull"
    : "FIVEFOLD.Murk.Sheet.ActivatePoor";
}

/**
 * The Murk sheet's template context, from the character's data. Pure: the sheet calls it
 * from `_prepareContext`, and the gallery calls it with fixture data.
 */
export function murkSheetContext(
  actor: { readonly name: string; readonly img: string; readonly character: SheetCharacter },
  editable: boolean,
  mode: SheetMode,
) {
  const c = actor.character;
  const resourceKey = `FIVEFOLD.Murk.ClassResource.${c.classResource.kind}`;
  return {
    ...sheetHead(actor, editable, mode, {
      toPlay: "FIVEFOLD.Murk.Sheet.PlayMode",
      toEdit: "FIVEFOLD.Murk.Sheet.EditMode",
    }),
    archetype: c.archetype,
    rank: {
      value: c.rank,
      selected: String(c.rank),
      labelKey: `FIVEFOLD.Murk.Rank.${c.rank}`,
      options: RANKS.map((rank) => ({ value: String(rank), label: `FIVEFOLD.Murk.Rank.${rank}` })),
    },
    potential: { value: c.potential, cap: c.potentialCap, boxes: boxes(c.potential, c.potentialCap) },
    xp: c.xp,
    stress: { value: c.stress, boxes: boxes(c.stress, stressTrackLength(c.stress)) },
    classResource: {
      ...c.classResource,
      labelKey: resourceKey,
      boxes: boxes(c.classResource.value, c.classResource.max),
      kinds: CLASS_RESOURCES.map((kind) => ({ value: kind, label: `FIVEFOLD.Murk.ClassResource.${kind}` })),
    },
    activate: { cost: POTENTIAL_COSTS.activate, resourceKey, blockedKey: activateBlocked(c) },
    attributes: c.attributes.map((attribute, index) => ({
      index,
      name: attribute.name,
      die: String(attribute.die),
      dieLabel: `d${attribute.die}`,
    })),
    dice: ATTRIBUTE_DICE.map((die) => ({ value: String(die), label: `d${die}` })),
    burden: c.burden,
    gear: c.gear.map((item, index) => ({ index, ...item })),
    notes: c.notes,
  };
}
