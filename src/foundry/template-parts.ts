// Which templates each Handlebars part needs loaded before its first render. Foundry's
// HandlebarsApplicationMixin loads only `part.templates ?? [part.template]` before the
// first render (fvtt-types HandlebarsTemplatePart.templates; FOUNDRY-RUNTIME.md), so a
// partial a part template includes must be listed here or the window never opens. This
// module uses no Foundry global: the gallery's stand-in for Foundry's loader reads the
// same declarations the applications use.

/** The rulesets that have a roll dialog. */
export type DialogRuleset = "v5" | "murk" | "sunrider" | "unique" | "muckraker";

/** One Handlebars part as Foundry reads it: the entry template, and every template loaded before the first render. */
export interface TemplatePart {
  template: string;
  templates?: string[];
}

/** Foundry's path for a template of this system, from its path in the repository ("templates/v5/card.hbs"). */
export function systemPath(repositoryPath: string): string {
  return `systems/fivefold/${repositoryPath}`;
}

/** The summary each roll dialog includes as a partial and redraws alone on every keystroke. */
export function dialogSummaryTemplate(ruleset: DialogRuleset): string {
  return systemPath(`templates/${ruleset}/dialog-summary.hbs`);
}

// The form includes its summary as a partial, so both are loaded before the first render.
function rollDialogParts(ruleset: DialogRuleset): { form: TemplatePart } {
  const template = systemPath(`templates/${ruleset}/dialog.hbs`);
  return { form: { template, templates: [template, dialogSummaryTemplate(ruleset)] } };
}

/** The PARTS of each ruleset's roll dialog. */
export const ROLL_DIALOG_PARTS: Record<DialogRuleset, { form: TemplatePart }> = {
  v5: rollDialogParts("v5"),
  murk: rollDialogParts("murk"),
  sunrider: rollDialogParts("sunrider"),
  unique: rollDialogParts("unique"),
  muckraker: rollDialogParts("muckraker"),
};

/** The contest setup dialog's live part: the odds and Post, redrawn alone on every keystroke. */
export const CONTEST_SETUP_SUMMARY = systemPath("templates/contest/setup-odds.hbs");

const CONTEST_SETUP_FORM = systemPath("templates/contest/setup.hbs");

/** The PARTS of the contest setup dialog: the form includes its summary as a partial. */
export const CONTEST_SETUP_PARTS: { form: TemplatePart } = { form: { template: CONTEST_SETUP_FORM, templates: [CONTEST_SETUP_FORM, CONTEST_SETUP_SUMMARY] } };

/** The V5 Willpower reroll panel: a partial of the V5 roll card and of the contest card. */
const V5_REROLL_DRAFT = systemPath("templates/v5/reroll-draft.hbs");

/**
 * The partials chat cards include. A card is drawn with `renderTemplate`, which loads only
 * its own template, so these are loaded at init and every card drawing waits for them
 * (`cardPartialsLoaded`, src/foundry/cards/partials.ts).
 */
export const CARD_PARTIALS: readonly string[] = [V5_REROLL_DRAFT];

// The cards that include them, as parts: what is loaded when each is first drawn.
const CARD_PARTS: readonly TemplatePart[] = ["templates/v5/card.hbs", "templates/contest/card.hbs"].map((path) => ({ template: systemPath(path), templates: [systemPath(path), ...CARD_PARTIALS] }));

/** Every part declared here, for a stand-in of Foundry's loader. */
export const DECLARED_PARTS: readonly TemplatePart[] = [...Object.values(ROLL_DIALOG_PARTS).flatMap((parts) => Object.values(parts)), CONTEST_SETUP_PARTS.form, ...CARD_PARTS];
