import { sheetHead, type SheetMode } from "../../sheet-head.js";
import { MAX_HUNGER } from "../rules/rules.js";
import { bloodPotencyRow } from "../rules/blood-potency.js";
import { countKey } from "../../count-key.js";
import { frenzyPool } from "./night.js";
import { type ContentTranslator, gameI18n } from "../../../foundry/data/content-key.js";
import { disciplineMatch, v5Words } from "./trait-words.js";
import { damageBoxes, humanityBoxes, remainingBoxes, type Damage } from "../rules/trackers.js";
import {
  ALL_ATTRIBUTES,
  ALL_SKILLS,
  MAX_DOTS,
  MAX_HUMANITY,
  V5_ATTRIBUTES,
  V5_SKILLS,
  type V5Attribute,
  type V5Skill,
} from "../rules/traits.js";

/** What the sheet shows of a vampire: V5VampireData's fields and its derived maxima. */
export interface SheetVampire {
  readonly attributes: Readonly<Record<V5Attribute, number>>;
  readonly skills: Readonly<Record<V5Skill, { readonly value: number; readonly specialties: readonly string[] }>>;
  readonly hunger: number;
  /** Damage, and dots added to the track's derived maximum. */
  readonly willpower: Damage & { readonly bonus: number };
  readonly health: Damage & { readonly bonus: number };
  readonly willpowerMax: number;
  readonly healthMax: number;
  readonly humanity: number;
  readonly stains: number;
  readonly bloodPotency: number;
  /** The disciplines with their dots. */
  readonly disciplines: readonly { readonly name: string; readonly dots: number }[];
  /** In frenzy since a Frenzy test failed, until the owner or the GM clears it. */
  readonly frenzy: boolean;
  readonly clan: string;
  readonly generation: string;
  readonly predator: string;
  readonly concept: string;
  readonly ambition: string;
  readonly desire: string;
  readonly notes: string;
}

/** An item on the sheet, as plain data. */
export interface SheetItem {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly img?: string;
  readonly system: Readonly<Record<string, unknown>>;
}

/** The header's text fields, in order. */
const PROFILE = ["concept", "clan", "generation", "predator", "ambition", "desire"] as const;

function dots(value: number, max = MAX_DOTS) {
  return Array.from({ length: max }, (_, i) => ({ n: i + 1, filled: i < value }));
}

function damageTrack(damage: Damage, max: number) {
  return damageBoxes(damage, max).map((state, index) => ({
    index,
    state,
    labelKey: `FIVEFOLD.V5.Sheet.DamageBox.${state}`,
  }));
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function number(value: unknown): number {
  return typeof value === "number" ? value : 0;
}

/**
 * A Willpower roll takes the current Willpower, "the current value of a Tracker such as
 * willpower": the boxes of the track (its bonus counted) not marked by damage, at least 1 die.
 */
export function willpowerPool(damage: Damage, max: number): number {
  return Math.max(1, remainingBoxes(damage, max));
}

/** Remorse is rolled with one die per Humanity box holding neither Humanity nor a Stain (at least 1). */
export function remorsePool(humanity: number, stains: number): number {
  return Math.max(1, MAX_HUMANITY - humanity - stains);
}

/** "+1 die" or "+N dice": the key of a number of dice the Blood Potency table adds. */
function diceKey(dice: number): string {
  return countKey(dice, "FIVEFOLD.V5.BloodPotency.Dice.One", "FIVEFOLD.V5.BloodPotency.Dice.Other");
}

/**
 * The disciplines as the sheet lists them: each rated row (in the order kept, with its
 * index for editing) and its powers by level; then each discipline a power names without
 * a row, with 0 dots and an Add button (nothing is created until someone adds it); then
 * powers that name no discipline.
 */
function disciplineRows(
  rated: SheetVampire["disciplines"],
  powers: readonly SheetItem[],
  i18n: ContentTranslator | undefined,
) {
  // A discipline's name as powers are matched to it, in the reader's language too ("Presence" and "Presencia" are one).
  const disciplineKey = (name: string) => disciplineMatch(name, i18n);
  const powersOf = (key: string) =>
    powers
      .filter((power) => disciplineKey(text(power.system.discipline)) === key)
      .sort((a, b) => number(a.system.level) - number(b.system.level) || a.name.localeCompare(b.name))
      .map((power) => ({
        id: power.id,
        name: power.name,
        level: number(power.system.level),
        rouse: number(power.system.rouse),
        pool: text(power.system.pool),
        // The pool as the reader reads it ("Manipulación + Presencia"); `pool` stays as stored.
        poolLabel: v5Words(text(power.system.pool), i18n),
      }));
  const ratedKeys = new Set(rated.map((row) => disciplineKey(row.name)));
  // `name` is the stored name (edited, matched); `label` the name the reader sees (v5Words).
  const rows = rated.map((row, index) => ({
    name: row.name,
    label: v5Words(row.name, i18n),
    index,
    rated: true,
    value: row.dots,
    dots: dots(row.dots),
    powers: powersOf(disciplineKey(row.name)),
  }));
  const unrated = [...new Set(powers.map((power) => text(power.system.discipline).trim()))]
    .filter((name) => !ratedKeys.has(disciplineKey(name)))
    .sort((a, b) => (a === "" ? 1 : b === "" ? -1 : a.localeCompare(b)))
    .map((name) => ({
      name,
      label: v5Words(name, i18n),
      index: null,
      rated: false,
      value: 0,
      dots: dots(0),
      powers: powersOf(disciplineKey(name)),
    }));
  return [...rows, ...unrated];
}

/**
 * The V5 sheet's template context, from the actor's data. Pure: the sheet calls it from
 * `_prepareContext`, and the gallery calls it with fixture data. `i18n` words the disciplines and pools for the
 * reader (game.i18n by default; the gallery gives each picture's lang file).
 */
export function v5SheetContext(
  actor: {
    readonly name: string;
    readonly img: string;
    readonly vampire: SheetVampire;
    readonly items: readonly SheetItem[];
  },
  editable: boolean,
  mode: SheetMode,
  i18n: ContentTranslator | undefined = gameI18n(),
) {
  const v = actor.vampire;
  const powers = actor.items.filter((item) => item.type === "v5Power");
  const traits = actor.items.filter((item) => item.type === "v5Trait");
  const row = bloodPotencyRow(v.bloodPotency);
  return {
    ...sheetHead(actor, editable, mode, {
      toPlay: "FIVEFOLD.V5.Sheet.PlayMode",
      toEdit: "FIVEFOLD.V5.Sheet.EditMode",
    }),
    profile: PROFILE.map((field) => ({ field, labelKey: `FIVEFOLD.V5.Sheet.Profile.${field}`, value: v[field] })),
    attributeGroups: Object.entries(V5_ATTRIBUTES).map(([group, names]) => ({
      labelKey: `FIVEFOLD.V5.Sheet.Group.${group}`,
      rows: names.map((name) => ({
        name,
        labelKey: `FIVEFOLD.V5.Attributes.${name}`,
        value: v.attributes[name],
        dots: dots(v.attributes[name]),
      })),
    })),
    skillGroups: Object.entries(V5_SKILLS).map(([group, names]) => ({
      labelKey: `FIVEFOLD.V5.Sheet.Group.${group}`,
      rows: names.map((name) => ({
        name,
        labelKey: `FIVEFOLD.V5.Skills.${name}`,
        value: v.skills[name].value,
        dots: dots(v.skills[name].value),
        specialties: v.skills[name].specialties.join(", "),
      })),
    })),
    hunger: { value: v.hunger, boxes: dots(v.hunger, MAX_HUNGER) },
    willpower: { ...v.willpower, max: v.willpowerMax, boxes: damageTrack(v.willpower, v.willpowerMax) },
    health: { ...v.health, max: v.healthMax, boxes: damageTrack(v.health, v.healthMax) },
    humanity: {
      value: v.humanity,
      stains: v.stains,
      boxes: humanityBoxes(v.humanity, v.stains).map((state, index) => ({
        n: index + 1,
        state,
        labelKey: `FIVEFOLD.V5.Sheet.HumanityBox.${state}`,
      })),
    },
    bloodPotency: v.bloodPotency,
    willpowerPool: willpowerPool(v.willpower, v.willpowerMax),
    remorsePool: remorsePool(v.humanity, v.stains),
    bloodPotencyRow: row,
    // "+1 die" / "+2 dice": the Surge's and the power bonus's dice, each in its own number.
    surgeKey: diceKey(row.surgeDice),
    powerBonusKey: diceKey(row.powerBonus),
    frenzy: v.frenzy,
    frenzyPool: frenzyPool(v.willpower, v.willpowerMax, v.humanity),
    disciplines: disciplineRows(v.disciplines, powers, i18n),
    traitGroups: (["merit", "flaw", "background"] as const).map((kind) => ({
      kind,
      labelKey: `FIVEFOLD.V5.Sheet.Traits.${kind}`,
      traits: traits
        .filter((trait) => trait.system.kind === kind)
        .map((trait) => ({ id: trait.id, name: trait.name, dots: dots(number(trait.system.dots)) })),
    })),
    notes: v.notes,
  };
}

/**
 * The V5 sheet's tabs (ApplicationV2 `TABS`, group "sheet"): the trackers stay above them,
 * and a player reaches powers, merits and notes without scrolling past every skill.
 */
export const V5_SHEET_TABS = {
  tabs: [
    { id: "traits", cssClass: "", label: "FIVEFOLD.V5.Sheet.Tabs.Traits" },
    { id: "powers", cssClass: "", label: "FIVEFOLD.V5.Sheet.Tabs.Powers" },
    { id: "merits", cssClass: "", label: "FIVEFOLD.V5.Sheet.TraitsTitle" },
    { id: "notes", cssClass: "", label: "FIVEFOLD.V5.Sheet.Tabs.Notes" },
  ],
  initial: "traits",
};

/** A trait's name as a pool is compared: no case, spaces or accents ("Trato con animales" is "tratoconanimales"). */
function comparable(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, "");
}

/** A power's pool as the roll dialog takes it: an attribute, a skill, a discipline (by its name on the sheet). */
export interface PowerPool {
  attribute?: V5Attribute;
  skill?: V5Skill;
  discipline?: string;
}

/**
 * Reads a power's dice pool, "Charisma + Animal Ken" or "Charisma + Dominate", as an
 * attribute, a skill and a discipline: attributes and skills by their names in English (the
 * compendium's) or as `names` gives them in the table's language ("Carisma + Trato con
 * animales"), disciplines by the vampire's own discipline names; any case, spacing and
 * accents. Two parts at most; null when a part names none of these.
 */
export function powerPool(
  text: string,
  names: Readonly<Record<string, string>> = {},
  disciplines: readonly string[] = [],
): PowerPool | null {
  const parts = text.split("+").map(comparable).filter(Boolean);
  if (parts.length === 0 || parts.length > 2) return null;
  const named = (key: string, part: string) =>
    comparable(key) === part || ((names[key] as string | undefined) !== undefined && comparable(names[key]) === part);
  const pool: PowerPool = {};
  for (const part of parts) {
    const attribute = ALL_ATTRIBUTES.find((name) => named(name, part));
    const skill = ALL_SKILLS.find((name) => named(name, part));
    const discipline = disciplines.find((name) => disciplineMatch(name) === disciplineMatch(part));
    if (attribute && !pool.attribute) pool.attribute = attribute;
    else if (skill && !pool.skill) pool.skill = skill;
    else if (discipline && !pool.discipline) pool.discipline = discipline;
    else return null;
  }
  return pool;
}
