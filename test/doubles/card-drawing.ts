import { langTranslator, templateEnvironment, type TemplateEnvironment } from "../../gallery/handlebars.js";

/*
 * The Foundry a chat card is drawn in, for tests that draw real cards through the real templates
 * for several viewers: the globals installed once (in a beforeAll), the viewer and the language
 * switched per drawing. Each stands for one Foundry behaviour:
 *
 * - `Hooks.on(name, callback)` keeps the callback; Foundry calls `renderChatMessageHTML` with the
 *   message and its HTMLElement (fvtt-types client/hooks.d.mts; V13 build 350
 *   client/documents/chat-message.mjs ChatMessage#renderHTML);
 * - `Actor#testUserPermission(user, level)` answers from a permission table: a GM passes every level,
 *   any other user when the table's level for them is at least the one asked (V13 build 350
 *   common/abstract/document.mjs Document#testUserPermission, levels NONE < LIMITED < OBSERVER < OWNER);
 * - `game.user` is the viewer drawing now, whose `isGM` is true for a GAMEMASTER or an ASSISTANT
 *   (fvtt-types common/documents/user.d.mts `User#isGM`);
 * - `game.i18n` (when asked for) is the lang file of the language drawing now;
 * - `game.settings.get` answers as the test says (an odds setting: "exact");
 * - `foundry.utils.fromUuidSync(uuid)` finds the test's actors by uuid, else null;
 * - `renderTemplate` renders the real template with Handlebars and the real lang file of the language
 *   drawing now; `loadTemplates` resolves at once, the partials being registered already
 *   (fvtt-types client/applications/handlebars.d.mts).
 */

/** Who draws a card: a user's id and whether they are a GM. */
export interface Viewer {
  readonly id: string;
  readonly isGM: boolean;
}

/** V13's ownership levels, lowest first (CONST.DOCUMENT_OWNERSHIP_LEVELS). */
export const LEVELS = ["NONE", "LIMITED", "OBSERVER", "OWNER"] as const;
export type Level = (typeof LEVELS)[number];

type Language = "en" | "es";

/** What a test sets up: who holds which level of every actor, the actors by uuid, and what game offers. */
export interface CardDrawingSetup {
  /** Each user's level on the actors (a user not named: NONE). */
  readonly permission: Readonly<Record<string, Level>>;
  /** The actors `fromUuidSync` finds, by uuid: a name and system data. */
  readonly actors?: Readonly<Record<string, { readonly name: string; readonly system: object }>>;
  /** The viewer drawing first. */
  readonly viewer: Viewer;
  /** The languages the test draws in; `game.i18n` is installed only when given. */
  readonly languages?: readonly Language[];
  /** What `game.settings.get` answers; no `game.settings` when absent. */
  readonly setting?: () => unknown;
}

/** The installed stand-in: set `viewer` and `lang` before a drawing; `hook` is a callback Foundry would call. */
export interface CardDrawing {
  viewer: Viewer;
  lang: Language;
  hook(name: string): ((...args: unknown[]) => void) | undefined;
  /** The template environment of a language the test draws in. */
  env(lang: Language): TemplateEnvironment;
}

/** Installs the globals a card is drawn with (see above); call it in a beforeAll, before registering the hooks. */
export function installCardDrawing(setup: CardDrawingSetup): CardDrawing {
  const hooks = new Map<string, (...args: unknown[]) => void>();
  const languages = setup.languages ?? ["en"];
  const envs = new Map<Language, TemplateEnvironment>(
    languages.map((lang) => [lang, templateEnvironment(lang === "en" ? {} : { lang: `lang/${lang}.json` })]),
  );
  const translators = new Map(languages.map((lang) => [lang, langTranslator(`lang/${lang}.json`)]));
  const env = (lang: Language): TemplateEnvironment => {
    const found = envs.get(lang);
    if (!found) throw new Error(`the card drawing was set up without ${lang}`);
    return found;
  };
  const drawing: CardDrawing = {
    viewer: setup.viewer,
    lang: languages[0],
    hook: (name) => hooks.get(name),
    env,
  };
  const global = globalThis as Record<string, unknown>;
  global.Hooks = { on: (name: string, callback: (...args: unknown[]) => void) => hooks.set(name, callback) };
  class Actor {
    name = "";
    system: object = {};
    testUserPermission(user: Viewer, level: Level): boolean {
      if (user.isGM) return true;
      return LEVELS.indexOf(setup.permission[user.id] ?? "NONE") >= LEVELS.indexOf(level);
    }
  }
  global.Actor = Actor;
  const actors = new Map(
    Object.entries(setup.actors ?? {}).map(([uuid, data]) => [uuid, Object.assign(new Actor(), data)]),
  );
  const game: Record<string, unknown> = {};
  Object.defineProperty(game, "user", { get: () => drawing.viewer, enumerable: true });
  if (setup.languages)
    Object.defineProperty(game, "i18n", { get: () => translators.get(drawing.lang), enumerable: true });
  if (setup.setting) game.settings = { get: setup.setting };
  global.game = game;
  Object.assign(global.foundry as object, {
    utils: { fromUuidSync: (uuid: string) => actors.get(uuid) ?? null },
    applications: {
      handlebars: {
        renderTemplate: async (path: string, context: object) =>
          env(drawing.lang).render(path.replace("systems/fivefold/", ""), context),
        loadTemplates: async () => [],
      },
    },
  });
  return drawing;
}
