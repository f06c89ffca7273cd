import { afterEach, describe, expect, it, vi } from "vitest";

// The Murk data model and the posting of cards are Foundry-bound; they are replaced so that
// what End of Episode asks to post can be read.
const posted = vi.hoisted(() => [] as unknown[][]);
vi.mock("./data.js", () => ({ MurkCharacterData: class {} }));
vi.mock("./chat.js", () => ({
  postPotentialCard: async (...args: unknown[]) => {
    posted.push(args);
    return {};
  },
}));

const { endEpisode } = await import("./episode.js");

afterEach(() => {
  posted.length = 0;
  vi.unstubAllGlobals();
});

describe("End of Episode", () => {
  // Double for one Foundry behaviour: "core.rollMode" holds the GM's own chat mode, here a
  // private one (fvtt-types 13.345 CONST.DICE_ROLL_MODES); the summary must not follow it.
  it.each(["gmroll", "blindroll", "selfroll"])(
    "posts its summary publicly while the GM's chat is in %s",
    async (mode) => {
      vi.stubGlobal("game", {
        user: { isGM: true, name: "GM" },
        actors: { contents: [] },
        settings: { settings: new Map([["core.rollMode", {}]]), get: () => mode },
      });
      await endEpisode({ confirm: false });
      expect(posted).toHaveLength(1);
      expect(posted[0][3]).toBe("publicroll");
    },
  );
});
