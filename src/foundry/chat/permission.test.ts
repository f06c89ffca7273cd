import { describe, expect, it } from "vitest";
import { mayActOnCard, routeCardAction } from "./permission.js";

describe("mayActOnCard", () => {
  it("lets the author, an owner of the actor or a GM act, and nobody else", () => {
    for (const isGM of [false, true]) {
      for (const isAuthor of [false, true]) {
        for (const ownsActor of [false, true]) {
          expect(mayActOnCard({ isGM, isAuthor, ownsActor })).toBe(isGM || isAuthor || ownsActor);
        }
      }
    }
  });
});

describe("routeCardAction", () => {
  it("runs here on the active GM's own client", () => {
    expect(routeCardAction("gm1", "gm1", false)).toBe("here");
  });

  it("sends a player's action to the active GM even when the player could update the documents", () => {
    expect(routeCardAction("player", "gm1", true)).toBe("activeGM");
    expect(routeCardAction("player", "gm1", false)).toBe("activeGM");
  });

  it("with no GM online runs here only when this user may update the message and the actor", () => {
    expect(routeCardAction("player", null, true)).toBe("here");
    expect(routeCardAction("player", null, false)).toBe("noGM");
  });
});
