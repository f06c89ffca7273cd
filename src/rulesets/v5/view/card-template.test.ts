import { describe, expect, it } from "vitest";
import { templateEnvironment } from "../../../../gallery/handlebars.js";
import { cardStateFrom, newRerollDraft, v5CardContext, type V5CardFields, type V5CardViewer } from "./card-context.js";
import { v5CardFields } from "../../../../test/fixtures/card-fields.js";

// The card template as Foundry renders it (real Handlebars, real lang file): what each viewer gets.
const env = templateEnvironment();
const roll: V5CardFields = v5CardFields({ label: "Wits + Awareness", normalDice: [2, 6, 1], hungerDice: [10, 4] });
const state = cardStateFrom(roll, "Ada");
const owner: V5CardViewer = {
  mayAct: true,
  contentVisible: true,
  willpower: { max: 5, superficial: 1, aggravated: 0 },
};

function render(viewer: V5CardViewer, draft = false): string {
  return env.render("templates/v5/card.hbs", v5CardContext(state, viewer, draft ? newRerollDraft(state.faces) : null));
}

describe("the V5 card template", () => {
  it("gives who may act the Willpower reroll button, and nobody else any button", () => {
    expect(render(owner)).toContain('data-action="v5-willpower"');
    expect(render({ ...owner, mayAct: false })).not.toMatch(/<button/);
  });

  it("marks Hunger dice and shows the outcome", () => {
    const html = render(owner);
    expect(html.match(/class="die hunger/g)).toHaveLength(2);
    expect(html).toContain("Failure");
    expect(env.missingKeys.size).toBe(0);
  });

  it("counts one success in the singular, and others in the plural", () => {
    const one = env.render(
      "templates/v5/card.hbs",
      v5CardContext(cardStateFrom({ ...roll, normalDice: [2, 6, 1], hungerDice: [3, 4] }, "Ada"), owner),
    );
    expect(one).toContain("1 success against difficulty 3.");
    const none = env.render(
      "templates/v5/card.hbs",
      v5CardContext(cardStateFrom({ ...roll, normalDice: [2, 3, 1], hungerDice: [3, 4] }, "Ada"), owner),
    );
    expect(none).toContain("0 successes against difficulty 3.");
    const spanish = templateEnvironment({ lang: "lang/es.json" }).render(
      "templates/v5/card.hbs",
      v5CardContext(cardStateFrom({ ...roll, normalDice: [2, 6, 1], hungerDice: [3, 4] }, "Ada"), owner),
    );
    expect(spanish).toContain("1 éxito contra dificultad 3.");
  });

  it("tells a Hunger die that succeeded from one that failed, by class and by name", () => {
    const html = render(owner);
    expect(html).toContain('<li class="die hunger success critical">');
    expect(html).toContain('aria-label="Hunger die showing 10: a success"');
    expect(html).toContain('<li class="die hunger">');
    expect(html).toContain('aria-label="Hunger die showing 4"');
    expect(html).toContain('aria-label="Die showing 6: a success"');
  });

  it("keeps what an outcome can mean closed until asked for", () => {
    const messy = env.render(
      "templates/v5/card.hbs",
      v5CardContext(cardStateFrom({ ...roll, normalDice: [10, 2, 9], hungerDice: [10, 3] }, "Ada"), owner),
    );
    expect(messy).toMatch(/<details class="consequences">\s*<summary>What this can mean<\/summary>/);
    expect(messy).not.toMatch(/<details[^>]*\bopen\b/);
  });

  it("says what a Remorse roll did to Humanity and the Stains", () => {
    const remorse: V5CardFields = {
      label: "Remorse",
      pool: 3,
      hunger: 0,
      difficulty: 1,
      kind: "no-hunger",
      botchRule: true,
      normalDice: [3, 5, 2],
      hungerDice: [],
      remorse: true,
      humanityBefore: 5,
      humanityAfter: 4,
      stainsBefore: 2,
    };
    const html = env.render("templates/v5/card.hbs", v5CardContext(cardStateFrom(remorse, "Ada"), owner));
    expect(html).toContain("No success: Humanity drops from 5 to 4.");
    expect(html).toContain("Stains cleared: 2.");
    expect(html).not.toMatch(/<button/);
    expect(env.missingKeys.size).toBe(0);
  });

  // RULES.md, Impairment: the card records it; Stains: the card says when a Stain wounded Willpower.
  it("says the pool was Impaired, and a Stain that became aggravated Willpower damage", () => {
    const impaired = env.render(
      "templates/v5/card.hbs",
      v5CardContext(cardStateFrom({ ...roll, impaired: "physical" }, "Ada"), owner),
    );
    expect(impaired).toContain("Impaired (every Health box damaged): −2 dice to this pool, never below 1.");
    expect(render(owner)).not.toContain("Impaired");
    const overflowed: V5CardFields = {
      ...roll,
      normalDice: [2, 6, 3],
      hungerDice: [1, 4],
      stainTaken: true,
      stainOverflow: 1,
    };
    expect(env.render("templates/v5/card.hbs", v5CardContext(cardStateFrom(overflowed, "Ada"), owner))).toContain(
      "No Humanity box was left empty: the Stain inflicted 1 aggravated Willpower damage instead.",
    );
    expect(env.missingKeys.size).toBe(0);
  });

  it("shows a blind roll's player only its title", () => {
    const html = render({ ...owner, contentVisible: false });
    expect(html).toContain("Wits + Awareness");
    expect(html).not.toContain("die-face");
    expect(html).not.toMatch(/<button/);
  });

  it("turns the normal dice into toggles while a reroll is chosen, never the Hunger dice", () => {
    const html = render(owner, true);
    expect(html.match(/data-action="v5-toggle-die"/g)).toHaveLength(3);
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(2);
    expect(html).toContain('data-action="v5.willpowerReroll"');
  });
});

describe("the V5 card's Blood Surge line", () => {
  // A Surge adds the Blood Potency's surge dice (docs/rulesets/v5.md: Blood Potency 0 adds 1, 2 adds 2).
  const surged = (dice: number, lang = "lang/en.json") =>
    templateEnvironment({ lang }).render(
      "templates/v5/card.hbs",
      v5CardContext(
        cardStateFrom({ ...roll, surgeDice: dice, surgeRouse: [7], hungerBefore: 2, hungerAfter: 2 }, "Ada"),
        owner,
      ),
    );

  it("says one die in the singular and more in the plural", () => {
    expect(surged(1)).toContain("Blood Surge: +1 die. Its Rouse check shows 7:");
    expect(surged(2)).toContain("Blood Surge: +2 dice. Its Rouse check shows 7:");
    expect(surged(1, "lang/es.json")).toContain("Oleada de Sangre: +1 dado. Su chequeo de Despertar muestra 7:");
  });
});

// A card's title is what was rolled (trait keys, a kind), worded in each viewer's language
// when drawn; a card stored before that keeps its title text. Expected wording from lang/*.json by hand.
describe("the V5 card's title", () => {
  const spanish = templateEnvironment({ lang: "lang/es.json" });
  const title = (html: string) => /<h3 class="card-title">([^<]*)<\/h3>/.exec(html)?.[1];
  const keyed: V5CardFields = {
    ...roll,
    label: "Dexterity + Firearms",
    labelKeys: ["FIVEFOLD.V5.Attributes.dexterity", "FIVEFOLD.V5.Skills.firearms"],
  };

  it("words trait keys in the viewer's language, whatever the roller's language was", () => {
    expect(title(env.render("templates/v5/card.hbs", v5CardContext(cardStateFrom(keyed, "Ada"), owner)))).toBe(
      "Dexterity + Firearms",
    );
    expect(title(spanish.render("templates/v5/card.hbs", v5CardContext(cardStateFrom(keyed, "Ada"), owner)))).toBe(
      "Destreza + Armas de fuego",
    );
  });

  it("adds the specialty, and words a Rouse check, Remorse and a blind card's title too", () => {
    const specialty = { ...keyed, labelSpecialty: true };
    expect(title(spanish.render("templates/v5/card.hbs", v5CardContext(cardStateFrom(specialty, "Ada"), owner)))).toBe(
      "Destreza + Armas de fuego (Especialidad)",
    );
    const rouse = {
      ...roll,
      label: "Rouse check",
      labelKeys: ["FIVEFOLD.V5.Kind.rouse"],
      kind: "rouse" as const,
      pool: 1,
      hunger: 0,
      difficulty: 1,
      normalDice: [4],
      hungerDice: [],
    };
    expect(title(spanish.render("templates/v5/card.hbs", v5CardContext(cardStateFrom(rouse, "Ada"), owner)))).toBe(
      "Chequeo de Despertar",
    );
    const remorse = { ...roll, label: "Remorse", labelKeys: ["FIVEFOLD.V5.Dialog.Remorse"] };
    expect(
      title(
        spanish.render(
          "templates/v5/card.hbs",
          v5CardContext(cardStateFrom(remorse, "Ada"), { ...owner, contentVisible: false }),
        ),
      ),
    ).toBe("Remordimiento");
  });

  it("keeps an old card's stored title (no keys), and never draws a key from outside the V5 texts", () => {
    expect(title(spanish.render("templates/v5/card.hbs", v5CardContext(cardStateFrom(roll, "Ada"), owner)))).toBe(
      "Wits + Awareness",
    );
    const forged = { ...roll, labelKeys: ["FIVEFOLD.Error.Something", "<b>"] };
    expect(title(spanish.render("templates/v5/card.hbs", v5CardContext(cardStateFrom(forged, "Ada"), owner)))).toBe(
      "Wits + Awareness",
    );
  });
});
