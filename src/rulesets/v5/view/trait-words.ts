import { type ContentTranslator, gameI18n } from "../../../foundry/data/content-key.js";
import { ALL_ATTRIBUTES, ALL_SKILLS } from "../rules/traits.js";

/** The V5 core book's disciplines, each by its key, `FIVEFOLD.V5.Disciplines.<key>` (its English name, camel-cased). */
const V5_DISCIPLINES = [
  "animalism",
  "auspex",
  "bloodSorcery",
  "celerity",
  "dominate",
  "fortitude",
  "obfuscate",
  "potence",
  "presence",
  "protean",
  "thinBloodAlchemy",
] as const;

/** A name as a trait is recognised: letters only, no case or accents ("Thin-Blood Alchemy" is "thinbloodalchemy"). */
function bare(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[^\p{L}]/gu, "")
    .toLowerCase();
}

/** The i18n key of the attribute, skill or core discipline `part` names in English (any case, spacing), or "". */
function traitKey(part: string): string {
  const name = bare(part);
  if (!name) return "";
  const known = (key: string) => bare(key) === name;
  const attribute = ALL_ATTRIBUTES.find(known);
  if (attribute) return `FIVEFOLD.V5.Attributes.${attribute}`;
  const skill = ALL_SKILLS.find(known);
  if (skill) return `FIVEFOLD.V5.Skills.${skill}`;
  const discipline = V5_DISCIPLINES.find(known);
  return discipline ? `FIVEFOLD.V5.Disciplines.${discipline}` : "";
}

/**
 * A discipline's name as powers, pools and dialogs match it: a core discipline's key whether it is named in English (as
 * the compendium stores it) or in the reader's language (as a player may type it), so "Presence" and "Presencia" are
 * one discipline, the one the sheet words "Presencia"; any other name as `bare` reads it. Every place that matches a
 * power to a discipline compares these.
 */
export function disciplineMatch(name: string, i18n: ContentTranslator | undefined = gameI18n()): string {
  const english = traitKey(name);
  if (english.startsWith("FIVEFOLD.V5.Disciplines.")) return english;
  const own = bare(name);
  const translated = V5_DISCIPLINES.map((key) => `FIVEFOLD.V5.Disciplines.${key}`).find(
    (key) => i18n?.has(key) === true && bare(i18n.localize(key)) === own,
  );
  return translated ?? own;
}

/**
 * A discipline's name or a power's pool ("Manipulation + Presence") as the reader sees it: each part that names an
 * attribute, a skill or a discipline of the core book in English (as the compendium and a player's sheet store it) in
 * the reader's language (game.i18n), any other part as typed. What is stored is never changed: this only words it.
 * Text with no part it knows is returned as it is. Every view of a discipline's name or a pool goes through it.
 */
export function v5Words(text: string, i18n: ContentTranslator | undefined = gameI18n()): string {
  const parts = text.split("+");
  const worded = parts.map((part) => {
    const key = traitKey(part);
    return key && i18n?.has(key) ? i18n.localize(key) : null;
  });
  if (worded.every((word) => word === null)) return text;
  return parts.map((part, index) => worded[index] ?? part.trim()).join(" + ");
}
