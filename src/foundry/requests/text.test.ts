import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GENETICS_MODES } from "../../rulesets/muckraker/rules/rules.js";
import { ALL_ATTRIBUTES, ALL_SKILLS, type V5Attribute, type V5Skill } from "../../rulesets/v5/rules/traits.js";
import type { RequestRoll } from "./spec.js";
import { formatRequestRoll, readRequestText } from "./text.js";
import { checkRollRequest } from "./validate.js";

// A few V5 names as lang/es.json spells them, written out by hand: the reader's language.
const SPANISH: Partial<Record<V5Attribute | V5Skill, string>> = {
  wits: "Astucia",
  strength: "Fuerza",
  animalKen: "Trato con animales",
  awareness: "Alerta",
  melee: "Pelea con armas",
};
const spanish = (key: V5Attribute | V5Skill): string => SPANISH[key] ?? key;

function read(text: string): RequestRoll {
  const checked = readRequestText(text, spanish);
  if (!checked.ok) throw new Error(`refused ${text}: ${checked.refusal.key}`);
  return checked.roll;
}

describe("the secret word", () => {
  it.each<[string, RequestRoll]>([
    [
      "v5 wits+awareness diff 3 secret",
      { ruleset: "v5", attribute: "wits", skill: "awareness", difficulty: 3, secret: true },
    ],
    ["murk secret agility dr 15", { ruleset: "murk", attribute: "agility", dr: 15, secret: true }],
    ["sunrider search SECRET diff 15", { ruleset: "sunrider", trait: "search", difficulty: 15, secret: true }],
    ['murk "secret" dr 12', { ruleset: "murk", attribute: "secret", dr: 12 }],
  ])("%s", (text, roll) => {
    expect(read(text)).toEqual(roll);
    expect(read(formatRequestRoll(roll))).toEqual(roll);
  });

  it("refuses secret twice, and keeps a macro's secret: true (anything else is not secret)", () => {
    const twice = readRequestText("murk agility secret dr 15 secret");
    expect(twice.ok ? null : twice.refusal.key).toBe("FIVEFOLD.RequestEntry.Error.Twice");
    const macro = checkRollRequest({
      roll: { ruleset: "murk", attribute: "agility", dr: 15, secret: true },
      targets: { kind: "players" },
      label: "",
    });
    expect(macro.ok && macro.request.roll).toEqual({ ruleset: "murk", attribute: "agility", dr: 15, secret: true });
    const loose = checkRollRequest({
      roll: { ruleset: "murk", attribute: "agility", dr: 15, secret: "yes" },
      targets: { kind: "players" },
      label: "",
    });
    expect(loose.ok && loose.request.roll).toEqual({ ruleset: "murk", attribute: "agility", dr: 15 });
  });
});

describe("readRequestText: hand examples per ruleset", () => {
  it.each<[string, RequestRoll]>([
    ["v5 wits+awareness diff 3", { ruleset: "v5", attribute: "wits", skill: "awareness", difficulty: 3 }],
    ['V5 Wits + "Animal Ken" DIFF 2', { ruleset: "v5", attribute: "wits", skill: "animalKen", difficulty: 2 }],
    ["v5 strength diff 4", { ruleset: "v5", attribute: "strength", skill: null, difficulty: 4 }],
    ['v5 astucia+"trato con animales" diff 5', { ruleset: "v5", attribute: "wits", skill: "animalKen", difficulty: 5 }],
    ['v5 Fuerza+"Pelea con Armas" diff 2', { ruleset: "v5", attribute: "strength", skill: "melee", difficulty: 2 }],
    ["v5 wits+animal-ken diff 1", { ruleset: "v5", attribute: "wits", skill: "animalKen", difficulty: 1 }],
    ["murk agility dr 15", { ruleset: "murk", attribute: "agility", dr: 15 }],
    ["murk agility", { ruleset: "murk", attribute: "agility", dr: 10 }],
    ['murk "Fast Talk" dr -2', { ruleset: "murk", attribute: "Fast Talk", dr: -2 }],
    ['sunrider "search" diff 15', { ruleset: "sunrider", trait: "search", difficulty: 15 }],
    ["sunrider Blaster diff +10", { ruleset: "sunrider", trait: "Blaster", difficulty: 10 }],
    ["unique strength target 9 calm", { ruleset: "unique", attribute: "strength", target: 9, tense: false }],
    ["unique strength", { ruleset: "unique", attribute: "strength", target: null, tense: true }],
    ['unique "Big Guns" tense', { ruleset: "unique", attribute: "Big Guns", target: null, tense: true }],
    ["muckraker stealth cn 8 genetics bonus", { ruleset: "muckraker", skill: "stealth", cn: 8, genetics: "bonus" }],
    ["muckraker stealth genetics POWER cn 8", { ruleset: "muckraker", skill: "stealth", cn: 8, genetics: "power" }],
    ["muckraker cn 8", { ruleset: "muckraker", skill: null, cn: 8, genetics: "none" }],
    ['muckraker "cn" cn 8', { ruleset: "muckraker", skill: "cn", cn: 8, genetics: "none" }],
    ['murk "say \\"hi\\" \\\\ now" dr 3', { ruleset: "murk", attribute: 'say "hi" \\ now', dr: 3 }],
  ])("%s", (text, roll) => {
    expect(read(text)).toEqual(roll);
  });
});

describe("readRequestText: refusals name the word and what is allowed", () => {
  it.each<[string, string, Record<string, string | number>]>([
    ["", "FIVEFOLD.RequestEntry.Error.Empty", { allowed: "muckraker, murk, sunrider, unique, v5" }],
    ["   ", "FIVEFOLD.RequestEntry.Error.Empty", {}],
    [
      "dnd strength",
      "FIVEFOLD.RequestEntry.Error.Ruleset",
      { word: "dnd", allowed: "muckraker, murk, sunrider, unique, v5" },
    ],
    ['"v5" wits diff 3', "FIVEFOLD.RequestEntry.Error.Ruleset", { word: "v5" }],
    ['murk "agility dr 15', "FIVEFOLD.RequestEntry.Error.Quote", { name: "agility dr 15" }],
    ["v5 wisdom diff 3", "FIVEFOLD.RequestEntry.Error.V5Attribute", { word: "wisdom" }],
    ["v5 awareness diff 3", "FIVEFOLD.RequestEntry.Error.V5Attribute", { word: "awareness" }],
    ["v5 wits+cooking diff 3", "FIVEFOLD.RequestEntry.Error.V5Skill", { word: "cooking" }],
    ["v5 wits+ diff 3", "FIVEFOLD.RequestEntry.Error.V5Skill", { word: "+" }],
    ["v5 wits+awareness", "FIVEFOLD.RequestEntry.Error.Missing", { word: "diff", example: "v5 wits+awareness diff 3" }],
    ["sunrider search", "FIVEFOLD.RequestEntry.Error.Missing", { word: "diff" }],
    ["muckraker stealth", "FIVEFOLD.RequestEntry.Error.Missing", { word: "cn" }],
    ["murk agility dr", "FIVEFOLD.RequestEntry.Error.NoNumber", { word: "dr" }],
    ["murk agility dr hard", "FIVEFOLD.RequestEntry.Error.NotNumber", { word: "dr", got: "hard" }],
    ["murk agility dr 1.5", "FIVEFOLD.RequestEntry.Error.NotNumber", { word: "dr", got: "1.5" }],
    ['murk agility dr "15"', "FIVEFOLD.RequestEntry.Error.NotNumber", { word: "dr", got: "15" }],
    ["murk agility dr 15 DR 20", "FIVEFOLD.RequestEntry.Error.Twice", { word: "dr" }],
    ["murk agility strength", "FIVEFOLD.RequestEntry.Error.Word", { word: "strength", allowed: "dr, secret" }],
    [
      "v5 wits diff 3 calm",
      "FIVEFOLD.RequestEntry.Error.Word",
      { word: "calm", allowed: "diff, extended, rolls, secret" },
    ],
    ["murk dr 15", "FIVEFOLD.RequestEntry.Error.NoName", { ruleset: "murk", example: "murk agility dr 15" }],
    ["unique target 3", "FIVEFOLD.RequestEntry.Error.NoName", { ruleset: "unique" }],
    ["v5 diff 3", "FIVEFOLD.RequestEntry.Error.NoName", { ruleset: "v5" }],
    ["unique strength calm tense", "FIVEFOLD.RequestEntry.Error.Twice", { word: "tense" }],
    [
      "muckraker stealth cn 8 genetics",
      "FIVEFOLD.RequestEntry.Error.NoChoice",
      { word: "genetics", allowed: "none, bonus, power" },
    ],
    [
      "muckraker stealth cn 8 genetics lots",
      "FIVEFOLD.RequestEntry.Error.Choice",
      { word: "genetics", got: "lots", allowed: "none, bonus, power" },
    ],
    // Ranges are the request's own checks (validate.ts), with its refusal keys.
    ["murk agility dr 5000", "FIVEFOLD.Request.Refused.Number", { min: -1000, max: 1000, got: "5000" }],
    ["v5 wits diff 0", "FIVEFOLD.Request.Refused.Number", { min: 1, got: "0" }],
    ["unique strength target 101", "FIVEFOLD.Request.Refused.Number", { max: 100, got: "101" }],
    [`sunrider "${"x".repeat(61)}" diff 10`, "FIVEFOLD.Request.Refused.Name", { max: 60 }],
  ])("%j", (text, key, data) => {
    const checked = readRequestText(text, spanish);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.refusal.key).toBe(key);
    expect(checked.refusal.data).toMatchObject(data);
  });

  it("quotes at most 40 characters of a hostile word back", () => {
    const word = `<img/src=x/onerror=alert(1)>${"A".repeat(100)}`;
    const checked = readRequestText(`murk agility ${word}`);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(String(checked.refusal.data?.word)).toHaveLength(40);
    expect(String(checked.refusal.data?.word).startsWith("<img/src=x")).toBe(true);
  });

  it("reads V5 traits only by key when no language is given", () => {
    expect(readRequestText("v5 astucia diff 3").ok).toBe(false);
    expect(readRequestText("v5 wits diff 3").ok).toBe(true);
  });

  it("never throws, whatever is typed", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        readRequestText(text, spanish);
        readRequestText(`murk ${text}`);
        readRequestText(`v5 ${text}`);
      }),
    );
  });
});

// Names as a sheet may hold them: any characters (quotes, backslashes, brackets, keywords),
// trimmed and 1 to 60 long, as checkRollRequest accepts them.
const traitName = fc
  .oneof(
    fc.string({ minLength: 1, maxLength: 60 }),
    fc.constantFrom("dr", "diff", "cn", "calm", "TARGET", "genetics", "+", 'a"b', "x\\", "]", "v5"),
  )
  .map((name) => name.trim())
  .filter((name) => name !== "");
const open = fc.integer({ min: -1000, max: 1000 });

const anyRoll: fc.Arbitrary<RequestRoll> = fc.oneof(
  fc.record({
    ruleset: fc.constant("v5" as const),
    attribute: fc.constantFrom(...ALL_ATTRIBUTES),
    skill: fc.option(fc.constantFrom(...ALL_SKILLS)),
    difficulty: fc.integer({ min: 1, max: 50 }),
  }),
  fc.record({ ruleset: fc.constant("murk" as const), attribute: traitName, dr: open }),
  fc.record({ ruleset: fc.constant("sunrider" as const), trait: traitName, difficulty: open }),
  fc.record({
    ruleset: fc.constant("unique" as const),
    attribute: traitName,
    target: fc.option(fc.integer({ min: 0, max: 100 })),
    tense: fc.boolean(),
  }),
  fc.record({
    ruleset: fc.constant("muckraker" as const),
    skill: fc.option(traitName),
    cn: open,
    genetics: fc.constantFrom(...GENETICS_MODES),
  }),
);

describe("formatRequestRoll", () => {
  it.each<[RequestRoll, string]>([
    [{ ruleset: "v5", attribute: "wits", skill: "animalKen", difficulty: 3 }, "v5 wits+animalKen diff 3"],
    [{ ruleset: "v5", attribute: "wits", skill: null, difficulty: 1 }, "v5 wits diff 1"],
    [{ ruleset: "murk", attribute: "Fast Talk", dr: 15 }, 'murk "Fast Talk" dr 15'],
    [{ ruleset: "sunrider", trait: 'say "hi"', difficulty: -3 }, 'sunrider "say \\"hi\\"" diff -3'],
    [{ ruleset: "unique", attribute: "strength", target: 9, tense: false }, "unique strength target 9 calm"],
    [{ ruleset: "unique", attribute: "calm", target: null, tense: true }, 'unique "calm"'],
    [{ ruleset: "muckraker", skill: null, cn: 8, genetics: "none" }, "muckraker cn 8"],
    [{ ruleset: "muckraker", skill: "a]b", cn: 8, genetics: "power" }, 'muckraker "a\\]b" cn 8 genetics power'],
  ])("%j", (roll, text) => {
    expect(formatRequestRoll(roll)).toBe(text);
  });

  it("reads back as the same roll, for every roll a request accepts", () => {
    fc.assert(
      fc.property(anyRoll, (roll) => {
        // Only rolls the request's own check keeps as they are (the property's domain).
        const checked = checkRollRequest({ roll });
        fc.pre(checked.ok && JSON.stringify(checked.request.roll) === JSON.stringify(roll));
        expect(readRequestText(formatRequestRoll(roll))).toEqual({ ok: true, roll });
      }),
      { numRuns: 500 },
    );
  });
});
