import { readFileSync } from "node:fs";
import * as sass from "sass";
import type { GalleryFixture } from "./fixture.js";
import type { TemplateEnvironment } from "./handlebars.js";

/** The width of the Foundry surface each fixture sits in. */
const FRAME_WIDTH: Record<GalleryFixture["frame"], number> = { sheet: 760, dialog: 480, chat: 300, hud: 760 };

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function frame(fixture: GalleryFixture, body: string, locale: string): string {
  // The window's own title where the fixture gives it (read by the English check); else the gallery's caption.
  const header = fixture.windowTitle
    ? `<header class="window-header">${escape(fixture.windowTitle(locale))}</header>`
    : `<header class="window-header gallery-caption">${escape(fixture.title)}</header>`;
  const inner =
    fixture.frame === "chat"
      ? `<ol class="chat-log"><li class="chat-message message"><header class="message-header">Gallery</header><div class="message-content">${body}</div></li></ol>`
      : fixture.frame === "hud"
        ? `<div class="gallery-canvas">${body}</div>`
        : `<div class="window-app">${header}<div class="window-content">${body}</div></div>`;
  return `<section class="gallery-item" data-fixture="${escape(fixture.id)}" data-frame="${fixture.frame}"${fixture.panelOpen ? " data-panel-open" : ""} style="width:${fixture.width ?? FRAME_WIDTH[fixture.frame]}px">
<h2 class="gallery-title">${escape(fixture.title)}</h2>
${inner}
</section>`;
}

// Foundry's own CSS needs a licence and is not here; these few rules give the frames a
// neutral dark surround like Foundry's, so what shows is Fivefold's CSS.
const GALLERY_CSS = `
body { margin: 0; padding: 16px; background: #23221f; font-family: "Signika", "Segoe UI", sans-serif; color: #e8e2d6; }
.gallery-item { display: inline-block; vertical-align: top; margin: 0 16px 24px 0; }
.gallery-title { font-size: 13px; font-weight: 600; margin: 0 0 6px; padding-right: 16px; color: #c9c0b0; }
.chat-log { list-style: none; margin: 0; padding: 6px; background: #2f2d29; border-radius: 4px; }
.chat-message { padding: 4px; }
.message-header { font-size: 12px; color: #b5ab9b; margin-bottom: 4px; }
.window-app { background: #2f2d29; border: 1px solid #111; border-radius: 6px; box-shadow: 0 0 12px #000a; }
.window-header { padding: 6px 10px; background: #191816; color: #eee; font-size: 14px; border-radius: 6px 6px 0 0; }
.window-content { padding: 0; }
`;

/** Token Action HUD Core's look, as the gallery stands in for it: Core's own CSS is not here. */
const HUD_CSS = readFileSync("gallery/token-action-hud.css", "utf8");

/** Fivefold's real stylesheet, compiled from styles/fivefold.scss. */
function compiledCss(): string {
  return sass.compile("styles/fivefold.scss").css;
}

/** The HTML fields a sheet shows enriched: an actor's notes, cover and evidence, an item's description. */
const HTML_FIELDS = ["notes", "cover", "evidence"] as const;

/**
 * Stands in for Foundry's enrichment (src/foundry/applications/enrich.ts), which needs Foundry: the text
 * the fixture stores, escaped, as one paragraph. The sheet shows it unescaped, as it shows
 * Foundry's enriched HTML.
 */
function withEnriched(context: object): object {
  if ("enriched" in context) return context;
  const fields = context as Record<string, unknown> & { item?: { system?: { description?: unknown } } };
  const texts: [string, unknown][] = [
    ...HTML_FIELDS.map((name) => [name, fields[name]] as [string, unknown]),
    ["description", fields.item?.system?.description],
  ];
  const enriched = Object.fromEntries(
    texts
      .filter(([, text]) => typeof text === "string")
      .map(([name, text]) => [name, text === "" ? "" : `<p>${escape(String(text))}</p>`]),
  );
  return { ...context, enriched };
}

/** One HTML page with every fixture rendered by its real template, inside its Foundry frame. */
export function galleryPage(
  fixtures: readonly GalleryFixture[],
  env: TemplateEnvironment,
  css = compiledCss(),
): string {
  // DocumentSheetV2's context names the window (`rootId`); element ids are built from it, so each fixture gets its own.
  const sections = fixtures.map((fixture) =>
    frame(
      fixture,
      env.render(
        fixture.template,
        withEnriched({ rootId: fixture.id, ...(fixture.inLanguage?.(env.locale) ?? fixture.context) }),
      ),
      env.locale,
    ),
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fivefold gallery</title>
<style>${GALLERY_CSS}</style>
<style>${HUD_CSS}</style>
<style>${css}</style>
</head><body>
${sections.join("\n")}
</body></html>`;
}
