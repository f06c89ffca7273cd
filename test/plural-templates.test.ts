import { describe, expect, it } from "vitest";
import { ALL_FIXTURES } from "../gallery/fixtures/index.js";
import { templateEnvironment } from "../gallery/handlebars.js";

// Where a number meets a word on a sheet or card, the word agrees with it in each language
// (src/foundry/ui/i18n.ts countedText). Expected text written by hand from each fixture's numbers.
const fixture = (id: string) => {
  const found = ALL_FIXTURES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no fixture ${id}`);
  return found;
};
const render = (id: string, lang?: string) =>
  templateEnvironment(lang ? { lang } : {}).render(fixture(id).template, { rootId: id, ...fixture(id).context });
const counts = (html: string) => [...html.matchAll(/<span class="count">([^<]*)<\/span>/g)].map((match) => match[1]);

describe("numbers and the words they meet", () => {
  it("agree on the V5 sheet's Willpower (1 superficial, 1 aggravated) and Health (2, 0)", () => {
    expect(counts(render("v5-sheet-play", "lang/es.json"))).toEqual([
      "3",
      "1 superficial y 1 agravado de 5",
      "2 superficiales y 0 agravados de 5",
      "7",
    ]);
    expect(counts(render("v5-sheet-play"))).toEqual([
      "3",
      "1 superficial, 1 aggravated of 5",
      "2 superficial, 0 aggravated of 5",
      "7",
    ]);
  });

  it("agree on the Murk card's Stress history: 3 mitigated", () => {
    expect(render("murk-card-stress", "lang/es.json")).toContain("Estrés 4, 3 mitigados (3 de Potencial): recibió 1.");
    expect(render("murk-card-stress")).toContain("4 Stress, 3 mitigated (3 Potential): took 1.");
  });
});
