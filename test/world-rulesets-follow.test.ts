import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registerWorldRulesets } from "../src/foundry/settings/world-rulesets.js";
import { newHazardBadge, registerHazardDisplay } from "../src/rulesets/muckraker/foundry/hazard.js";
import type { Ruleset } from "../src/foundry/ruleset.js";

/**
 * The doubles, each standing for one Foundry V13 behaviour:
 * - a world setting's `onChange` runs on every client when its value changes, and `get`
 *   then reads the new value (fvtt-types src/foundry/client/helpers/client-settings.d.mts,
 *   `SettingConfig.onChange`: "Executes when the value of this Setting changes");
 * - `ui.actors.render()` / `ui.chat.render()` draw the Actors directory / chat log again,
 *   which fires their render hooks (`renderActorDirectory` draws the End of Episode button,
 *   `renderChatLog` the Hazard Level badge); here they only count;
 * - a DOM element leaves its page on `remove()` (`isConnected` turns false); the badges are
 *   made by `newHazardBadge` in a minimal document, as the chat log's render hook makes them.
 */
const values = new Map<string, boolean>();
const changes = new Map<string, (value: boolean) => void>();
const rendered: string[] = [];

/** A badge's element: only what newHazardBadge and its removal touch. */
class ElementDouble {
  className = "";
  textContent = "";
  isConnected = true;
  constructor(readonly ownerDocument: DocumentDouble) {}
  setAttribute() {}
  replaceChildren() {}
  append() {}
  remove() {
    this.isConnected = false;
  }
}
class DocumentDouble {
  createElement() {
    return new ElementDouble(this);
  }
}
let badges: ElementDouble[] = [];

beforeAll(() => {
  const global = globalThis as Record<string, unknown>;
  global.game = {
    settings: {
      register: (_scope: string, key: string, config: { onChange?: (value: boolean) => void }) => {
        if (config.onChange) changes.set(key, config.onChange);
      },
      get: (_scope: string, key: string) => values.get(key) ?? true,
    },
  };
  global.ui = {
    actors: { render: () => void rendered.push("actors") },
    chat: { render: () => void rendered.push("chat") },
  };
  global.Hooks = { on: () => undefined };
  global.foundry = { utils: { randomID: () => "x" } };
  registerWorldRulesets([
    { id: "murk", worldSetting: "useMurk" },
    { id: "muckraker", worldSetting: "useMuckraker" },
  ] as unknown as Ruleset[]);
  registerHazardDisplay();
});

beforeEach(() => {
  rendered.length = 0;
  values.clear();
  badges = [newHazardBadge(new DocumentDouble() as unknown as Document, "log") as unknown as ElementDouble];
});

/** The GM switches a ruleset on or off: the stored value changes, then Foundry calls onChange. */
function toggle(key: string, value: boolean): void {
  values.set(key, value);
  changes.get(key)?.(value);
}

describe("switching a world's rulesets", () => {
  it("draws the Actors directory again, so the End of Episode button follows The Murk", () => {
    toggle("useMurk", false);
    expect(rendered).toContain("actors");
  });

  it("takes the Hazard Level badge away when Muckraker is switched off", () => {
    toggle("useMuckraker", false);
    expect(badges.every((badge) => !badge.isConnected)).toBe(true);
  });

  it("draws the chat log again when Muckraker is switched on and no badge shows", () => {
    toggle("useMuckraker", false);
    rendered.length = 0;
    toggle("useMuckraker", true);
    expect(rendered).toContain("chat");
  });
});
