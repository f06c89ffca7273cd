// A Handlebars environment standing in for the one Foundry V13 gives templates: the real
// templates, registered as partials under their Foundry paths, and thin stand-ins for the
// Foundry helpers Fivefold's templates use. Used by the gallery, tests and benchmarks.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import Handlebars from "handlebars";

type Lang = Record<string, unknown>;

/** A template environment with i18n from lang/en.json, and the keys it could not find. */
export interface TemplateEnvironment {
  render(template: string, context: object): string;
  readonly missingKeys: Set<string>;
}

function templateFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? templateFiles(path) : path.endsWith(".hbs") ? [path] : [];
  });
}

function lookup(lang: Lang, key: string): string | null {
  let node: unknown = lang;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null || !(part in node)) return null;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : null;
}

/** Foundry's game.i18n.format: `{name}` placeholders filled from `data`. */
function format(text: string, data: Record<string, unknown>): string {
  return text.replace(/\{([^{}]+)\}/g, (whole, name: string) => (name in data ? String(data[name]) : whole));
}

/**
 * Builds the environment. `roots` are folders whose templates become partials under
 * `systems/fivefold/<path>` (Foundry's name for them); `templates` is the real one.
 */
export function templateEnvironment(options: { lang?: string; roots?: readonly string[] } = {}): TemplateEnvironment {
  const lang = JSON.parse(readFileSync(options.lang ?? "lang/en.json", "utf8")) as Lang;
  const missingKeys = new Set<string>();
  const env = Handlebars.create();
  const compiled = new Map<string, Handlebars.TemplateDelegate>();

  for (const root of options.roots ?? ["templates"]) {
    for (const file of templateFiles(root)) {
      const path = relative(".", file).split(sep).join("/");
      env.registerPartial(`systems/fivefold/${path}`, readFileSync(file, "utf8"));
    }
  }

  const localize = (key: unknown, helper: Handlebars.HelperOptions) => {
    const text = lookup(lang, String(key));
    if (text === null) {
      missingKeys.add(String(key));
      return String(key);
    }
    return Object.keys(helper.hash).length > 0 ? format(text, helper.hash as Record<string, unknown>) : text;
  };
  env.registerHelper("localize", localize);
  env.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  env.registerHelper("ne", (a: unknown, b: unknown) => a !== b);
  env.registerHelper("lt", (a: number, b: number) => a < b);
  env.registerHelper("lte", (a: number, b: number) => a <= b);
  env.registerHelper("gt", (a: number, b: number) => a > b);
  env.registerHelper("gte", (a: number, b: number) => a >= b);
  // Foundry's and/or/not take any number of arguments; the last one is Handlebars' options.
  env.registerHelper("and", (...args: unknown[]) => args.slice(0, -1).every(Boolean));
  env.registerHelper("or", (...args: unknown[]) => args.slice(0, -1).some(Boolean));
  env.registerHelper("not", (value: unknown) => !value);
  env.registerHelper("checked", (value: unknown) => (value ? "checked" : ""));
  env.registerHelper("disabled", (value: unknown) => (value ? "disabled" : ""));
  env.registerHelper("concat", (...args: unknown[]) => new Handlebars.SafeString(args.slice(0, -1).map(String).join("")));
  env.registerHelper("selectOptions", (choices: unknown, helper: Handlebars.HelperOptions) => {
    const hash = helper.hash as { selected?: unknown; localize?: boolean; blank?: string; valueAttr?: string; labelAttr?: string };
    const entries: [string, string][] = Array.isArray(choices)
      ? choices.map((choice: Record<string, unknown>) => [String(choice[hash.valueAttr ?? "value"]), String(choice[hash.labelAttr ?? "label"])])
      : Object.entries((choices ?? {}) as Record<string, unknown>).map(([value, label]) => [value, String(label)]);
    const options = entries.map(([value, label]) => {
      const text = hash.localize ? localize(label, { hash: {} } as Handlebars.HelperOptions) : label;
      const selected = String(hash.selected) === value ? " selected" : "";
      return `<option value="${Handlebars.escapeExpression(value)}"${selected}>${Handlebars.escapeExpression(text)}</option>`;
    });
    if (hash.blank !== undefined) options.unshift(`<option value="">${Handlebars.escapeExpression(hash.blank)}</option>`);
    return new Handlebars.SafeString(options.join(""));
  });

  return {
    missingKeys,
    render(template, context) {
      let delegate = compiled.get(template);
      if (!delegate) {
        delegate = env.compile(readFileSync(template, "utf8"));
        compiled.set(template, delegate);
      }
      return delegate(context);
    },
  };
}
