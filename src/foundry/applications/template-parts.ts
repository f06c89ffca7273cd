// Which templates each Handlebars part needs loaded before its first render. Foundry's
// HandlebarsApplicationMixin loads only `part.templates ?? [part.template]` before the
// first render (fvtt-types HandlebarsTemplatePart.templates; FOUNDRY-RUNTIME.md), so a
// partial a part template includes must be listed here or the window never opens. This
// module uses no Foundry global: the gallery's stand-in for Foundry's loader reads the
// same declarations the applications use.

/** One Handlebars part as Foundry reads it: the entry template, and every template loaded before the first render. */
export interface TemplatePart {
  template: string;
  templates?: string[];
}

/** Foundry's path for a template of this system, from its path in the repository ("templates/v5/card.hbs"). */
export function systemPath(repositoryPath: string): string {
  return `systems/fivefold/${repositoryPath}`;
}

/** The PARTS of a ruleset's character sheet: its one template (templates/<ruleset>/sheet.hbs), scrolled as a whole. */
export function sheetParts(ruleset: string): { sheet: TemplatePart & { scrollable: string[] } } {
  return { sheet: { template: systemPath(`templates/${ruleset}/sheet.hbs`), scrollable: [""] } };
}

/**
 * The summary a ruleset's roll dialog (templates/<ruleset>/dialog.hbs) includes as a partial and redraws alone on every
 * keystroke.
 */
export function dialogSummaryTemplate(ruleset: string): string {
  return systemPath(`templates/${ruleset}/dialog-summary.hbs`);
}

/**
 * The PARTS of a ruleset's roll dialog: the form includes its summary as a partial, so both are loaded before the first
 * render.
 */
export function rollDialogParts(ruleset: string): { form: TemplatePart } {
  const template = systemPath(`templates/${ruleset}/dialog.hbs`);
  return { form: { template, templates: [template, dialogSummaryTemplate(ruleset)] } };
}

/** The contest setup dialog's live part: the odds and Post, redrawn alone on every keystroke. */
export const CONTEST_SETUP_SUMMARY = systemPath("templates/contest/setup-odds.hbs");

const CONTEST_SETUP_FORM = systemPath("templates/contest/setup.hbs");

/** The PARTS of the contest setup dialog: the form includes its summary as a partial. */
export const CONTEST_SETUP_PARTS: { form: TemplatePart } = {
  form: { template: CONTEST_SETUP_FORM, templates: [CONTEST_SETUP_FORM, CONTEST_SETUP_SUMMARY] },
};

/**
 * Every part the applications declare, for a stand-in of Foundry's loader: the roll dialogs of
 * the rulesets given, the contest setup, and the card parts the rulesets declare (each
 * ruleset's card partials are loaded at init, `Ruleset.cardPartials`).
 */
export function declaredParts(
  dialogRulesets: readonly string[],
  cardParts: readonly TemplatePart[],
): readonly TemplatePart[] {
  return [...dialogRulesets.map((ruleset) => rollDialogParts(ruleset).form), CONTEST_SETUP_PARTS.form, ...cardParts];
}
