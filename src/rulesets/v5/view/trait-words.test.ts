import { describe, expect, it } from "vitest";
import { langTranslator } from "../../../../gallery/handlebars.js";
import { v5Words } from "./trait-words.js";

const en = langTranslator("lang/en.json");
const es = langTranslator("lang/es.json");

// Hand-written from the V5 Spanish edition's names (Presencia, Celeridad, Dominación, ...) and lang/es.json's
// attributes and skills: what a reader sees of a stored discipline or pool.
const SPANISH: readonly [stored: string, shown: string][] = [
  ["Presence", "Presencia"],
  ["Celerity", "Celeridad"],
  ["Auspex", "Auspex"],
  ["Dominate", "Dominación"],
  ["Animalism", "Animalismo"],
  ["Fortitude", "Fortaleza"],
  ["Obfuscate", "Ofuscación"],
  ["Potence", "Potencia"],
  ["Protean", "Proteísmo"],
  ["Blood Sorcery", "Hechicería de Sangre"],
  ["Thin-Blood Alchemy", "Alquimia de Sangre Débil"],
  // As a player typed it: any case, spaces at the ends.
  ["  presence ", "Presencia"],
  ["PRESENCE", "Presencia"],
  // Pools: each part worded.
  ["Manipulation + Presence", "Manipulación + Presencia"],
  ["Wits + Awareness", "Astucia + Alerta"],
  ["Charisma + Animal Ken", "Carisma + Trato con animales"],
  ["Resolve+Blood Sorcery", "Resolución + Hechicería de Sangre"],
  // A part it does not know stays as typed, the rest is worded.
  ["Charisma + Obtenebration", "Carisma + Obtenebration"],
  // Nothing known: as typed, spacing and all.
  ["Obtenebration", "Obtenebration"],
  ["Thaumaturgy  +  Lore", "Thaumaturgy  +  Lore"],
  ["", ""],
];

describe("v5Words: a discipline's name or a pool in the reader's language", () => {
  it.each(SPANISH)("a Spanish reader of %j sees %j", (stored, shown) => {
    expect(v5Words(stored, es)).toBe(shown);
  });

  it("an English reader sees the English names, a pool's parts spaced as the sheet writes them", () => {
    expect(v5Words("Presence", en)).toBe("Presence");
    expect(v5Words("Manipulation+presence", en)).toBe("Manipulation + Presence");
    expect(v5Words("Thin-Blood Alchemy", en)).toBe("Thin-Blood Alchemy");
  });

  it("shows the stored text when there is no game.i18n yet (before Foundry's ready, or in a pure test)", () => {
    expect(v5Words("Presence", undefined)).toBe("Presence");
    expect(v5Words("Manipulation + Presence", undefined)).toBe("Manipulation + Presence");
  });
});
