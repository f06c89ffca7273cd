import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { tarotBackSvg, tarotFaceSvg } from "../src/rulesets/muckraker/tarot-faces.js";

interface TarotCard {
  _id: string;
  _key: string;
  name: string;
  suit: string;
  value: number;
  description: string;
  faces: { name: string; text: string; img: string }[];
}
const deck = JSON.parse(readFileSync("packs/muckraker-tarot/plot-twist-deck.json", "utf8")) as { _id: string; type: string; cards: TarotCard[] };

describe("the plot-twist tarot compendium", () => {
  it("is a deck of all 78 cards: 22 Major Arcana and four suits of 14", () => {
    expect(deck.type).toBe("deck");
    expect(deck.cards).toHaveLength(78);
    expect(deck.cards.filter((card) => card.suit === "major").map((card) => card.value)).toEqual(Array.from({ length: 22 }, (_, i) => i));
    for (const suit of ["wands", "cups", "swords", "pentacles"]) {
      expect(deck.cards.filter((card) => card.suit === suit).map((card) => card.value), suit).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
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
    expect(nine).toContain("Nine of Cups");
    expect(nine.match(/<path /g)).toHaveLength(9);
    expect(tarotFaceSvg({ name: "The Tower", suit: "major", value: 16 })).toContain(">XVI<");
    expect(tarotFaceSvg({ name: "<b>&", suit: "wands", value: 1 })).not.toContain("<b>");
    expect(tarotBackSvg()).toMatch(/^<svg /);
  });

});
