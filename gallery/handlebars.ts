// A Handlebars environment standing in for the one Foundry V13 gives templates: the real
// templates, with as partials only what Foundry would have loaded when the template is
// rendered, and thin stand-ins for the Foundry helpers Fivefold's templates use. Used by
// the gallery, tests and benchmarks.
import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import { writtenPercent } from "../src/engine/format.js";
import { contentWorded } from "./content.js";
import { errorText, type ErrorView, type Translator } from "../src/foundry/ui/error-text.js";
import { countedText } from "../src/foundry/ui/i18n.js";
import { declaredParts, systemPath, type TemplatePart } from "../src/foundry/applications/template-parts.js";
import { RULESET_IDS } from "../src/rulesets/ids.js";
import { V5_CARD_PARTS } from "../src/rulesets/v5/foundry/template-parts.js";

/** The parts the applications declare: every ruleset's roll dialog, and the card parts V5 declares. */
const DECLARED_PARTS = declaredParts(RULESET_IDS, V5_CARD_PARTS);

type Lang = Record<string, unknown>;

/** A template environment with i18n from lang/en.json, and the keys it could not find. */
export interface TemplateEnvironment {
  render(template: string, context: object): string;
  readonly missingKeys: Set<string>;
  /** The lang file's language ("en", "es"), as Foundry's game.i18n.lang names it. */
  readonly locale: string;
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
 * Foundry's game.i18n (has, localize, format) over a lang file of this repository
 * (fvtt-types client/helpers/localization.d.mts); `onMissing` hears each key it cannot find,
 * which it then shows as the key itself, as Foundry does.
 */
export function langTranslator(path: string, onMissing: (key: string) => void = () => undefined): Translator {
  const lang = JSON.parse(readFileSync(path, "utf8")) as Lang;
  const text = (key: string): string => {
    const found = lookup(lang, key);
    if (found === null) onMissing(key);
    return found ?? key;
  };
  return {
    has: (key) => lookup(lang, key) !== null,
    localize: text,
    format: (key, data = {}) => format(text(key), data),
  };
}

/**
 * The templates Foundry has loaded, and so registered as partials, when it renders
 * `template` for the first time. HandlebarsApplicationMixin#_preFirstRender loads
 * `part.templates ?? [part.template]` of the application's PARTS (fvtt-types
 * HandlebarsTemplatePart.templates); a template rendered by `renderTemplate` (a dialog's
 * summary) gets only itself; a chat card gets the partials loaded at init (a ruleset's cardPartials,
 * declared as the card's part). Each is keyed by its Foundry path, the name `{{> ...}}` uses.
 */
function loadedBefore(template: string, parts: readonly TemplatePart[]): string[] {
  const part = parts.find((candidate) => candidate.template === systemPath(template));
  return part ? (part.templates ?? [part.template]) : [];
}

const readers = new Map<string, Translator>();

/**
 * game.i18n as a reader of `lang` ("en", "es") has it, for a context function that words as it builds (a V5 sheet's or
 * dialog's disciplines): a fixture's `inLanguage` builds that reader's context with it. Read once per language.
 */
export function readerI18n(lang: string): Translator {
  let translator = readers.get(lang);
  if (!translator) {
    translator = langTranslator(`lang/${lang}.json`);
    readers.set(lang, translator);
  }
  return translator;
}

/**
 * Each text as `textMark` (a band's as `bandMark`) gives it, its key and its placeholders' data: the whole string, or a
 * part of one the context function built around it (a Unique dialog's "Strength 2").
 */
const TEXT_MARKS = /\[\[(FIVEFOLD\.[\w.]+)(?: (\{.*?\}))?\]\]/g;

/**
 * The mark of a text Foundry's game.i18n would give (`localize(key)`, or `format(key, data)`), for a context built once
 * for both languages from code that translates as it goes (the Token Action HUD's names): each picture words it in its
 * own language, as the viewer's client would have.
 */
export function textMark(key: string, data?: Readonly<Record<string, string>>): string {
  return data ? `[[${key} ${JSON.stringify(data)}]]` : `[[${key}]]`;
}

/** The mark a fixture's odds lens gives for a band's key (gallery/fixtures/odds-surfaces.ts). */
export function bandMark(key: string): string {
  return textMark(key);
}

/**
 * A context with every text mark in it (a band's among them) and every compendium entry's mark (gallery/content.ts)
 * worded in this environment's language. In Foundry a card context is built on each viewer's client, whose lens words
 * a band in that viewer's language (src/foundry/settings/odds-setting.ts `viewerOdds`); a fixture's context is built
 * once for both languages, so its lens gives the mark and the picture words it here, as that client would.
 */
function bandsWorded<T>(context: T, translator: Translator, locale: string): T {
  const worded = (value: unknown): unknown => {
    if (typeof value === "string") {
      const marked = value.replace(TEXT_MARKS, (_, key: string, data?: string) =>
        translator.format(key, data ? (JSON.parse(data) as Record<string, string>) : {}),
      );
      return inLanguage(contentWorded(marked, translator), locale);
    }
    if (Array.isArray(value)) return value.map(worded);
    if (typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype)
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, worded(inner)]));
    return value;
  };
  // The same shape, marks worded and figures written in the language: a context is plain data.
  return worded(context) as T;
}

/**
 * A figure as the engine's formatters write it in English: `percent` ("51.25%", "<0.01%", "100%"), or a request
 * card's whole percent ("51%", "<1%").
 */
const ENGLISH_PERCENT = /^([<>]?)(\d+)(?:\.(\d+))?%$/;

/**
 * A figure the engine wrote in English, written as it is in `locale`: in Foundry each viewer's client builds a context
 * with its own language set (src/foundry/ui/i18n.ts `registerNumberLanguage`); a fixture's context is built once, in
 * English, so the picture writes its figures here as that client would, through the same `writtenPercent`, with as
 * many decimals as the English figure (a request card's "51%" is "51 %", never "51,00 %").
 */
function inLanguage(text: string, locale: string): string {
  const figure = ENGLISH_PERCENT.exec(text);
  if (!figure || locale === "en") return text;
  const [, bound, whole, decimals = ""] = figure;
  return `${bound}${writtenPercent(Number(`${whole}.${decimals || "0"}`) / 100, decimals.length, locale)}`;
}

/**
 * Builds the environment. `parts` are the Handlebars parts the applications declare
 * (src/foundry/applications/template-parts.ts); a template that is the entry of one of them is rendered
 * with that part's templates as partials, any other with none.
 */
export function templateEnvironment(
  options: { lang?: string; parts?: readonly TemplatePart[] } = {},
): TemplateEnvironment {
  const missingKeys = new Set<string>();
  const translator = langTranslator(options.lang ?? "lang/en.json", (key) => missingKeys.add(key));
  // The lang file's language (lang/es.json is "es"), as Foundry's game.i18n.lang names it.
  const locale = /(\w+)\.json$/.exec(options.lang ?? "lang/en.json")?.[1] ?? "en";
  const env = Handlebars.create();
  const compiled = new Map<string, { delegate: Handlebars.TemplateDelegate; partials: Record<string, string> }>();
  const parts = options.parts ?? DECLARED_PARTS;

  // Foundry's {{localize key name=value}}: the hash fills the text's placeholders.
  env.registerHelper("localize", (key: unknown, helper: Handlebars.HelperOptions) =>
    translator.format(String(key), helper.hash as Record<string, string>),
  );
  // Fivefold's own helper (src/foundry/ui/i18n.ts registerErrorHelper), over this environment's i18n.
  env.registerHelper("fivefoldError", (error: ErrorView) => errorText(error, translator));
  // src/foundry/ui/i18n.ts registerCountHelper, in this environment's language.
  env.registerHelper("fivefoldCount", (key: string, count: number) =>
    countedText(translator, locale, key, Number(count)),
  );
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
  env.registerHelper(
    "concat",
    (...args: unknown[]) => new Handlebars.SafeString(args.slice(0, -1).map(String).join("")),
  );
  env.registerHelper("selectOptions", (choices: unknown, helper: Handlebars.HelperOptions) => {
    const hash = helper.hash as {
      selected?: unknown;
      localize?: boolean;
      blank?: string;
      valueAttr?: string;
      labelAttr?: string;
    };
    const entries: [string, string][] = Array.isArray(choices)
      ? choices.map((choice: Record<string, unknown>) => [
          String(choice[hash.valueAttr ?? "value"]),
          String(choice[hash.labelAttr ?? "label"]),
        ])
      : Object.entries((choices ?? {}) as Record<string, unknown>).map(([value, label]) => [value, String(label)]);
    const options = entries.map(([value, label]) => {
      const text = hash.localize ? translator.localize(label) : label;
      const selected = String(hash.selected) === value ? " selected" : "";
      return `<option value="${Handlebars.escapeExpression(value)}"${selected}>${Handlebars.escapeExpression(text)}</option>`;
    });
    if (hash.blank !== undefined)
      options.unshift(`<option value="">${Handlebars.escapeExpression(hash.blank)}</option>`);
    return new Handlebars.SafeString(options.join(""));
  });

  return {
    missingKeys,
    locale,
    render(template, context) {
      let entry = compiled.get(template);
      if (!entry) {
        const partials = Object.fromEntries(
          loadedBefore(template, parts).map((path) => [
            path,
            readFileSync(path.replace(/^systems\/fivefold\//, ""), "utf8"),
          ]),
        );
        entry = { delegate: env.compile(readFileSync(template, "utf8")), partials };
        compiled.set(template, entry);
      }
      // Handlebars throws "The partial ... could not be found" for any other, as Foundry does.
      return entry.delegate(bandsWorded(context, translator, locale), { partials: entry.partials });
    },
  };
}
