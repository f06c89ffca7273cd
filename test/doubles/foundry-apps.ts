/*
 * The application classes some adapter modules extend when they are imported (a roll dialog
 * is an ApplicationV2 with the HandlebarsApplicationMixin: fvtt-types
 * src/foundry/client/applications/api/application.d.mts and handlebars-application.d.mts).
 * Tests that import such a module, but never open a dialog, need the classes to exist and
 * nothing more. Import after foundry-cards.ts, before the modules under test.
 */

class ApplicationV2Double {
  static DEFAULT_OPTIONS = {};
}

const applications = (globalThis as unknown as { foundry: { applications: Record<string, unknown> } }).foundry
  .applications;
applications.api = {
  ApplicationV2: ApplicationV2Double,
  HandlebarsApplicationMixin: <T>(base: T) => base,
  DialogV2: ApplicationV2Double,
};
