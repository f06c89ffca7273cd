import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// Foundry APIs that V14 removed or deprecated (docs/foundry.md lists each with its source),
// and the one helper each may still appear in: the helper picks V13's or V14's by feature.
// Everywhere else in src/ they must not appear.
const root = resolve(import.meta.dirname, "..");
const src = join(root, "src");

const RULES: readonly {
  readonly what: string;
  readonly pattern: RegExp;
  readonly allowedIn: readonly string[];
  readonly unlessFile?: RegExp;
}[] = [
  {
    what: 'the "core.rollMode" setting (V14: "core.messageMode")',
    pattern: /["']core["']\s*,\s*["']rollMode["']/,
    allowedIn: ["src/foundry/compat/roll-modes.ts"],
  },
  {
    what: '"core.rollMode" read as a key string',
    pattern: /["']core\.rollMode["']/,
    allowedIn: ["src/foundry/compat/roll-modes.ts"],
  },
  {
    what: "ChatMessage.applyRollMode (V14: applyMode)",
    pattern: /\.applyRollMode\b/,
    allowedIn: ["src/foundry/compat/roll-modes.ts"],
  },
  {
    what: "ChatMessage.applyMode (V14 only)",
    pattern: /\.applyMode\b/,
    allowedIn: ["src/foundry/compat/roll-modes.ts"],
  },
  { what: "CONST.DICE_ROLL_MODES (V14: CONFIG.ChatMessage.modes)", pattern: /DICE_ROLL_MODES/, allowedIn: [] },
  {
    what: "instanceof a DOM class (false for a node of a V14 detached window)",
    pattern: /instanceof\s+(?:Element|Node|HTML\w*Element|SVGElement)\b/,
    allowedIn: [],
  },
  {
    // `-=` followed by a name or `${` is a key in a string or template: prettier writes `x -= 1` with spaces.
    what: 'a "-=key" deletion (V14: foundry.data.operators.ForcedDeletion)',
    pattern: /-=(?:\w|\$\{)/,
    allowedIn: ["src/foundry/compat/deletion.ts"],
  },
  {
    what: "a bare TextEditor global (deprecated since V13)",
    pattern: /(?<![.\w])TextEditor\.(?!implementation)/,
    allowedIn: [],
    // A file may name its own local after the namespaced class.
    unlessFile: /const TextEditor = foundry\.applications\.ux\.TextEditor\.implementation/,
  },
  {
    what: "a bare renderTemplate/loadTemplates global (deprecated since V13)",
    pattern: /(?<![.\w])(?:renderTemplate|loadTemplates)\(/,
    allowedIn: [],
  },
  {
    what: "a bare FilePicker/ImagePopout global (deprecated since V13)",
    pattern: /(?<![.\w])(?:FilePicker|ImagePopout)\b/,
    allowedIn: [],
  },
  {
    what: 'the "renderChatMessage" hook (deprecated since V13: renderChatMessageHTML)',
    pattern: /["']renderChatMessage["']/,
    allowedIn: [],
  },
  {
    what: "instanceof a DOM event class (false for an event of a V14 detached window)",
    pattern: /instanceof\s+(?:Mouse|Keyboard|Pointer|Focus|Input|Drag|Submit)?Event\b/,
    allowedIn: [],
  },
  {
    what: "a listener or a search on the main document (a V14 detached window is another document)",
    pattern: /(?<![.\w])document\.(?:addEventListener|querySelector(?:All)?|getElementById)\(/,
    allowedIn: [],
  },
  {
    what: "CONFIG.statusEffects used as an array (V14: keyed by status id)",
    pattern: /CONFIG\.statusEffects\.(?:push|find|filter|splice)\b/,
    allowedIn: ["src/foundry/compat/status-effects.ts"],
  },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** The lines of `text` (comments stripped, so a doc comment may name an API) that match `pattern`. */
function matchingLines(text: string, pattern: RegExp): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
  return code.split("\n").filter((line) => pattern.test(line));
}

describe("no V14-removed or deprecated Foundry API outside its helper", () => {
  const files = sourceFiles(src).map((path) => ({
    name: relative(root, path).split("\\").join("/"),
    text: readFileSync(path, "utf8"),
  }));

  it("finds the source files", () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it.each(RULES.map((rule) => [rule.what, rule] as const))("%s", (_what, rule) => {
    const found = files.flatMap((file) =>
      rule.allowedIn.includes(file.name) || rule.unlessFile?.test(file.text)
        ? []
        : matchingLines(file.text, rule.pattern).map((line) => `${file.name}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it("the check itself catches each pattern", () => {
    const samples = [
      'game.settings.get("core", "rollMode")',
      'settings.has("core.rollMode")',
      "foundry.documents.ChatMessage.applyRollMode(data, mode)",
      "ChatMessage.applyMode(data, mode)",
      "foundry.CONST.DICE_ROLL_MODES",
      "event.target instanceof HTMLElement",
      'actor.update({ "system.-=old": null })',
      "TextEditor.enrichHTML(text)",
      "renderTemplate(path, data)",
      "new FilePicker()",
      'Hooks.on("renderChatMessage", f)',
      "const shift = event instanceof MouseEvent && event.shiftKey;",
      'document.addEventListener("click", f)',
      "CONFIG.statusEffects.push(status)",
    ];
    RULES.forEach((rule, index) => expect(matchingLines(samples[index], rule.pattern), rule.what).toHaveLength(1));
  });

  it("catches a deletion key built in a template, and not the `-=` operator", () => {
    const deletion = RULES.find((rule) => rule.allowedIn.includes("src/foundry/compat/deletion.ts"));
    const lines = ["undo[`${path.slice(0, dot + 1)}-=${path.slice(dot + 1)}`] = null;", "window -= probs[i - sides];"];
    expect(lines.filter((line) => deletion?.pattern.test(line))).toEqual([lines[0]]);
  });
});
