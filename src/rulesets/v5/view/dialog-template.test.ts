import { describe, expect, it } from "vitest";
import { templateEnvironment } from "../../../../gallery/handlebars.js";
import { v5DialogContext, type DialogValues, type DialogVampire } from "./dialog-context.js";
import { ALL_ATTRIBUTES, ALL_SKILLS, recordOf } from "../rules/traits.js";
import { v5Table as table, v5WitsAwareness as base } from "../../../../gallery/fixtures/v5-parts.js";

// The V5 roll dialog's template as Foundry renders it (real Handlebars, real lang files).

function kindred(bloodPotency: number): DialogVampire {
  const skills = recordOf(ALL_SKILLS, () => ({ value: 1, specialties: [] as string[] }));
  return { attributes: recordOf(ALL_ATTRIBUTES, () => 2), skills, hunger: 1, bloodPotency };
}

function surgeLabel(bloodPotency: number, lang = "lang/en.json"): string {
  const html = templateEnvironment({ lang }).render("templates/v5/dialog.hbs", {
    ...v5DialogContext(kindred(bloodPotency), base, table),
    rootId: "d",
  });
  return /<label for="d-v5-surge">([^<]*)<\/label>/.exec(html)?.[1] ?? "";
}

describe("the V5 roll dialog's Blood Surge tick", () => {
  // The surge dice by Blood Potency, from docs/rulesets/v5.md's table: 0 -> +1, 2 -> +2.
  it("says one die in the singular and more in the plural, like the rest of the dialog", () => {
    expect(surgeLabel(0)).toBe("Blood Surge: +1 die, for a Rouse check");
    expect(surgeLabel(2)).toBe("Blood Surge: +2 dice, for a Rouse check");
    expect(surgeLabel(0, "lang/es.json")).toBe("Oleada de Sangre: +1 dado, con un chequeo de Despertar");
    expect(surgeLabel(2, "lang/es.json")).toBe("Oleada de Sangre: +2 dados, con un chequeo de Despertar");
  });
});

// RULES.md, Impairment: the dialog says so, and lets the player turn it off.
describe("the V5 roll dialog's Impairment tick", () => {
  const impaired = (): DialogVampire => ({
    ...kindred(0),
    health: { superficial: 5, aggravated: 0 },
    healthMax: 5,
    willpower: { superficial: 0, aggravated: 0 },
    willpowerMax: 4,
  });
  const render = (values: DialogValues, lang = "lang/en.json") =>
    templateEnvironment({ lang }).render("templates/v5/dialog.hbs", {
      ...v5DialogContext(impaired(), values, table),
      rootId: "d",
    });

  it("is shown, ticked, for a Physical pool when every Health box is damaged, and its line is in the working", () => {
    const html = render({ ...base, attribute: "strength", skill: "athletics", impairment: true });
    expect(/<input id="d-v5-impairment" type="checkbox" name="impairment" checked/.test(html)).toBe(true);
    // An unticked checkbox sends nothing: the hidden field tells the form reader the tick was shown.
    expect(html).toContain('<input type="hidden" name="impairmentOffered" value="1">');
    expect(html).toContain("Impaired: every Health box is damaged, −2 dice to this Physical pool");
    expect(html).toContain("Impaired (Health)");
    expect(render({ ...base, attribute: "strength", impairment: true }, "lang/es.json")).toContain(
      "Mermado: todas las casillas de Salud están dañadas, −2 dados a esta reserva Física",
    );
  });

  it("is not shown for a pool the damage does not impair", () => {
    expect(render({ ...base, impairment: true })).not.toContain("v5-impairment");
  });
});
