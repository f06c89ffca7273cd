import { afterEach, describe, expect, it, vi } from "vitest";
import { characterTokenDefaults, registerCharacterTokens } from "./token-defaults.js";

// Foundry's `prototypeToken.actorLink` defaults to false and a token bar's attribute to the
// manifest's primary/secondary attribute (fvtt-types client/documents/token.d.mts, bar1/bar2
// `@defaultValue game?.system.primaryTokenAttribute || null`). `displayBars` defaults to
// CONST.TOKEN_DISPLAY_MODES.NONE (0), and Token#drawBars draws nothing while it is NONE
// (V13 build 350 common/documents/token.mjs BaseToken.defineSchema `displayBars`;
// client/canvas/placeables/token.mjs `if ( !this.actor || (this.document.displayBars ===
// TOKEN_DISPLAY_MODES.NONE) ) return;`). OWNER is 40 (common/constants.mjs TOKEN_DISPLAY_MODES).
// Expected tokens written by hand.
const OWNER = 40;

describe("a new character's prototype token", () => {
  it.each([
    [
      "a V5 vampire from the create dialog",
      { name: "Ada", type: "v5Vampire" },
      ["bars.hunger", "bars.willpower", "bars.health"],
      {
        actorLink: true,
        bar1: { attribute: "bars.hunger" },
        bar2: { attribute: "bars.willpower" },
        displayBars: OWNER,
      },
    ],
    [
      "a Murk character",
      { name: "Mara", type: "murkCharacter" },
      ["bars.potential", "bars.classResource"],
      {
        actorLink: true,
        bar1: { attribute: "bars.potential" },
        bar2: { attribute: "bars.classResource" },
        displayBars: OWNER,
      },
    ],
    ["a Sunrider character: no bar", { name: "Kesh", type: "sunriderCharacter" }, [], { actorLink: true }],
    [
      "an NPC a GM made unlinked on purpose",
      { name: "Ghoul", prototypeToken: { actorLink: false } },
      ["bars.hunger"],
      { bar1: { attribute: "bars.hunger" }, displayBars: OWNER },
    ],
    [
      "a token that says how its bars are drawn",
      { prototypeToken: { displayBars: 20 } },
      ["bars.hunger"],
      { actorLink: true, bar1: { attribute: "bars.hunger" } },
    ],
    [
      "an actor imported from a compendium (its whole token given)",
      { name: "Ada", prototypeToken: { actorLink: false, bar1: { attribute: null }, bar2: { attribute: null } } },
      ["bars.hunger", "bars.willpower"],
      {},
    ],
    [
      "a token that names its first bar only",
      { prototypeToken: { bar1: { attribute: "bars.health" } } },
      ["bars.hunger", "bars.willpower"],
      { actorLink: true, bar2: { attribute: "bars.willpower" }, displayBars: OWNER },
    ],
  ])("%s", (_case, data, bars, expected) => {
    expect(characterTokenDefaults(data, bars, OWNER)).toEqual(expected);
  });
});

// Hooks.on("preCreateActor", (document, data, options, userId)): fired on the creating client
// before the data is sent (fvtt-types configuration/hooks.d.mts `PreCreateDocument`);
// `updateSource` changes what will be stored.
describe("the preCreateActor hook", () => {
  afterEach(() => vi.unstubAllGlobals());

  function created(type: string, data: object) {
    const handlers: ((actor: object, data: object) => void)[] = [];
    vi.stubGlobal("Hooks", {
      on: (name: string, handler: (actor: object, data: object) => void) =>
        name === "preCreateActor" && handlers.push(handler),
    });
    vi.stubGlobal("CONST", {
      TOKEN_DISPLAY_MODES: { NONE: 0, CONTROL: 10, OWNER_HOVER: 20, HOVER: 30, OWNER, ALWAYS: 50 },
    });
    vi.stubGlobal("CONFIG", {
      Actor: {
        trackableAttributes: { v5Vampire: { bar: ["bars.hunger", "bars.willpower", "bars.health"], value: [] } },
      },
    });
    registerCharacterTokens();
    const sources: object[] = [];
    for (const handler of handlers) handler({ type, updateSource: (change: object) => sources.push(change) }, data);
    return sources;
  }

  it("links a new vampire's token and shows Hunger and Willpower", () => {
    expect(created("v5Vampire", { name: "Ada", type: "v5Vampire" })).toEqual([
      {
        prototypeToken: {
          actorLink: true,
          bar1: { attribute: "bars.hunger" },
          bar2: { attribute: "bars.willpower" },
          displayBars: OWNER,
        },
      },
    ]);
  });

  it("leaves an actor of a type that is not Fivefold's alone", () => {
    expect(created("npc", { name: "Someone" })).toEqual([]);
  });
});
