import { describe, expect, it } from "vitest";
import { templateEnvironment } from "../../../../gallery/handlebars.js";
import { sunriderCardContext, type SunriderCardFields } from "./card-context.js";
import { sunriderDialogContext } from "./dialog-context.js";
import { sunriderContestSetupContext, sunriderSetupSide } from "./contest-setup.js";
import { sunriderCardFields } from "../../../../test/fixtures/card-fields.js";

// The Sunrider templates as Foundry renders them (real Handlebars, real lang file).
const env = templateEnvironment();
// Streetwise against difficulty 10: dice 5, 6, 4, 2 and a Chance Die of 1, a complication.
const complication = sunriderCardFields([5, 6, 4, 2], [1], { label: "Streetwise", difficulty: 10 });

describe("the Sunrider card template", () => {
  it("shows the Complication banner and the two buttons to who may act", () => {
    const html = env.render(
      "templates/sunrider/card.hbs",
      sunriderCardContext(
        { ...complication, actorName: "Kesh" },
        { mayAct: true, contentVisible: true, characterPoints: 1 },
      ),
    );
    expect(html).toContain("Complication");
    expect(html).toContain('data-action="sunrider.severity"');
    expect(html).toContain('data-action="sunrider.survive"');
    expect(html).toContain("Total 18 against difficulty 10");
    expect(env.missingKeys.size).toBe(0);
  });

  it("disables survival without Character Points and hides every button from onlookers", () => {
    const poor = env.render(
      "templates/sunrider/card.hbs",
      sunriderCardContext(
        { ...complication, actorName: "Kesh" },
        { mayAct: true, contentVisible: true, characterPoints: 0 },
      ),
    );
    expect(poor).toMatch(/data-action="sunrider.survive"[^>]*disabled/);
    const seen = env.render(
      "templates/sunrider/card.hbs",
      sunriderCardContext(
        { ...complication, actorName: "Kesh" },
        { mayAct: false, contentVisible: true, characterPoints: 1 },
      ),
    );
    expect(seen).not.toMatch(/<button/);
  });
});

describe("the Sunrider card's words", () => {
  it("names the severity face once: the table's own leading number is not repeated", () => {
    const html = env.render(
      "templates/sunrider/card.hbs",
      sunriderCardContext(
        {
          ...complication,
          severity: { face: 4, text: "4. Trouble: A new obstacle enters the scene." },
          actorName: "Kesh",
        },
        { mayAct: true, contentVisible: true, characterPoints: 1 },
      ),
    );
    expect(html).toContain("Severity 4: Trouble: A new obstacle enters the scene.");
    expect(html).not.toContain("4. Trouble");
  });

  it("keeps a GM's own severity text whole when it does not start with the face", () => {
    const html = env.render(
      "templates/sunrider/card.hbs",
      sunriderCardContext(
        { ...complication, severity: { face: 2, text: "2 guards hear it." }, actorName: "Kesh" },
        { mayAct: true, contentVisible: true, characterPoints: 1 },
      ),
    );
    expect(html).toContain("Severity 2: 2 guards hear it.");
  });

  it("keeps the Complication's explanation and the survival button short, the explanation opening on demand", () => {
    const html = env.render(
      "templates/sunrider/card.hbs",
      sunriderCardContext(
        { ...complication, actorName: "Kesh" },
        { mayAct: true, contentVisible: true, characterPoints: 2 },
      ),
    );
    expect(html).toMatch(/<details class="complication-help">\s*<summary class="banner">Complication<\/summary>/);
    expect(html).toContain(">Escape certain death: 1 CP (2\u00a0left)</button>");
  });

  // The button says what the point saves the character from, on a clean success too (RULES.md).
  it("offers the point on a clean success, its button naming certain death, and says what it did once spent", () => {
    // 5 + 6 + Chance Die 4 = 15 against 10: a success with no complication.
    const success = sunriderCardFields([5, 6], [4], { label: "Streetwise", difficulty: 10 });
    const draw = (fields: SunriderCardFields) =>
      env.render(
        "templates/sunrider/card.hbs",
        sunriderCardContext(
          { ...fields, actorName: "Kesh" },
          { mayAct: true, contentVisible: true, characterPoints: 2 },
        ),
      );
    expect(draw(success)).toContain(">Escape certain death: 1 CP (2\u00a0left)</button>");
    const spent = draw({ ...success, saved: true });
    expect(spent).not.toContain('data-action="sunrider.survive"');
    expect(spent).toContain("A Character Point was spent: by sheer luck, the character escapes certain death.");
  });
});

describe("the Sunrider dialog template", () => {
  it("lists the working, the cap included, and ticks the bonuses asked for", () => {
    const character = {
      traits: [{ name: "Firearms", dice: 3, kind: "skill" as const }],
      bonuses: [
        { id: "a", name: "Smartgun link", kind: "equipment" as const, dice: 2, skills: ["Firearms"] },
        { id: "b", name: "Hunter's eye", kind: "speciesAbility" as const, dice: 3, skills: ["Firearms"] },
      ],
      characterPoints: 0,
    };
    const html = env.render("templates/sunrider/dialog.hbs", {
      ...sunriderDialogContext(character, {
        trait: 0,
        bonuses: ["a", "b"],
        time: 0,
        synergy: -1,
        actions: 1,
        rush: 0,
        cp: false,
        modifier: 0,
        difficulty: 15,
        rollMode: "publicroll",
      }),
      rootId: "d",
    });
    expect(html).toContain("Bonus 5D capped at 3D");
    expect(html).toContain("Roll 6D: 5 regular dice and the Chance Die, against 15.");
    expect(html.match(/name="bonuses" value="[ab]" checked/g)).toHaveLength(2);
    expect(html).toMatch(/id="d-sunrider-cp"[^>]*disabled/);
  });
});

describe("the Sunrider contest setup template", () => {
  // A character with a Scope naming Blaster, and a complementary skill; the second side an NPC.
  const kira = {
    uuid: "Actor.kira",
    name: "Kira",
    traits: [
      { name: "Blaster", dice: 4, kind: "skill" as const },
      { name: "Dodge", dice: 5, kind: "skill" as const },
    ],
    bonuses: [{ id: "scope", name: "Scope", kind: "equipment" as const, dice: 2, skills: ["Blaster"] }],
    characterPoints: 1,
  };

  it("offers each side the roll dialog's inputs: bonus Items (those naming the trait ticked), synergy, time and actions; an NPC its bonus dice", () => {
    const context = sunriderContestSetupContext(
      { first: sunriderSetupSide(kira.uuid), second: sunriderSetupSide(""), rollMode: "publicroll" },
      [kira],
    );
    const html = env.render("templates/contest/setup.hbs", { rootId: "setup", ...context });
    expect(html).toMatch(/name="first\.bonuses" value="scope" checked/);
    expect(html).toContain('name="first.synergy"');
    expect(html).toContain("Dodge 5D → 1D");
    for (const side of ["first", "second"]) {
      expect(html).toContain(`name="${side}.time"`);
      expect(html).toContain(`name="${side}.actions"`);
    }
    expect(html).toContain('name="second.bonus"');
    expect(html).not.toContain('name="second.bonuses"');
    expect(env.missingKeys.size).toBe(0);
  });

  // RULES.md, Sunrider step 3: a Character Point paid in this combat round covers every roll of that round, so the
  // contest charges nothing more (characterPointCharge); the box says so as the roll dialog's does, from the same
  // `pointPaid` the actor's reading sets. The label words, by hand from the lang files.
  const paidLabel = (lang: "en" | "es", pointPaid: boolean) => {
    const html = templateEnvironment({ lang: `lang/${lang}.json` }).render("templates/contest/setup.hbs", {
      rootId: "setup",
      ...sunriderContestSetupContext(
        { first: sunriderSetupSide(kira.uuid), second: sunriderSetupSide(""), rollMode: "publicroll" },
        [{ ...kira, characterPoints: 0, pointPaid }],
      ),
    });
    // The lang files keep a number and its word together with no-break spaces; read as plain spaces here.
    return /<label for="setup-first-cp">([^<]*)<\/label>/.exec(html)?.[1].replace(/\u00a0/g, " ");
  };

  it.for([
    ["en", "Character Point already paid this combat round: base dice doubled, nothing more to pay"],
    ["es", "Punto de Personaje ya pagado en este asalto del combate: dados base duplicados, sin pagar más"],
  ] as const)("words a side's point paid this combat round as paid, as the roll dialog does (%s)", ([lang, paid]) => {
    expect(paidLabel(lang, true)).toBe(paid);
  });

  it("offers to spend a point when none is paid this round", () => {
    expect(paidLabel("en", false)).toBe("Spend a Character Point (doubles the dice; 0 left)");
    expect(paidLabel("es", false)).toBe("Gastar un Punto de Personaje (dobla los dados; quedan 0)");
  });
});

// A severity drawn from Fivefold's table keeps its result's i18n key, worded in each viewer's
// language; one stored before (no key), or a result the GM rewrote (no key kept), shows its text.
describe("the Complication Severity on the card", () => {
  const spanish = templateEnvironment({ lang: "lang/es.json" });
  const line = (html: string) => /<p class="severity">([^<]*)<\/p>/.exec(html)?.[1].replace(/\s+/g, " ");
  const draw = (severity: SunriderCardFields["severity"]) =>
    spanish.render(
      "templates/sunrider/card.hbs",
      sunriderCardContext(
        { ...complication, severity, actorName: "Kesh" },
        { mayAct: true, contentVisible: true, characterPoints: 1 },
      ),
    );

  it("words a keyed result in Spanish (by hand: Problema)", () => {
    expect(
      line(draw({ face: 4, text: "4. Trouble: A new obstacle.", key: "FIVEFOLD.Severity.Pdrv0x7p0dDY6FrD" })),
    ).toMatch(/^Gravedad 4: Problema: /);
  });

  it("keeps an old result's text, and never words a key from outside the severity texts", () => {
    for (const key of [undefined, "", "FIVEFOLD.Error.Something"])
      expect(line(draw({ face: 4, text: "4. Trouble: A new obstacle.", key }))).toBe(
        "Gravedad 4: Trouble: A new obstacle.",
      );
  });
});

// The card shows how its pool was reached, step by step in the rule text's order, as the
// dialog does: base, staged actions, the Character Point, the bonus, the pool. By hand: 6D base,
// 2 actions leave 3D, a Character Point doubles it to 6D, no bonus: a 6D pool.
describe("the Sunrider card's pool", () => {
  const cardLine = (fields: Partial<SunriderCardFields>, lang?: string) => {
    const html = templateEnvironment(lang ? { lang } : {}).render(
      "templates/sunrider/card.hbs",
      sunriderCardContext(
        { ...complication, ...fields, actorName: "Kesh" },
        { mayAct: true, contentVisible: true, characterPoints: 1 },
      ),
    );
    return /<p class="card-kind">([\s\S]*?)<\/p>/
      .exec(html)?.[1]
      .replace(/<[^>]*>/g, "")
      .replace(/\s+/g, " ")
      .trim();
  };

  it("reads base; staged; Character Point = pool, each step saying what it does, in English and Spanish", () => {
    const fields = { base: 6, actions: 2, cp: true, dice: [4, 4, 2, 6, 5], chance: [2] };
    expect(cardLine(fields)).toBe("Base 6D; 2 actions leave 3D; a Character Point doubles that to 6D = 6D pool");
    expect(cardLine(fields, "lang/es.json")).toBe(
      "Reserva base 6D; 2 acciones dejan 3D; un Punto de Personaje lo duplica a 6D = reserva de 6D",
    );
  });

  it("says only the pool when it is its base alone: 5D", () => {
    expect(cardLine({ base: 5 })).toBe("5D pool");
  });

  it("adds a capped bonus after the base, then the pool: 3D + 3D (5D capped) = 6D", () => {
    expect(cardLine({ base: 3, bonus: 5, bonusNames: ["Smartgun link"], dice: [1, 2, 3, 4, 5], chance: [2] })).toBe(
      "Base 3D; bonus 5D capped at 3D (Smartgun link) = 6D pool",
    );
  });
});
