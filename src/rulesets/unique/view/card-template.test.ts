import { describe, expect, it } from "vitest";
import { templateEnvironment } from "../../../../gallery/handlebars.js";
import { uniqueCardContext, type UniqueCardFields } from "./card-context.js";

// The Unique Dice card as Foundry renders it (real Handlebars, real lang file).
const env = templateEnvironment();
const leanne: UniqueCardFields = {
  label: "Precision",
  pool: 5,
  target: 15,
  tense: true,
  dice: [2, 4, 4, 4, 5],
  pushes: [],
  crisisMark: null,
};
const owner = { mayAct: true, contentVisible: true, hasCharacter: true };

function render(fields: UniqueCardFields, viewer = owner): string {
  return env.render("templates/unique/card.hbs", uniqueCardContext({ ...fields, actorName: "Leanne" }, viewer));
}

describe("the Unique Dice card template", () => {
  it("strikes through the discarded duplicates and offers the push with its crisis chance", () => {
    const html = render(leanne);
    expect(html.match(/<del class="die-face"/g)).toHaveLength(2);
    expect(html).toContain("Roll Total 11 against target 15");
    expect(html).toContain('data-action="unique.push" data-pushes="0"');
    expect(html).toContain("Next push: 50.00% chance of a crisis");
    // The chance is said once, in the line above the button.
    expect(html).toContain(">Push your luck</button>");
    expect(env.missingKeys.size).toBe(0);
  });

  it("with no known target shows the total, offers the push, and leaves success to the GM", () => {
    const html = render({ ...leanne, target: null, pushes: [{ value: 6, crisis: false }] });
    expect(html).toContain("Roll Total 17");
    // The total is said once: the headline leaves the call to the GM, not "Roll Total announced".
    expect(html).toContain("The GM decides");
    expect(html).not.toContain("announced");
    expect(html).toContain('data-action="unique.push" data-pushes="1"');
    expect(html).toContain("Next push: 66.67% chance of a crisis. There is no known target");
    expect(html).not.toContain("chance of success");
    expect(env.missingKeys.size).toBe(0);
  });

  it("after a crisis offers Physical and Mental with a description field, then shows the mark", () => {
    const crisis = {
      ...leanne,
      pushes: [
        { value: 1, crisis: false },
        { value: 5, crisis: true },
      ],
    };
    const html = render(crisis);
    expect(html).not.toContain("unique.push");
    expect(html.match(/data-action="unique.crisis"/g)).toHaveLength(2);
    expect(html).toContain('name="crisisDescription"');
    // The headline says "Crisis: the action fails"; the panel does not say it again.
    expect(html).toContain("Crisis: the action fails");
    expect(html).not.toContain("Pushed too far");
    const marked = render({ ...crisis, crisisMark: { kind: "physical", description: "A badly broken leg" } });
    expect(marked).toContain("Physical crisis marked:");
    expect(marked).not.toContain("unique.crisis");
  });

  it("gives onlookers no buttons", () => {
    expect(render(leanne, { ...owner, mayAct: false })).not.toMatch(/<button/);
  });
});

describe("a target of 0", () => {
  it("is still shown as the target (0 is a number the GM may ask for, not the absence of one)", () => {
    const env = templateEnvironment();
    const card = { label: "Strength", pool: 2, target: 0, tense: false, dice: [3, 4], pushes: [], crisisMark: null };
    const html = env.render(
      "templates/unique/card.hbs",
      uniqueCardContext({ ...card, actorName: "Brian" }, { mayAct: true, contentVisible: true, hasCharacter: true }),
    );
    expect(html).toContain("Roll Total 7 against target 0");
  });
});
