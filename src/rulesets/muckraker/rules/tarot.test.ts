import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COURT_FIGURES, MAJOR_EMBLEMS, tarotBackSvg, tarotEmblem, tarotFaceIn, tarotFaceSvg } from "./tarot-faces.js";

interface TarotCard {
  _id: string;
  _key: string;
  name: string;
  suit: string;
  value: number;
  description: string;
  faces: { name: string; text: string; img: string }[];
}
const deck = JSON.parse(readFileSync("packs/muckraker-tarot/plot-twist-deck.json", "utf8")) as {
  _id: string;
  type: string;
  cards: TarotCard[];
};

describe("the plot-twist tarot compendium", () => {
  it("is a deck of all 78 cards: 22 Major Arcana and four suits of 14", () => {
    expect(deck.type).toBe("deck");
    expect(deck.cards).toHaveLength(78);
    expect(deck.cards.filter((card) => card.suit === "major").map((card) => card.value)).toEqual(
      Array.from({ length: 22 }, (_, i) => i),
    );
    for (const suit of ["wands", "cups", "swords", "pentacles"]) {
      expect(
        deck.cards.filter((card) => card.suit === suit).map((card) => card.value),
        suit,
      ).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    }
  });

  it("gives every card its own name, id, key, prompt and face image", () => {
    expect(new Set(deck.cards.map((card) => card.name)).size).toBe(78);
    expect(new Set(deck.cards.map((card) => card.description)).size).toBe(78);
    for (const card of deck.cards) {
      expect(card._id).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(card._key).toBe(`!cards.cards!${deck._id}.${card._id}`);
      expect(card.description.replace(/<[^>]*>/g, "").length, card.name).toBeGreaterThan(30);
      expect(card.faces[0].img).toBe(`systems/fivefold/assets/tarot/${card._id}.svg`);
    }
  });
});

describe("the tarot faces", () => {
  it("draw each card's name, numeral and as many signs as a numbered card's value, escaped", () => {
    const nine = tarotFaceSvg({ name: "Nine of Cups", suit: "cups", value: 9 });
    expect(nine).toContain("Nine");
    expect(nine).toContain("of Cups");
    expect(tarotFaceSvg({ name: "The Tower", suit: "major", value: 16 })).toContain(">XVI<");
    expect(tarotFaceSvg({ name: "<b>&", suit: "wands", value: 1 })).not.toContain("<b>");
    expect(tarotBackSvg()).toMatch(/^<svg /);
  });

  it("lay out a numbered card's pips, one sign per point of its value, each in its own place", () => {
    for (const card of deck.cards.filter((c) => c.suit !== "major" && c.value >= 2 && c.value <= 10)) {
      const pips = [...tarotFaceSvg(card).matchAll(/<use href="#p" x="([\d.]+)" y="([\d.]+)"\/>/g)].map(
        (m) => `${m[1]},${m[2]}`,
      );
      expect(pips, card.name).toHaveLength(card.value);
      expect(new Set(pips).size, card.name).toBe(card.value);
    }
  });

  // The emblem each Major Arcanum should show, chosen by hand from the card's meaning.
  const MEANT: Record<string, string> = {
    "The Fool": "jester-cap",
    "The Magician": "top-hat-and-wand",
    "The High Priestess": "pillars-and-scroll",
    "The Empress": "venus-and-wheat",
    "The Emperor": "orb-and-sceptre",
    "The Hierophant": "crossed-keys",
    "The Lovers": "two-hearts",
    "The Chariot": "chariot",
    Strength: "lion",
    "The Hermit": "lantern",
    "Wheel of Fortune": "wheel",
    Justice: "scales",
    "The Hanged Man": "hanged-figure",
    Death: "skull",
    Temperance: "pouring-vessels",
    "The Devil": "horned-head-and-chain",
    "The Tower": "struck-tower",
    "The Star": "great-star",
    "The Moon": "crescent-and-drops",
    "The Sun": "radiant-sun",
    Judgement: "trumpet-and-banner",
    "The World": "wreath-and-globe",
  };
  const majors = deck.cards.filter((card) => card.suit === "major");
  const courts = deck.cards.filter((card) => card.suit !== "major" && card.value > 10);

  it("give each of the 22 Major Arcana the emblem of its meaning, drawn on its face", () => {
    expect(MAJOR_EMBLEMS).toHaveLength(22);
    for (const card of majors) {
      const emblem = tarotEmblem(card);
      expect(emblem.id, card.name).toBe(MEANT[card.name]);
      expect(tarotFaceSvg(card), card.name).toContain(emblem.draw());
    }
  });

  it("draw no two Major Arcana alike: their emblems differ in shape, not only in size, place or caption", () => {
    expect(new Set(majors.map((card) => shape(withoutWords(tarotFaceSvg(card))))).size).toBe(22);
    expect(new Set(MAJOR_EMBLEMS.map((emblem) => emblem.id)).size).toBe(22);
    expect(new Set(MAJOR_EMBLEMS.map((emblem) => shape(emblem.draw()))).size).toBe(22);
  });

  it("give the four court ranks figures of their own, so a court card differs from its peers by more than its letter", () => {
    for (const suit of ["wands", "cups", "swords", "pentacles"]) {
      const faces = courts.filter((card) => card.suit === suit).map((card) => shape(withoutWords(tarotFaceSvg(card))));
      expect(new Set(faces).size, suit).toBe(4);
    }
    expect(new Set(Object.values(COURT_FIGURES).map((figure) => figure.id)).size).toBe(4);
    expect(new Set(Object.values(COURT_FIGURES).map((figure) => shape(figure.draw()))).size).toBe(4);
  });

  it("print the name large enough to read at the size the Muckraker chat card shows a face", () => {
    // The width the chat card gives the drawn card's image, read from its template.
    const template = readFileSync("templates/muckraker/card.hbs", "utf8");
    const shown = Number(/<img src="\{\{plotTwist\.drawn\.img\}\}"[^>]*\bwidth="(\d+)"/.exec(template)?.[1]);
    expect(shown).toBeGreaterThan(0);
    for (const card of deck.cards) {
      const svg = tarotFaceSvg(card);
      const drawnWidth = Number(/viewBox="0 0 (\d+) /.exec(svg)?.[1]);
      const height = Number(/viewBox="0 0 \d+ (\d+)"/.exec(svg)?.[1]);
      // The lines of text in the card's lower third: its name.
      const lines = [...svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)]
        .map((m) => ({
          text: m[2],
          y: Number(/\by="([\d.]+)"/.exec(m[1])?.[1]),
          size: Number(/\bfont-size="([\d.]+)"/.exec(m[1])?.[1] ?? /font-size="([\d.]+)"/.exec(svg)?.[1]),
        }))
        .filter((line) => line.y > (height * 2) / 3);
      expect(lines.map((line) => line.text).join(" "), card.name).toBe(card.name);
      expect(lines.length, card.name).toBeLessThanOrEqual(2);
      for (const line of lines)
        expect((line.size * shown) / drawnWidth, `${card.name}: px at chat size`).toBeGreaterThanOrEqual(9);
    }
  });

  it("draw a face in another language with that name, and no English: its title the name, no description", () => {
    const torre = tarotFaceSvg({ name: "La Torre", suit: "major", value: 16 }, "es");
    expect(torre).toContain(">La Torre</text>");
    expect(torre).toContain('<title id="t">La Torre</title>');
    expect(torre).not.toContain("<desc");
    expect(torre).not.toMatch(/Tower|Major Arcana/);
    expect(torre).toContain('aria-labelledby="t"');
  });

  // The court's corner letters are English initials (Page, Knight, Queen, King). Spanish names the ranks Sota,
  // Caballo, Reina, Rey (lang/es.json): no set of initials tells Reina from Rey, and the name at the foot already says
  // the rank in the reader's words, so a face in another language carries no rank letter. Written by hand: English
  // keeps its letters; an ace's "A" reads in both (Ace, As).
  const CORNER_IN_ENGLISH: Record<number, string> = { 1: "A", 11: "P", 12: "Kn", 13: "Q", 14: "K" };
  const spanish = (JSON.parse(readFileSync("lang/es.json", "utf8")) as { FIVEFOLD: { Tarot: unknown } }).FIVEFOLD.Tarot;
  const words = (svg: string) => [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
  const spanishName = (card: TarotCard) => (spanish as Record<string, { name: string }>)[card._id].name;

  it("mark a court card's rank with its English letter in English, and with no letter in Spanish: only its name", () => {
    for (const card of deck.cards.filter((c) => c.suit !== "major" && (c.value === 1 || c.value > 10))) {
      expect(words(tarotFaceSvg(card))[0], card.name).toBe(CORNER_IN_ENGLISH[card.value]);
      const face = tarotFaceIn(card, "es", spanish);
      const expected = card.value === 1 ? ["A", spanishName(card)] : [spanishName(card)];
      expect(words(face).join(" "), card.name).toBe(expected.join(" "));
    }
  });

  it("name each face and describe its picture for screen readers, and stay small", () => {
    let total = tarotBackSvg().length;
    expect(tarotBackSvg()).toContain("<title");
    for (const card of deck.cards) {
      const svg = tarotFaceSvg(card);
      expect(svg, card.name).toMatch(new RegExp(`<title id="t">${card.name}</title><desc id="d">[^<]{8,}</desc>`));
      expect(svg.length, card.name).toBeLessThan(3000);
      total += svg.length;
    }
    expect(total).toBeLessThan(130_000);
    expect(tarotFaceSvg({ name: "<b>&", suit: "major", value: 0 })).toContain('<title id="t">&#60;b&#62;&#38;</title>');
  });
});

/** The markup with its words (name, numerals, title, description, label) taken out. */
function withoutWords(svg: string): string {
  return svg.replace(/<(text|title|desc)\b[^>]*>[^<]*<\/\1>/g, "").replace(/ aria-label="[^"]*"/g, "");
}

/** The markup's shape: numbers (sizes, places) blurred, so two drawings differ only if they are drawn differently. */
function shape(markup: string): string {
  return markup.replace(/-?\d+(\.\d+)?/g, "#");
}
