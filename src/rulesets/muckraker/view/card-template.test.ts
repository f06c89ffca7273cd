import { describe, expect, it } from "vitest";
import { templateEnvironment } from "../../../../gallery/handlebars.js";
import { muckCardContext, type MuckCardFields } from "./card-context.js";
import { muckCardFields } from "../../../../test/fixtures/card-fields.js";

// The Muck Roll card as Foundry renders it (real Handlebars, real lang file).
const env = templateEnvironment();
// Doubles on the white dice: a plot twist pending.
const doubles = muckCardFields([3, 3]);

function render(fields: MuckCardFields, mayAct = true): string {
  return env.render(
    "templates/muckraker/card.hbs",
    muckCardContext({ ...fields, actorName: "Nell" }, { mayAct, contentVisible: true }),
  );
}

describe("the Muck Roll card template", () => {
  it("offers the draw while the plot twist card is pending, to who may act only", () => {
    expect(render(doubles)).toContain('data-action="muckraker.drawPlotTwist"');
    expect(render(doubles, false)).not.toMatch(/<button/);
    expect(env.missingKeys.size).toBe(0);
  });

  it("shows the skill points the total adds, and the genetics bonus in the sum", () => {
    // Handlebars escapes "=" as &#x3D;, which the browser shows as "=".
    const text = (fields: MuckCardFields) => render(fields).replaceAll("&#x3D;", "=");
    expect(text({ ...doubles, white: [5, 4] })).toContain("Dice 9 + skill 2 = Total 11 against challenge number 8");
    expect(text({ ...doubles, white: [4, 1], skill: 1, genetics: "bonus", red: 5 })).toContain(
      "Dice 5 + skill 1 + 3 genetics = Total 9 against challenge number 8",
    );
  });

  it("says each thing once: a Draw button without 'being drawn' beside it, a failed power failing once", () => {
    const pending = render(doubles);
    expect(pending).not.toMatch(/being drawn|Waiting for/);
    expect(render(doubles, false)).toContain("Waiting for the plot-twist card to be drawn.");
    const failed = render({ ...doubles, white: [6, 1], genetics: "power", red: 11 });
    expect(failed.match(/the action fails/g)).toHaveLength(1);
    // Dormant still costs Stress (+1): the card shows the change, and claims nothing else.
    expect(failed).toContain("Stress 3 → 4");
    expect(failed).not.toContain("Nothing else changes");
  });

  it("shows the card drawn, its prompt and the Hazard Level rise, names escaped", () => {
    const html = render({
      ...doubles,
      twist: {
        name: "<i>Tower</i>",
        prompt: "Collapse.",
        img: "systems/fivefold/assets/tarot/x.svg",
        hazardBefore: 2,
        hazardAfter: 3,
        reshuffled: false,
      },
    });
    expect(html).toContain('src="systems/fivefold/assets/tarot/x.svg"');
    expect(html).toContain("&lt;i&gt;Tower&lt;/i&gt;");
    expect(html).toContain("Hazard Level 2 → 3");
    expect(html).not.toContain("muckraker.drawPlotTwist");
  });

  // Issue 33 item 9: the world's Hazard Level stops at 99 (muckraker/rules/hazard-level.ts).
  it("at Hazard Level 99 says the level rises no further, never 99 → 100, even on a card stored as 100", () => {
    const atTop = { name: "Tower", prompt: "Collapse.", img: "x.svg", hazardBefore: 99, reshuffled: false };
    for (const hazardAfter of [99, 100]) {
      const html = render({ ...doubles, twist: { ...atTop, hazardAfter } });
      expect(html).toContain("Hazard Level 99: already at its highest, it rises no further.");
      expect(html).not.toContain("100");
    }
    // Protected by genetics at 99: the protection is what the card says, not the highest level.
    const protectedTwist = render({
      ...doubles,
      white: [4, 4],
      genetics: "bonus",
      red: 5,
      twist: { ...atTop, hazardAfter: 99 },
    });
    expect(protectedTwist).not.toContain("already at its highest");
    expect(protectedTwist).toContain("Genetics manifest and protect them");
  });

  it("shows the red die and the tracker changes of the genetics result", () => {
    const html = render({ ...doubles, white: [4, 1], skill: 1, genetics: "bonus", red: 5 });
    expect(html).toContain("Red d12: 5");
    expect(html).toContain("Genetic 7 → 8");
    expect(html).toContain("Total 9 against challenge number 8");
  });
});

// A plot twist drawn from Fivefold's deck keeps its card's i18n key, worded in each viewer's
// language; a card stored before (no key), or a card the GM renamed (no key kept), shows its text.
describe("the plot twist card's words", () => {
  const spanish = templateEnvironment({ lang: "lang/es.json" });
  const twist = {
    name: "The Tower",
    prompt: "Something collapses in public.",
    img: "tower.svg",
    hazardBefore: 1,
    hazardAfter: 2,
    reshuffled: false,
  };
  const caption = (html: string) => /<figcaption>([\s\S]*?)<\/figcaption>/.exec(html)?.[1].replace(/\s+/g, " ");

  it("words a keyed card in Spanish, by hand: La Torre", () => {
    const html = spanish.render(
      "templates/muckraker/card.hbs",
      muckCardContext(
        { ...doubles, twist: { ...twist, key: "FIVEFOLD.Tarot.WD7ecJB6atcex5x6" }, actorName: "Nell" },
        { mayAct: true, contentVisible: true },
      ),
    );
    expect(caption(html)).toMatch(/^<strong>La Torre<\/strong> Algo se derrumba en público/);
    expect(html).toContain('alt="La Torre"');
  });

  it("keeps an old card's stored text, and never words a key from outside the tarot texts", () => {
    for (const key of [undefined, "", "FIVEFOLD.Error.Something"]) {
      const html = spanish.render(
        "templates/muckraker/card.hbs",
        muckCardContext(
          { ...doubles, twist: { ...twist, key }, actorName: "Nell" },
          { mayAct: true, contentVisible: true },
        ),
      );
      expect(caption(html)).toBe("<strong>The Tower</strong> Something collapses in public.");
    }
  });
});
