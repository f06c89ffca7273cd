import { describe, expect, it } from "vitest";
import { templateEnvironment } from "../gallery/handlebars.js";
import { ALL_FIXTURES } from "../gallery/fixtures/index.js";

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

  it.each(sheets.filter((fixture) => (fixture.context as SheetContext).editable).map((fixture) => [fixture.id, fixture] as const))(
    "%s: an editable sheet changes its image with the editImage action",
    (_id, fixture) => {
      expect(render(fixture)).toMatch(/<img class="(portrait|item-image)"[^>]* data-action="editImage" data-edit="img"/);
    },
  );

  it.each(sheets.filter((fixture) => (fixture.context as SheetContext).editable === false).map((fixture) => [fixture.id, fixture] as const))(
    "%s: a read-only sheet offers no image change and no delete, but opens items to read",
    (_id, fixture) => {
      const html = render(fixture);
      expect(html).not.toContain('data-action="editImage"');
      expect(html).not.toContain('data-action="deleteItem"');
      if (html.includes("data-item-id")) expect(html).toContain('data-action="editItem"');
    },
  );

  it.each(sheets.filter((fixture) => (fixture.context as SheetContext).editing).map((fixture) => [fixture.id, fixture] as const))(
    "%s: in edit mode rows are not draggable and HTML fields use the prose-mirror editor",
    (_id, fixture) => {
      const html = render(fixture);
      expect(html).not.toContain('draggable="true"');
      expect(html).not.toContain("<textarea");
      expect(html).toMatch(/<prose-mirror [^>]*name="system\.(notes|cover|evidence)"/);
    },
  );

  it("in play mode rows may be dragged to the hotbar", () => {
    const play = sheets.filter((fixture) => (fixture.context as SheetContext).editable && (fixture.context as SheetContext).editing === false);
    expect(play.length).toBeGreaterThan(4);
    for (const fixture of play) if (/data-macro-/.test(render(fixture))) expect(render(fixture), fixture.id).toContain('draggable="true"');
  });

  it.each(sheets.map((fixture) => [fixture.id, fixture] as const))("%s: two open windows share no element id", (_id, fixture) => {
    const first = ids(render(fixture, "Window-A"));
    const second = ids(render(fixture, "Window-B"));
    expect(new Set(first).size).toBe(first.length);
    expect(first.filter((id) => second.includes(id))).toEqual([]);
  });

  it("item sheets edit the description with prose-mirror and show it enriched when read-only", () => {
    const items = sheets.filter((fixture) => fixture.template.includes("/item-"));
    for (const fixture of items) {
      const editable = env.render(fixture.template, { rootId: "A", enriched: { description: "<p>Rich</p>" }, ...fixture.context, editable: true });
      expect(editable, fixture.id).toMatch(/<prose-mirror [^>]*name="system\.description"[^>]*>\s*<p>Rich<\/p>/);
      const readOnly = env.render(fixture.template, { rootId: "A", enriched: { description: "<p>Rich</p>" }, ...fixture.context, editable: false });
      expect(readOnly, fixture.id).toContain('<div class="prose"><p>Rich</p></div>');
    }
  });

  it("the limited view shows the name and portrait and nothing of the character's data", () => {
    const html = env.render("templates/limited-sheet.hbs", { limited: true, name: "Mara Voss", img: "portrait.png", noteKey: "FIVEFOLD.Sheet.LimitedView" });
    expect(html).toContain("Mara Voss");
    expect(html).toContain('src="portrait.png"');
    expect(html).not.toMatch(/name="system\./);
    expect(env.missingKeys.size).toBe(0);
  });
});
