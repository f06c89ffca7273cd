import { describe, expect, it } from "vitest";
import { templateEnvironment } from "../../../../gallery/handlebars.js";
import { newRerollDraft, toggleDraftDie } from "./card-context.js";
import { decideV5Roll, type V5ContestFields } from "./contest-card.js";
import { v5ContestCardContext, type V5ContestViewer } from "./contest-context.js";
import { v5ContestSide } from "../../../../test/fixtures/card-fields.js";

// The contest card as Foundry renders it (real Handlebars, the real lang file, the partials the
// card's declared part loads): a side choosing the dice of its Willpower reroll.
const env = templateEnvironment();

const side = v5ContestSide;

/*
 * Counted by hand: Ada rolls normal dice 2 and 7 and a Hunger die 3 (1 success); the NPC rolls
 * a 7 (1 success): a tie, and Ada decides first. Rerolling the 2 (the rule's pre-selection, the
 * lowest failure) wins when the new die shows 6-10: 5 in 10, 50%. Rerolling the 2 and the 7
 * wins only when both show 6-10 (one success is a tie again): 25%.
 */
const fields: V5ContestFields = decideV5Roll(
  decideV5Roll(
    { botchRule: true, first: side("Ada", 3, 1, "Actor.ada"), second: side("NPC", 1, 0, "") },
    "first",
    [2, 7, 3],
  ),
  "second",
  [7],
);
const owner: V5ContestViewer = {
  contentVisible: true,
  mayAct: { first: true, second: false },
  willpower: { first: { max: 5, superficial: 0, aggravated: 0 }, second: null },
};
const faces = { normalDice: fields.first.normalDice, hungerDice: fields.first.hungerDice };

function render(draft: ReturnType<typeof newRerollDraft> | undefined): string {
  return env.render("templates/contest/card.hbs", v5ContestCardContext(fields, owner, { first: draft }));
}

const winRow = (html: string) => /<th scope="row">Win<\/th><td>([^<]*)<\/td>/.exec(html)?.[1];

describe("a V5 contest side choosing the dice of its Willpower reroll", () => {
  it("opens the V5 card's reroll panel, the rule's dice pre-selected, with the exact chance to win the contest", () => {
    const draft = newRerollDraft(faces);
    expect(draft.selection).toEqual([0]);
    const html = render(draft);
    expect(html).toContain('class="reroll-draft"');
    expect(winRow(html)).toBe("50.00%");
    expect(html).toContain('data-side="first" data-action="v5.contestReroll"');
    // The normal dice are toggles for this side; the Hunger die is not.
    expect(html.match(/data-action="v5-toggle-die" data-side="first"/g)).toHaveLength(2);
    expect(html).toContain('aria-pressed="true" aria-label="Reroll the die showing 2"');
    expect(env.missingKeys.size).toBe(0);
  });

  it("follows the player's choice: the 2 and the 7 win 25%", () => {
    const html = render(toggleDraftDie(newRerollDraft(faces), 1));
    expect(winRow(html)).toBe("25.00%");
    expect(html).toContain("Best: reroll 2 (50.00%\u00a0to\u00a0win).");
  });

  it("offers the reroll button, no panel, until the side opens it; the other side sees neither", () => {
    const html = render(undefined);
    expect(html).not.toContain("reroll-draft");
    expect(html).toContain('data-action="contest-reroll" data-side="first"');
    const onlooker = env.render(
      "templates/contest/card.hbs",
      v5ContestCardContext(
        fields,
        { ...owner, mayAct: { first: false, second: false } },
        { first: newRerollDraft(faces) },
      ),
    );
    expect(onlooker).not.toContain("reroll-draft");
    expect(onlooker).not.toContain("v5-toggle-die");
  });
});

// Issue 33 item 6: once both have rolled, either side may decide first (the seed, 004: the opponent may answer "after
// your reroll, if they haven't already"), so the card offers both sides their buttons at once.
describe("a V5 contest waiting for both sides' Willpower decisions", () => {
  const html = (viewer: V5ContestViewer) =>
    env.render("templates/contest/card.hbs", v5ContestCardContext(fields, viewer));

  it("offers Ada her buttons and tells her the card also waits for the NPC; an onlooker is told it waits for both", () => {
    const ada = html(owner);
    expect(ada).toContain('data-action="contest-reroll" data-side="first"');
    expect(ada).toContain("Waiting for NPC: Willpower reroll or Keep");
    const gm = html({ ...owner, mayAct: { first: true, second: true } });
    expect(gm).toContain('data-action="v5.contestKeep" data-side="second"');
    expect(gm).not.toContain("Waiting for");
    const onlooker = html({ ...owner, mayAct: { first: false, second: false } });
    expect(onlooker).toContain("Waiting for Ada and NPC: each may reroll with Willpower or Keep, in any order");
    expect(env.missingKeys.size).toBe(0);
  });
});

// A side's title is kept as the traits' keys and worded in each viewer's language; a side
// stored before (text only) keeps its text. Expected wording from lang/es.json by hand.
describe("a V5 contest side's title", () => {
  const spanish = templateEnvironment({ lang: "lang/es.json" });
  const label = (html: string) =>
    [...html.matchAll(/<span class="side-label">([^<]*)<\/span>/g)].map((match) => match[1]);
  const keyed = {
    ...side("Ada", 3, 1, "Actor.ada"),
    label: "Strength + Brawl",
    labelKeys: ["FIVEFOLD.V5.Attributes.strength", "FIVEFOLD.V5.Skills.brawl"],
    labelSpecialty: true,
  };
  const old = { ...side("NPC", 1, 0, ""), label: "Old text" };
  const contest: V5ContestFields = { botchRule: true, first: keyed, second: old };

  it("words the first side's keys in Spanish and keeps the old side's stored text", () => {
    expect(label(spanish.render("templates/contest/card.hbs", v5ContestCardContext(contest, owner)))).toEqual([
      "Fuerza + Pelea (Especialidad)",
      "Old text",
    ]);
    expect(label(env.render("templates/contest/card.hbs", v5ContestCardContext(contest, owner)))).toEqual([
      "Strength + Brawl (Specialty)",
      "Old text",
    ]);
  });
});
