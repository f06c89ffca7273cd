import { describe, expect, it } from "vitest";
import { powerPool, remorsePool, v5SheetContext, willpowerPool, type SheetVampire } from "./sheet-context.js";
import { ALL_ATTRIBUTES, ALL_SKILLS, recordOf } from "../rules/traits.js";
import { langTranslator } from "../../../../gallery/handlebars.js";

const vampire: SheetVampire = {
  attributes: { ...recordOf(ALL_ATTRIBUTES, () => 1), composure: 3, resolve: 2 },
  skills: {
    ...recordOf(ALL_SKILLS, () => ({ value: 0, specialties: [] as string[] })),
    occult: { value: 3, specialties: ["Thin-blood alchemy", "Ghosts"] },
  },
  hunger: 2,
  willpower: { superficial: 1, aggravated: 0, bonus: 0 },
  health: { superficial: 0, aggravated: 2, bonus: 1 },
  willpowerMax: 5,
  healthMax: 5,
  humanity: 6,
  stains: 1,
  bloodPotency: 2,
  disciplines: [],
  frenzy: false,
  clan: "Nosferatu",
  generation: "",
  predator: "",
  concept: "",
  ambition: "",
  desire: "",
  notes: "",
};

const items = [
  {
    id: "b",
    name: "Beast's Whisper",
    type: "v5Power",
    system: { discipline: "Animalism", level: 2, rouse: 1, pool: "Charisma + Animal Ken" },
  },
  { id: "a", name: "Bond Famulus", type: "v5Power", system: { discipline: "Animalism", level: 1, rouse: 0, pool: "" } },
  {
    id: "c",
    name: "Cloak of Shadows",
    type: "v5Power",
    system: { discipline: "Obfuscate", level: 1, rouse: 0, pool: "" },
  },
  { id: "m", name: "Iron Gullet", type: "v5Trait", system: { kind: "merit", dots: 3 } },
];

const context = (editable: boolean, mode: "play" | "edit") =>
  v5SheetContext({ name: "Nox", img: "", vampire, items }, editable, mode);

describe("v5SheetContext", () => {
  it("edits only when the sheet is editable and in edit mode", () => {
    expect(context(true, "edit").editing).toBe(true);
    expect(context(false, "edit").editing).toBe(false);
    expect(context(true, "play").editing).toBe(false);
  });

  it("draws dots, specialties and the trackers from the data", () => {
    const c = context(true, "play");
    const occult = c.skillGroups.flatMap((group) => group.rows).find((row) => row.name === "occult");
    expect(occult?.dots.map((dot) => dot.filled)).toEqual([true, true, true, false, false]);
    expect(occult?.specialties).toBe("Thin-blood alchemy, Ghosts");
    expect(c.hunger.boxes.filter((box) => box.filled)).toHaveLength(2);
    expect(c.health.boxes.map((box) => box.state)).toEqual(["aggravated", "aggravated", "empty", "empty", "empty"]);
    expect(c.humanity.boxes.map((box) => box.state).join(",")).toBe(
      "humanity,humanity,humanity,humanity,humanity,humanity,empty,empty,empty,stain",
    );
    // Willpower 5 with 1 superficial: the current Willpower is 4 (RULES.md), not Composure + Resolve.
    expect(c.willpowerPool).toBe(4);
    expect(c.remorsePool).toBe(3);
  });

  it("groups powers by discipline, in level order, and traits by kind", () => {
    const c = context(true, "play");
    expect(c.disciplines.map((d) => [d.name, d.powers.map((p) => p.name)])).toEqual([
      ["Animalism", ["Bond Famulus", "Beast's Whisper"]],
      ["Obfuscate", ["Cloak of Shadows"]],
    ]);
    expect(c.traitGroups.find((group) => group.kind === "merit")?.traits.map((trait) => trait.name)).toEqual([
      "Iron Gullet",
    ]);
  });
});

describe("willpowerPool", () => {
  it("rolls the current Willpower: the boxes not marked superficial or aggravated, at least one", () => {
    expect(willpowerPool({ superficial: 0, aggravated: 0 }, 5)).toBe(5);
    expect(willpowerPool({ superficial: 2, aggravated: 1 }, 6)).toBe(3);
    expect(willpowerPool({ superficial: 3, aggravated: 3 }, 6)).toBe(1);
  });

  it("counts the track's bonus, as the maximum does, on the sheet's button", () => {
    // Composure 3 + Resolve 2 + bonus 2 = 7 boxes (V5VampireData's maximum), 1 superficial: 6 dice.
    const c = v5SheetContext(
      {
        name: "Mara",
        img: "",
        vampire: { ...vampire, willpower: { superficial: 1, aggravated: 0, bonus: 2 }, willpowerMax: 7 },
        items: [],
      },
      true,
      "play",
    );
    expect(c.willpowerPool).toBe(6);
  });
});

describe("remorsePool", () => {
  it("rolls one die per box holding neither Humanity nor a Stain, at least one", () => {
    expect(remorsePool(7, 1)).toBe(2);
    expect(remorsePool(8, 2)).toBe(1);
  });
});

describe("powerPool", () => {
  it("reads an attribute and a skill by name, any case and spacing", () => {
    expect(powerPool("Charisma + Animal Ken")).toEqual({ attribute: "charisma", skill: "animalKen" });
    expect(powerPool("wits+awareness")).toEqual({ attribute: "wits", skill: "awareness" });
    expect(powerPool("Resolve")).toEqual({ attribute: "resolve" });
    // In the table's language too, accents and case aside, and English still reads.
    const spanish = { charisma: "Carisma", manipulation: "Manipulación", animalKen: "Trato con animales" };
    expect(powerPool("carisma + TRATO CON ANIMALES", spanish)).toEqual({ attribute: "charisma", skill: "animalKen" });
    expect(powerPool("Manipulacion + Animal Ken", spanish)).toEqual({ attribute: "manipulation", skill: "animalKen" });
    expect(powerPool("Carisma + Ocultismo", spanish)).toBeNull();
  });

  it("refuses what names no attribute or skill", () => {
    expect(powerPool("")).toBeNull();
    expect(powerPool("Charisma + Blood Potency")).toBeNull();
    expect(powerPool("Wits + Awareness + Occult")).toBeNull();
  });
});

describe("powerPool with disciplines", () => {
  const disciplines = ["Dominate", "Auspex", "Obtenebración"];

  it("reads a discipline the vampire has, with an attribute or a skill", () => {
    expect(powerPool("Charisma + Dominate", {}, disciplines)).toEqual({
      attribute: "charisma",
      discipline: "Dominate",
    });
    expect(powerPool("Resolve + Auspex", {}, disciplines)).toEqual({ attribute: "resolve", discipline: "Auspex" });
    expect(powerPool("occult + obtenebracion", {}, disciplines)).toEqual({
      skill: "occult",
      discipline: "Obtenebración",
    });
    expect(powerPool("Carisma + dominate", { charisma: "Carisma" }, disciplines)).toEqual({
      attribute: "charisma",
      discipline: "Dominate",
    });
  });

  it("refuses a discipline the vampire does not have, and two disciplines", () => {
    expect(powerPool("Charisma + Presence", {}, disciplines)).toBeNull();
    expect(powerPool("Dominate + Auspex", {}, disciplines)).toBeNull();
    expect(powerPool("Charisma + Dominate")).toBeNull();
  });
});

describe("the sheet's disciplines, frenzy and Blood Potency parts", () => {
  it("lists rated disciplines with their dots and powers, then disciplines powers name without a row (0 dots, to add)", () => {
    const rated = {
      ...vampire,
      disciplines: [
        { name: "obfuscate", dots: 2 },
        { name: "Celerity", dots: 1 },
      ],
    };
    const c = v5SheetContext({ name: "Nox", img: "", vampire: rated, items }, true, "edit");
    expect(c.disciplines.map((d) => [d.name, d.rated, d.index, d.value, d.powers.map((p) => p.name)])).toEqual([
      // Matched without case: "obfuscate" rates the power whose discipline is "Obfuscate".
      ["obfuscate", true, 0, 2, ["Cloak of Shadows"]],
      ["Celerity", true, 1, 1, []],
      ["Animalism", false, null, 0, ["Bond Famulus", "Beast's Whisper"]],
    ]);
    expect(c.disciplines[0].dots.map((dot) => dot.filled)).toEqual([true, true, false, false, false]);
  });

  it("shows the Blood Potency's row of the table and the Frenzy test's pool", () => {
    // Blood Potency 2: surge 2, mend 2, bonus 1, re-roll level 1, bane 2 (the table in docs/rulesets/v5.md).
    const c = context(true, "play");
    expect(c.bloodPotencyRow).toEqual({
      potency: 2,
      surgeDice: 2,
      mendAmount: 2,
      powerBonus: 1,
      rouseRerollLevel: 1,
      baneSeverity: 2,
    });
    // Willpower 5 with 1 superficial is 4, plus Humanity 6 / 3 = 2.
    expect(c.frenzyPool).toBe(6);
    expect(c.frenzy).toBe(false);
  });
});

describe("the Blood Potency row's dice, in the singular for one", () => {
  // Blood Potency 0: Surge +1 die, no power bonus; 2: Surge +2 dice, power bonus +1 die (the table in
  // docs/rulesets/v5.md).
  it.each([
    [0, "FIVEFOLD.V5.BloodPotency.Dice.One", "FIVEFOLD.V5.BloodPotency.Dice.Other"],
    [2, "FIVEFOLD.V5.BloodPotency.Dice.Other", "FIVEFOLD.V5.BloodPotency.Dice.One"],
  ])("Blood Potency %i", (bloodPotency, surgeKey, powerBonusKey) => {
    const c = v5SheetContext({ name: "Nox", img: "", vampire: { ...vampire, bloodPotency }, items }, true, "play");
    expect([c.surgeKey, c.powerBonusKey]).toEqual([surgeKey, powerBonusKey]);
  });
});

describe("the sheet's disciplines and pools in the reader's language", () => {
  const es = langTranslator("lang/es.json");
  const rated = {
    ...vampire,
    disciplines: [
      { name: "Presence", dots: 3 },
      { name: "My Own Gift", dots: 1 },
    ],
  };
  const withPresence = [
    ...items,
    {
      id: "p",
      name: "Awe",
      type: "v5Power",
      system: { discipline: "Presence", level: 1, rouse: 0, pool: "Manipulation + Presence" },
    },
  ];

  it("a Spanish reader of a vampire with Presence sees Presencia, and what is stored stays as it is", () => {
    const c = v5SheetContext({ name: "Nox", img: "", vampire: rated, items: withPresence }, true, "play", es);
    // Hand table: Presence -> Presencia, a typed discipline as typed, Animalism (named by powers only) -> Animalismo,
    // Obfuscate -> Ofuscación; the pool's Manipulation -> Manipulación.
    expect(c.disciplines.map((d) => [d.name, d.label])).toEqual([
      ["Presence", "Presencia"],
      ["My Own Gift", "My Own Gift"],
      ["Animalism", "Animalismo"],
      ["Obfuscate", "Ofuscación"],
    ]);
    const awe = c.disciplines[0].powers[0];
    expect([awe.pool, awe.poolLabel]).toEqual(["Manipulation + Presence", "Manipulación + Presencia"]);
  });
});

describe("one discipline, however a sheet and its powers name it", () => {
  // A Spanish player types their rated discipline "Presencia"; Awe, dragged from the compendium, names "Presence". By
  // hand: one heading, Presencia, rated, holding Awe, whose pool rolls that discipline. Before, the sheet showed two
  // headings both reading "Presencia".
  const awe = {
    id: "awe",
    name: "Awe",
    type: "v5Power",
    system: { discipline: "Presence", level: 1, rouse: 0, pool: "Manipulation + Presence" },
  };
  const es = langTranslator("lang/es.json");
  const typed = { ...vampire, disciplines: [{ name: "Presencia", dots: 2 }] };

  it("groups a power of Presence under a rated Presencia for a Spanish reader", () => {
    const c = v5SheetContext({ name: "Nox", img: "", vampire: typed, items: [awe] }, true, "play", es);
    expect(c.disciplines.map((d) => [d.label, d.rated, d.powers.map((p) => p.name)])).toEqual([
      ["Presencia", true, ["Awe"]],
    ]);
  });

  it("reads 'Thin Blood Alchemy' and 'Thin-Blood Alchemy' as one discipline", () => {
    const alchemy = { ...typed, disciplines: [{ name: "Thin Blood Alchemy", dots: 1 }] };
    const power = { ...awe, id: "far", name: "Far Reach", system: { ...awe.system, discipline: "Thin-Blood Alchemy" } };
    const c = v5SheetContext({ name: "Nox", img: "", vampire: alchemy, items: [power] }, true, "play", es);
    expect(c.disciplines.map((d) => [d.rated, d.powers.map((p) => p.name)])).toEqual([[true, ["Far Reach"]]]);
  });
});
