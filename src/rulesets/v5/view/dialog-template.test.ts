import { describe, expect, it } from "vitest";
import { templateEnvironment } from "../../../../gallery/handlebars.js";
import { v5DialogContext, type DialogValues, type DialogVampire } from "./dialog-context.js";
import { viewedDialog } from "../../../foundry/settings/odds-setting.js";
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

// Issue 33 items 3 and 4. RULES.md, "How odds are shown": in the GM's words setting a player reads
// each chance as its band's word; exactly 0 reads "Impossible", with no bar, in every mode.
describe("the V5 roll dialog's odds table as a player sees it", () => {
  // Hunger 0: no Hunger die, so a messy critical and a bestial failure are impossible (chance exactly 0).
  const sated = (): DialogVampire => ({ ...kindred(0), hunger: 0 });
  const rows = (mode: "exact" | "words", lang = "lang/en.json") => {
    const context = viewedDialog(v5DialogContext(sated(), base, table), false, mode, false);
    const html = templateEnvironment({ lang }).render("templates/v5/dialog.hbs", { ...context, rootId: "d" });
    const odds = /<table class="odds">([\s\S]*?)<\/table>/.exec(html)?.[1] ?? "";
    return [
      ...odds.matchAll(/<tr class="(\w+)[^"]*">[\s\S]*?<td class="bar">(.*?)<\/td>\s*<td class="percent">(.*?)<\/td>/g),
    ].map(([, key, bar, cell]) => ({ key, bar: bar !== "", cell }));
  };

  it("words every chance in the words setting, and draws no bar for an impossible outcome", () => {
    // Wits 2 + Awareness 1 = 3 dice at difficulty 3, Hunger 0, the botch rule on. By hand: a win needs 3
    // successes of 3 dice (1/8) or a pair of 10s among them (3 x 1/10 x 1/10 x 9/10 + 1/1000 = 0.028), less
    // both at once (a pair of 10s and a third 6-9: 3 x 0.01 x 0.4 + 0.001 = 0.013): 0.14 -> "Unlikely"; so a failure
    // 0.86 -> "Likely". A critical: 0.028 -> "Long shot". A botch, no success and a 1 showing: 0.5^3 - 0.4^3 = 0.061
    // -> "Long shot". Messy critical, bestial failure: impossible without Hunger dice.
    expect(rows("words")).toEqual([
      { key: "win", bar: true, cell: "Unlikely" },
      { key: "critical", bar: true, cell: "Long shot" },
      { key: "messyCritical", bar: false, cell: "Impossible" },
      { key: "failure", bar: true, cell: "Likely" },
      { key: "bestialFailure", bar: false, cell: "Impossible" },
      { key: "botch", bar: true, cell: "Long shot" },
    ]);
    expect(rows("words", "lang/es.json").map((row) => row.cell)).toEqual([
      "Improbable",
      "Remota",
      "Imposible",
      "Probable",
      "Imposible",
      "Remota",
    ]);
  });

  it("says Impossible, not 0%, in the exact setting too", () => {
    const exact = rows("exact");
    expect(exact.find((row) => row.key === "messyCritical")).toEqual({
      key: "messyCritical",
      bar: false,
      cell: "Impossible",
    });
    expect(exact.find((row) => row.key === "win")?.cell).toMatch(/^\d+\.\d\d%$/);
  });
});
