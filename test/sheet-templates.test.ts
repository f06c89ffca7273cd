import { describe, expect, it } from "vitest";
import { templateEnvironment } from "../gallery/handlebars.js";
import { ALL_FIXTURES } from "../gallery/fixtures/index.js";
import { V5_SHEET_TABS } from "../src/rulesets/v5/view/sheet-context.js";

// The sheet templates as Foundry renders them (real Handlebars, real lang file), with the
// gallery's fixtures. Foundry behaviours relied on (FOUNDRY-RUNTIME.md "Sheets and forms"):
// DocumentSheetV2's `editImage` action runs on `<img data-action="editImage" data-edit="img">`;
// V13 edits HTML fields with `<prose-mirror>`; DocumentSheetV2's context names the window
// (`rootId`, fvtt-types api/document-sheet.d.mts) and ids must be unique per open window.
const env = templateEnvironment();
const sheets = ALL_FIXTURES.filter((fixture) => /templates\/\w+\/(sheet|item-\w+)\.hbs$/.test(fixture.template));
type SheetContext = { editable?: boolean; editing?: boolean };

function render(fixture: (typeof sheets)[number], rootId = fixture.id): string {
  return env.render(fixture.template, { rootId, enriched: {}, ...fixture.context });
}

const ids = (html: string) => [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);

describe("the sheet templates", () => {
  it("cover the five actor sheets and five item sheets", () => {
    expect(new Set(sheets.map((fixture) => fixture.template)).size).toBe(10);
  });

  it.each(
    sheets
      .filter((fixture) => (fixture.context as SheetContext).editable)
      .map((fixture) => [fixture.id, fixture] as const),
  )("%s: an editable sheet changes its image with the editImage action", (_id, fixture) => {
    expect(render(fixture)).toMatch(/<img class="(portrait|item-image)"[^>]* data-action="editImage" data-edit="img"/);
  });

  it.each(
    sheets
      .filter((fixture) => (fixture.context as SheetContext).editable === false)
      .map((fixture) => [fixture.id, fixture] as const),
  )("%s: a read-only sheet offers no image change and no delete, but opens items to read", (_id, fixture) => {
    const html = render(fixture);
    expect(html).not.toContain('data-action="editImage"');
    expect(html).not.toContain('data-action="deleteItem"');
    if (html.includes("data-item-id")) expect(html).toContain('data-action="editItem"');
  });

  it.each(
    sheets
      .filter((fixture) => (fixture.context as SheetContext).editing)
      .map((fixture) => [fixture.id, fixture] as const),
  )("%s: in edit mode rows are not draggable and HTML fields use the prose-mirror editor", (_id, fixture) => {
    const html = render(fixture);
    expect(html).not.toContain('draggable="true"');
    expect(html).not.toContain("<textarea");
    expect(html).toMatch(/<prose-mirror [^>]*name="system\.(notes|cover|evidence)"/);
  });

  it("in play mode rows may be dragged to the hotbar", () => {
    const play = sheets.filter(
      (fixture) => (fixture.context as SheetContext).editable && (fixture.context as SheetContext).editing === false,
    );
    expect(play.length).toBeGreaterThan(4);
    for (const fixture of play)
      if (/data-macro-/.test(render(fixture))) expect(render(fixture), fixture.id).toContain('draggable="true"');
  });

  it.each(sheets.map((fixture) => [fixture.id, fixture] as const))(
    "%s: two open windows share no element id",
    (_id, fixture) => {
      const first = ids(render(fixture, "Window-A"));
      const second = ids(render(fixture, "Window-B"));
      expect(new Set(first).size).toBe(first.length);
      expect(first.filter((id) => second.includes(id))).toEqual([]);
    },
  );

  it("item sheets edit the description with prose-mirror and show it enriched when read-only", () => {
    const items = sheets.filter((fixture) => fixture.template.includes("/item-"));
    for (const fixture of items) {
      const editable = env.render(fixture.template, {
        rootId: "A",
        enriched: { description: "<p>Rich</p>" },
        ...fixture.context,
        editable: true,
      });
      expect(editable, fixture.id).toMatch(/<prose-mirror [^>]*name="system\.description"[^>]*>\s*<p>Rich<\/p>/);
      const readOnly = env.render(fixture.template, {
        rootId: "A",
        enriched: { description: "<p>Rich</p>" },
        ...fixture.context,
        editable: false,
      });
      expect(readOnly, fixture.id).toContain('<div class="prose"><p>Rich</p></div>');
    }
  });

  it.each(
    sheets.filter((fixture) => /\/sheet\.hbs$/.test(fixture.template)).map((fixture) => [fixture.id, fixture] as const),
  )("%s: items open by their name in play mode; ✎ and ✕ only in edit mode", (_id, fixture) => {
    const html = render(fixture);
    const editing = (fixture.context as SheetContext).editing;
    if (!html.includes("data-item-id")) return;
    expect(html.includes("✎"), "✎").toBe(Boolean(editing));
    expect(html.includes("✕") && html.includes('data-action="deleteItem"'), "✕").toBe(Boolean(editing));
    if (!editing) expect(html).toMatch(/<button type="button" class="item-name open-item" data-action="editItem"/);
  });

  it.each(
    sheets.filter((fixture) => fixture.template.includes("/item-")).map((fixture) => [fixture.id, fixture] as const),
  )(
    "%s: an item sheet opens with a header of its image and name; read-only, nothing looks like a field",
    (_id, fixture) => {
      for (const editable of [true, false]) {
        const html = env.render(fixture.template, { rootId: "A", enriched: {}, ...fixture.context, editable });
        const header = /<header class="item-header">([\s\S]*?)<\/header>/.exec(html)?.[1] ?? "";
        expect(header, `editable ${editable}`).toContain('class="item-image"');
        expect(header, `editable ${editable}`).toMatch(
          editable ? /<input class="item-title" type="text" name="name"/ : /<h1 class="item-title">/,
        );
        if (!editable) expect(html).not.toMatch(/<input|<select|<textarea|disabled/);
      }
    },
  );

  it("the V5 sheet: a tab button for each of its TABS and one tab shown, the trackers above them", () => {
    // The tabs a player reaches, written by hand: what each holds.
    const tabs: Record<string, string> = {
      traits: 'class="attributes"',
      powers: 'class="powers"',
      merits: 'class="traits"',
      notes: 'class="notes"',
    };
    expect(V5_SHEET_TABS.tabs.map((tab) => tab.id)).toEqual(Object.keys(tabs));
    for (const fixture of sheets.filter((candidate) => candidate.template === "templates/v5/sheet.hbs")) {
      const html = render(fixture);
      const buttons = [
        ...html.matchAll(
          /<button type="button" class="([^"]*)" data-action="tab" data-group="sheet" data-tab="(\w+)"/g,
        ),
      ];
      expect(
        buttons.map((match) => match[2]),
        fixture.id,
      ).toEqual(Object.keys(tabs));
      expect(
        buttons.filter((match) => match[1] === "active"),
        fixture.id,
      ).toHaveLength(1);
      const shown = [...html.matchAll(/<div class="tab[^"]*\bactive" data-group="sheet" data-tab="(\w+)">/g)].map(
        (match) => match[1],
      );
      expect(shown, fixture.id).toEqual([buttons.find((match) => match[1] === "active")?.[2]]);
      for (const [id, content] of Object.entries(tabs)) {
        const section = html.slice(html.indexOf(`data-tab="${id}">`));
        expect(section.slice(0, 400), `${fixture.id} ${id}`).toContain(content);
      }
      expect(html.indexOf('class="trackers"')).toBeLessThan(html.indexOf('data-action="tab"'));
    }
  });

  it("the Murk sheet: Stress is a track of boxes, each setting it", () => {
    const fixture = sheets.find((candidate) => candidate.id === "murk-sheet-play");
    const html = render(fixture!);
    // Mara has Stress 3: ten boxes (the track's shortest), three of them filled.
    expect([...html.matchAll(/data-action="setStress" data-n="(\d+)"/g)].map((match) => Number(match[1]))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(html.match(/class="box filled" data-action="setStress"/g)).toHaveLength(3);
  });

  it("the limited view shows the name and portrait and nothing of the character's data", () => {
    const html = env.render("templates/limited-sheet.hbs", {
      limited: true,
      name: "Mara Voss",
      img: "portrait.png",
      noteKey: "FIVEFOLD.Sheet.LimitedView",
    });
    expect(html).toContain("Mara Voss");
    expect(html).toContain('src="portrait.png"');
    expect(html).not.toMatch(/name="system\./);
    expect(env.missingKeys.size).toBe(0);
  });
});

// A skill's specialties are cut short on its row (the rows line up across the columns), so
// play mode lists them in full below the skills, each with its skill. From the fixture by hand.
describe("the V5 sheet's specialties in play mode", () => {
  it("lists every skill's specialties in full, readable, in both languages", () => {
    const fixture = sheets.find((candidate) => candidate.id === "v5-sheet-play");
    if (!fixture) throw new Error("no v5-sheet-play fixture");
    const list = (html: string) =>
      // Each entry after the mark its skill's row shows (aria-hidden: the entry's words are what is read).
      [...html.matchAll(/<li class="specialty-entry"><span aria-hidden="true">✦ <\/span>([^<]*)<\/li>/g)].map(
        (match) => match[1],
      );
    // Column by column, as the skills are: Social's Persuasion, then Mental's Awareness.
    expect(list(render(fixture))).toEqual(["Persuasion: Seduction, Bargaining", "Awareness: Ghouls"]);
    const spanish = templateEnvironment({ lang: "lang/es.json" }).render(fixture.template, {
      rootId: fixture.id,
      ...fixture.context,
    });
    expect(list(spanish)).toEqual(["Persuasión: Seduction, Bargaining", "Alerta: Ghouls"]);
  });
});

// Play mode offers no editing: "Rate it" (giving an unrated discipline its dots) is an Edit-mode control.
describe("the V5 sheet's powers tab", () => {
  it("offers Rate it in Edit mode only", () => {
    const html = (id: string) => {
      const fixture = sheets.find((candidate) => candidate.id === id);
      if (!fixture) throw new Error(`no fixture ${id}`);
      return render(fixture);
    };
    expect(html("v5-sheet-powers")).not.toContain('data-action="addDiscipline"');
    expect(html("v5-sheet-powers-edit")).toContain('data-action="addDiscipline"');
  });
});
