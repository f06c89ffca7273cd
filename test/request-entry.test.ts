import { describe, expect, it } from "vitest";
import { templateEnvironment } from "../gallery/handlebars.js";
import { LINK_TEMPLATE, requestLinkContext } from "../src/foundry/requests/link-context.js";
import { REQUEST_PATTERN } from "../src/foundry/requests/marks.js";
import {
  firstSetupState,
  requestSetupContext,
  setupRoll,
  setupStateFromForm,
  setupTargets,
  sheetTraitNames,
  type SetupCharacter,
  type SetupState,
} from "../src/foundry/requests/setup-context.js";

const HOSTILE = `<img src=x onerror="alert(1)">`;

function matches(text: string): { text: string; label: string | undefined }[] {
  return [...text.matchAll(REQUEST_PATTERN)].map((match) => ({ text: match[1], label: match[2] }));
}

describe("the @Request enricher's pattern", () => {
  it("finds each request in a journal's text, with its label", () => {
    expect(matches("Roll @Request[murk agility dr 15]{Notice the ambush} now, then @Request[v5 wits diff 2].")).toEqual(
      [
        { text: "murk agility dr 15", label: "Notice the ambush" },
        { text: "v5 wits diff 2", label: undefined },
      ],
    );
  });

  it("keeps an escaped ] inside a quoted name", () => {
    expect(matches('@Request[murk "a\\]b" dr 3]{x}')).toEqual([{ text: 'murk "a\\]b" dr 3', label: "x" }]);
  });
});

describe("the request link (templates/requests/link.hbs)", () => {
  const env = templateEnvironment();
  const render = (text: string, label: string | undefined, isGM: boolean) =>
    env.render(LINK_TEMPLATE, { links: [requestLinkContext(text, label, { isGM })] });

  it("is a keyboard-reachable button-like link carrying the text, with an icon and the GM's tooltip", () => {
    const html = render("murk agility dr 15", "Notice the ambush", true);
    expect(html).toMatch(/^<a class="fivefold request-link" role="button" tabindex="0" /);
    expect(html).toContain('data-fivefold-request="murk agility dr 15"');
    expect(html).toContain('data-label="Notice the ambush"');
    expect(html).toContain('data-tooltip="Post this roll request to the chat');
    expect(html).toContain('aria-label="Notice the ambush: post this roll request"');
    expect(html).toContain('<i class="fa-solid fa-dice" inert></i>');
    expect(html).toContain(">Notice the ambush</span>");
  });

  it("says a player rolls it, and shows the text when there is no label", () => {
    const html = render("murk agility dr 15", undefined, false);
    expect(html).toContain('data-tooltip="Roll this with your character');
    expect(html).toContain(">murk agility dr 15</span>");
  });

  it("shows a secret request without a label by a label that keeps its difficulty, for every reader", () => {
    // The text names the difficulty (diff 3); the journal is read by the players too.
    for (const isGM of [false, true]) {
      const html = render("v5 wits+awareness diff 3 secret", undefined, isGM);
      expect(html).toContain(">Roll request (secret difficulty)</span>");
      expect(html).toContain('aria-label="Roll request (secret difficulty): ');
      expect(html).not.toContain(">v5 wits+awareness diff 3 secret</span>");
      expect(html).not.toMatch(/aria-label="[^"]*diff 3/);
      // The click still reads the request from its text.
      expect(html).toContain('data-fivefold-request="v5 wits+awareness diff 3 secret"');
    }
    // The GM's own label is shown as written; an open request without one shows its text.
    expect(render("v5 wits+awareness diff 3 secret", "Spot the tail", false)).toContain(">Spot the tail</span>");
    expect(render("v5 wits+awareness diff 3", undefined, false)).toContain(">v5 wits+awareness diff 3</span>");
  });

  it("escapes hostile text and labels", () => {
    const html = render(`murk "${HOSTILE}" dr 3`, HOSTILE, true);
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src&#x3D;x onerror&#x3D;&quot;alert(1)&quot;&gt;");
  });

  it("draws broken text as a broken link that says why, not as a link", () => {
    const html = render("murk agility dr hard", "Notice", true);
    expect(html).not.toContain("data-fivefold-request");
    expect(html).toContain('class="fivefold request-link broken"');
    expect(html).toContain("(cannot be read: &quot;dr&quot; needs a whole number after it, not &quot;hard&quot;.)");
    const hostile = render(`murk agility ${HOSTILE.replaceAll(" ", "")}`, undefined, false);
    expect(hostile).not.toContain("<img");
    expect(env.missingKeys).toEqual(new Set());
  });

  it("reads in Spanish, a secret request's label too", () => {
    const es = templateEnvironment({ lang: "lang/es.json" });
    const html = es.render(LINK_TEMPLATE, {
      links: [
        requestLinkContext("murk agility dr hard", undefined, { isGM: true }),
        requestLinkContext("v5 wits+awareness diff 3 secret", undefined, { isGM: false }),
      ],
    });
    expect(html).toContain("no se puede leer");
    expect(html).toContain(">Petición de tirada (dificultad secreta)</span>");
    expect(es.missingKeys).toEqual(new Set());
  });
});

const characters: SetupCharacter[] = [
  { id: "a", name: "Ada", ruleset: "murk", selected: true, playerOwned: true, traits: ["Agility", "Wits"] },
  { id: "b", name: "Bruno", ruleset: "murk", selected: false, playerOwned: true, traits: ["agility", "Brawn"] },
  { id: "n", name: "Night", ruleset: "murk", selected: false, playerOwned: false, traits: ["Menace"] },
  { id: "v", name: "Vlad", ruleset: "v5", selected: false, playerOwned: true, traits: [] },
];

/** FormData as the dialog's form gives it (get the first value of a name, getAll every one). */
function form(entries: [string, string][]) {
  return {
    get: (name: string) => entries.find(([key]) => key === name)?.[1] ?? null,
    getAll: (name: string) => entries.filter(([key]) => key === name).map(([, value]) => value),
  };
}

describe("the request setup dialog's context", () => {
  it("starts on the first ruleset the world uses, asking the selected characters when there are some", () => {
    const state = firstSetupState(["murk", "v5"], characters, null);
    expect(state).toEqual({
      ruleset: "murk",
      fields: { attribute: "", dr: "10" },
      whom: "selected",
      chosen: [],
      label: "",
      secret: false,
    });
    expect(firstSetupState(["v5"], characters, null)?.whom).toBe("players");
    expect(firstSetupState([], characters, null)).toBeNull();
  });

  it("offers only the world's rulesets, and the trait names on the asked characters' sheets", () => {
    const state = firstSetupState(["murk", "v5"], characters, null) as SetupState;
    const context = requestSetupContext(state, ["murk", "v5"], characters);
    expect(context.rulesets.map((ruleset) => ruleset.id)).toEqual(["murk", "v5"]);
    expect(context.suggestions).toEqual(["Agility", "Wits"]);
    const players = requestSetupContext({ ...state, whom: "players" }, ["murk", "v5"], characters);
    expect(players.suggestions).toEqual(["Agility", "Brawn", "Wits"]);
    expect(players.whom.players.count).toBe(2);
    expect(context.whom.selected).toEqual({ checked: true, count: 1, names: "Ada", disabled: false });
  });

  it("refuses a number field left half typed as unfinished, and still reads a blank optional target as none", () => {
    // A number field holding "-" is "NaN" in the form's entries (form-lists.ts formEntries); blank is blank.
    const state = firstSetupState(["unique"], characters, null) as SetupState;
    const asked = (target: string) =>
      setupRoll(
        setupStateFromForm(
          form([
            ["ruleset", "unique"],
            ["attribute", "strength"],
            ["target", target],
            ["whom", "players"],
          ]),
          state,
          ["unique"],
        ),
      );
    expect(asked("NaN")).toEqual({ ok: false, refusal: { key: "FIVEFOLD.Error.NotANumber", input: "target" } });
    expect(asked("")).toEqual({
      ok: true,
      roll: { ruleset: "unique", attribute: "strength", target: null, tense: false },
    });
    // V5 nests an extended test's target and rolls: the refusal still names the field left half typed.
    const v5 = firstSetupState(["v5"], characters, null) as SetupState;
    const extended = setupStateFromForm(
      form([
        ["ruleset", "v5"],
        ["attribute", "wits"],
        ["skill", "awareness"],
        ["extendedTarget", "8"],
        ["extendedRolls", "NaN"],
        ["whom", "players"],
      ]),
      v5,
      ["v5"],
    );
    expect(setupRoll(extended)).toEqual({
      ok: false,
      refusal: { key: "FIVEFOLD.Error.NotANumber", input: "extendedRolls" },
    });
  });

  it("asks a secret request when the Secret difficulty box is ticked, and opens ticked from secret text", () => {
    const state = firstSetupState(["murk"], characters, null) as SetupState;
    const secret = setupStateFromForm(
      form([
        ["ruleset", "murk"],
        ["attribute", "Agility"],
        ["dr", "15"],
        ["whom", "selected"],
        ["secret", "on"],
      ]),
      state,
      ["murk"],
    );
    expect(setupRoll(secret)).toEqual({
      ok: true,
      roll: { ruleset: "murk", attribute: "Agility", dr: 15, secret: true },
    });
    expect(requestSetupContext(secret, ["murk"], characters)).toMatchObject({
      secret: true,
      command: "/request murk Agility dr 15 secret",
      enricher: "@Request[murk Agility dr 15 secret]",
    });
    const open = setupStateFromForm(
      form([
        ["ruleset", "murk"],
        ["attribute", "Agility"],
        ["dr", "15"],
        ["whom", "selected"],
      ]),
      secret,
      ["murk"],
    );
    expect(setupRoll(open)).toEqual({ ok: true, roll: { ruleset: "murk", attribute: "Agility", dr: 15 } });
    expect(
      firstSetupState(["murk"], characters, { ruleset: "murk", attribute: "Agility", dr: 15, secret: true })?.secret,
    ).toBe(true);
  });

  it("cannot post until the name is given; then shows the request as /request and journal text", () => {
    const state = firstSetupState(["murk"], characters, null) as SetupState;
    expect(requestSetupContext(state, ["murk"], characters)).toMatchObject({
      canPost: false,
      error: { key: "FIVEFOLD.Request.Refused.Name" },
      command: null,
    });
    const filled = setupStateFromForm(
      form([
        ["ruleset", "murk"],
        ["attribute", "Agility"],
        ["dr", "15"],
        ["whom", "selected"],
        ["label", "Notice {it}"],
      ]),
      state,
      ["murk"],
    );
    expect(setupRoll(filled)).toEqual({ ok: true, roll: { ruleset: "murk", attribute: "Agility", dr: 15 } });
    expect(requestSetupContext(filled, ["murk"], characters)).toMatchObject({
      canPost: true,
      error: null,
      command: "/request murk Agility dr 15",
      enricher: "@Request[murk Agility dr 15]{Notice it}",
    });
  });

  it("requires what the GM must decide: V5 difficulty, Sunrider difficulty, Muckraker CN", () => {
    for (const ruleset of ["v5", "sunrider", "muckraker"] as const) {
      const state = firstSetupState([ruleset], [], null) as SetupState;
      expect(setupRoll(state)).toMatchObject({ ok: false, refusal: { key: "FIVEFOLD.RequestEntry.Setup.Missing" } });
    }
    const v5 = setupStateFromForm(
      form([
        ["ruleset", "v5"],
        ["attribute", "wits"],
        ["skill", "awareness"],
        ["difficulty", "3"],
      ]),
      firstSetupState(["v5"], [], null) as SetupState,
      ["v5"],
    );
    expect(setupRoll(v5)).toEqual({
      ok: true,
      roll: { ruleset: "v5", attribute: "wits", skill: "awareness", difficulty: 3 },
    });
  });

  it("asks the ticked characters of its ruleset, or no one (and says so)", () => {
    const state: SetupState = {
      ruleset: "murk",
      fields: { attribute: "Agility", dr: "10" },
      whom: "chosen",
      chosen: ["b", "v"],
      label: "",
    };
    expect(setupTargets(state, characters)).toEqual({ kind: "actors", actorIds: ["b"] });
    const none = { ...state, chosen: [] };
    expect(setupTargets(none, characters)).toBeNull();
    expect(requestSetupContext(none, ["murk"], characters)).toMatchObject({
      canPost: false,
      error: { key: "FIVEFOLD.RequestEntry.Setup.NoOne" },
    });
  });

  it("refuses what the request itself would refuse: more than 12 characters, a title over 120 characters", () => {
    const many: SetupCharacter[] = Array.from({ length: 13 }, (_, index) => ({
      id: `c${index}`,
      name: `C${index}`,
      ruleset: "murk",
      selected: true,
      playerOwned: true,
      traits: [],
    }));
    const state: SetupState = {
      ruleset: "murk",
      fields: { attribute: "Agility", dr: "10" },
      whom: "selected",
      chosen: [],
      label: "",
    };
    expect(requestSetupContext(state, ["murk"], many)).toMatchObject({
      canPost: false,
      error: { key: "FIVEFOLD.Request.Refused.TooMany" },
    });
    expect(requestSetupContext({ ...state, label: "x".repeat(121) }, ["murk"], many.slice(0, 2))).toMatchObject({
      canPost: false,
      error: { key: "FIVEFOLD.Request.Refused.Label" },
    });
    expect(requestSetupContext({ ...state, label: "x".repeat(120) }, ["murk"], many.slice(0, 2))).toMatchObject({
      canPost: true,
    });
  });

  it("starts a new ruleset's fields when the ruleset changes, and reads a prefilled roll", () => {
    const state = firstSetupState(["murk", "unique"], characters, null) as SetupState;
    const changed = setupStateFromForm(
      form([
        ["ruleset", "unique"],
        ["attribute", "Agility"],
      ]),
      state,
      ["murk", "unique"],
    );
    expect(changed.fields).toEqual({ attribute: "", target: "", tense: "on" });
    const prefilled = firstSetupState(["unique"], [], {
      ruleset: "unique",
      attribute: "Strength",
      target: 9,
      tense: false,
    });
    expect(prefilled?.fields).toEqual({ attribute: "Strength", target: "9", tense: "" });
  });

  it("reads trait names from a sheet's lists, skipping blank and malformed entries", () => {
    expect(
      sheetTraitNames("sunrider", {
        attributes: [{ name: "Dexterity" }],
        skills: [{ name: "Blaster" }, { name: " " }, { die: 3 }],
      }),
    ).toEqual(["Dexterity", "Blaster"]);
    expect(sheetTraitNames("muckraker", { skills: "nope" })).toEqual([]);
    expect(sheetTraitNames("v5", { attributes: [{ name: "x" }] })).toEqual([]);
  });
});
