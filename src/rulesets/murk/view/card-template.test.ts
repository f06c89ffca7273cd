import { describe, expect, it } from "vitest";
import { templateEnvironment } from "../../../../gallery/handlebars.js";
import { ALL_FIXTURES } from "../../../../gallery/fixtures/index.js";
import { murkCardContext, type MurkCardFields, type MurkCardViewer } from "./card-context.js";
import { potentialCardContext } from "./potential-card-context.js";
import { murkCardFields } from "../../../../test/fixtures/murk-card-fields.js";

// The Murk card templates as Foundry renders them (real Handlebars, real lang file): what each viewer gets.
const env = templateEnvironment();
// A botch: a failure (2 + 4 + 1 against DR 10) whose attribute die shows 1; Mara's 12 Potential settled.
const botch: MurkCardFields = murkCardFields([2, 4], [1], {
  label: "Nerve",
  die: 4,
  settled: { before: 12, spent: 0, gained: 0, lost: 0, after: 12 },
  revision: 4,
});
const owner: MurkCardViewer = { mayAct: true, contentVisible: true, potential: 6 };

function render(fields: MurkCardFields, viewer: MurkCardViewer): string {
  return env.render("templates/murk/card.hbs", murkCardContext({ ...fields, actorName: "Mara" }, viewer));
}

describe("the Murk card template", () => {
  it("gives who may act Negate Botch, Boost and Take Stress, and nobody else any button", () => {
    const html = render(botch, owner);
    expect(html).toContain('data-action="murk.negateBotch"');
    expect(html).toContain('data-action="murk.boost"');
    expect(html).toContain('data-action="murk.takeStress"');
    expect(html).toContain('data-revision="4"');
    expect(render(botch, { ...owner, mayAct: false })).not.toMatch(/<button|<input/);
    expect(env.missingKeys.size).toBe(0);
  });

  it("opens Boost and what an outcome can mean on demand, and says once that nothing was gained", () => {
    const html = render(botch, owner);
    expect(html).toMatch(/<details class="consequences">\s*<summary>What this can mean<\/summary>/);
    expect(html).toMatch(/<details class="boost-panel">\s*<summary>Boost<\/summary>/);
    expect(html).not.toMatch(/<details[^>]*\bopen\b/);
    expect(html).toContain("Potential stays at 12: nothing gained.");
    expect(html).not.toContain("12 → 12");
  });

  it("disables what the Potential cannot pay", () => {
    const html = render(botch, { ...owner, potential: 1 });
    expect(html).toMatch(/data-action="murk.negateBotch" disabled/);
    expect(html).toMatch(/data-action="murk.boost" disabled/);
  });

  it("says plainly what the cap swallowed", () => {
    const html = render(
      { ...botch, base: [6, 6], attribute: [3], settled: { before: 14, spent: 0, gained: 2, lost: 4, after: 16 } },
      owner,
    );
    expect(html).toContain("Surge (doubles): +6");
    expect(html).toContain("The cap swallowed 4");
    expect(html).toContain("Potential at the roll: 14 → 16");
  });

  it("shows a blind roll's player only its title", () => {
    const html = render(botch, { ...owner, contentVisible: false });
    expect(html).toContain("Nerve");
    expect(html).not.toContain("die-face");
  });
});

describe("the Murk Potential card template", () => {
  it("lists every character at the End of Episode, names escaped", () => {
    const html = env.render(
      "templates/murk/potential-card.hbs",
      potentialCardContext(
        { kind: "episode", entries: [{ id: "a", name: "<b>Mara</b>", potential: 9, xpBefore: 1, xpAfter: 10 }] },
        null,
      ),
    );
    expect(html).toContain("9 unspent Potential became XP");
    expect(html).toContain("&lt;b&gt;Mara&lt;/b&gt;");
    expect(html).toContain("1 → 10");
  });

  it("shows the Burden's d6 and the resource an Activate bought", () => {
    const burden = env.render(
      "templates/murk/potential-card.hbs",
      potentialCardContext(
        { kind: "burden", burden: "Greed", gain: { die: 5, before: 4, gained: 5, lost: 0, after: 9 } },
        "Mara",
      ),
    );
    expect(burden).toContain("+5 Potential");
    const activate = env.render(
      "templates/murk/potential-card.hbs",
      potentialCardContext(
        {
          kind: "activate",
          cost: 5,
          potentialBefore: 9,
          potentialAfter: 4,
          resource: "favor",
          resourceBefore: 0,
          resourceAfter: 1,
        },
        "Mara",
      ),
    );
    expect(activate).toContain("5 Potential spent to regain 1 Favor");
    expect(activate).toContain("Favor 0 → 1");
  });
});

// Each Murk card reads as one story: what the roll earned when it was made, then what was
// spent after it, then what is left. Wording by hand, from the gallery's fixtures' numbers.
describe("the Murk card's story", () => {
  const text = (id: string) => {
    const fixture = ALL_FIXTURES.find((candidate) => candidate.id === id);
    if (!fixture) throw new Error(`no fixture ${id}`);
    return templateEnvironment()
      .render(fixture.template, fixture.context)
      .replace(/<[^>]*>/g, " ")
      .replace(/\s+/g, " ");
  };

  it("says the Grinder came from the roll as first made, and the Potential change is the roll's", () => {
    const boosted = text("murk-card-boosted");
    expect(boosted).toContain("Potential at the roll: 12 → 9");
    expect(boosted).toContain("Grinder (the roll as made failed, without a botch): +1");
    expect(boosted).toContain("Boosted +3 after the roll (6 Potential).");
    expect(boosted).toContain("3 Potential to spend now");
  });

  it("words each Stress taken the same way, mitigated or not", () => {
    const stress = text("murk-card-stress");
    expect(stress).toContain("4 Stress, 3 mitigated (3 Potential): took 1.");
    expect(stress).toContain("1 Stress, none mitigated: took 1.");
  });
});
