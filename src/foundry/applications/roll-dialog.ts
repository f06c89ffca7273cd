import type { DeepPartial } from "fvtt-types/utils";
import { localize } from "../ui/i18n.js";
import { dialogKeepsDifficulty, viewedDialog } from "../settings/odds-setting.js";
import { isTag, liveForm, redrawKeepingFocus } from "../ui/dom.js";
import {
  refusedWithNotice,
  unreadableNumber,
  unreadableRefusal,
  type RollWrapper,
  type RollDialogOpening,
} from "./roll-dialog-open.js";
import { keepTypedFields } from "../ui/typed-fields.js";
import { forgetHiddenEntries, formHolds, redrawWithoutHiddenEntries } from "./hidden-entries.js";
import { dialogSummaryTemplate, rollDialogParts } from "./template-parts.js";
import { followWhileOpen, forgetClosed } from "./live-windows.js";
import { REQUEST_ROLL_MODES, rollModeOptions } from "../compat/roll-modes.js";
import ApplicationV2 = foundry.applications.api.ApplicationV2;
const { HandlebarsApplicationMixin } = foundry.applications.api;

/** What every roll dialog's context says besides its own fields: whether it can roll, and what is wrong. */
export interface LiveDialogContext {
  readonly canRoll: boolean;
  readonly error: { readonly field: string } | null;
}

/**
 * Whether a form control is a choice (a select, a checkbox, a radio button): what the form
 * shows may depend on it, so its change redraws the whole form. A typed field (a number)
 * redraws the summary only, and its change fires as it loses focus, which a redraw would take back.
 */
function isChoice(node: unknown): node is HTMLSelectElement | HTMLInputElement {
  return isTag(node, "select") || (isTag(node, "input") && (node.type === "checkbox" || node.type === "radio"));
}

/**
 * A roll dialog whose odds follow the form as the player types: each keystroke redraws
 * only the summary (so the field keeps focus) and enables Roll when the engine accepts the
 * values; a change of any choice redraws the form (what it shows may depend on any of them)
 * and puts focus back. Every redraw starts from the form as the player left it. Each
 * ruleset's dialog says how to read its form and build its context.
 */
abstract class LiveRollDialog<
  RenderContext extends ApplicationV2.RenderContext = ApplicationV2.RenderContext,
  Configuration extends ApplicationV2.Configuration = ApplicationV2.Configuration,
  RenderOptions extends ApplicationV2.RenderOptions = ApplicationV2.RenderOptions,
> extends HandlebarsApplicationMixin(ApplicationV2)<RenderContext, Configuration, RenderOptions> {
  // Typed as the base's option type, so each ruleset's dialog adds its classes and width.
  static override DEFAULT_OPTIONS: DeepPartial<ApplicationV2.Configuration> & object = {
    tag: "form",
    form: { handler: LiveRollDialog.#submit, closeOnSubmit: false, submitOnChange: false },
    actions: { cancel: LiveRollDialog.#cancel },
  };

  /** The dialog answers a roll request whose difficulty is kept from the players. */
  secretDifficulty = false;

  /** Whether this dialog keeps its difficulty from its viewer, for a ruleset context with a line that would tell it. */
  protected get difficultyKept(): boolean {
    return dialogKeepsDifficulty(this.secretDifficulty);
  }

  /** The template of the part redrawn on every keystroke (the working and the odds). */
  protected abstract readonly summaryTemplate: string;

  /** Reads the form as the player left it into the dialog's values. */
  protected abstract readForm(form: HTMLFormElement): void;

  /** The template context for the values as they are now. */
  protected abstract dialogContext(): LiveDialogContext & Record<string, unknown>;

  /** Rolls the values as they are now; false when they were refused (the dialog stays open). */
  protected abstract rollValues(): Promise<boolean>;

  /** Takes back each number left unreadable in a field this form no longer shows (hidden-entries.ts); true when any. */
  protected abstract forgetHidden(form: HTMLFormElement): boolean;

  #rolling = false;

  /** Reads the form and rolls once: a second submit while the first is rolling does nothing. */
  async rollOnce(form: HTMLFormElement): Promise<void> {
    if (this.#rolling) return;
    this.#rolling = true;
    try {
      this.readForm(form);
      if (await this.rollValues()) await this.close();
    } finally {
      this.#rolling = false;
    }
  }

  static async #submit(this: LiveRollDialog, _event: Event | SubmitEvent, form: HTMLFormElement): Promise<void> {
    await this.rollOnce(form);
  }

  static async #cancel(this: LiveRollDialog): Promise<void> {
    await this.close();
  }

  protected override async _prepareContext(
    options: DeepPartial<RenderOptions> & { isFirstRender: boolean },
  ): Promise<RenderContext> {
    const base = await super._prepareContext(options);
    // A redraw (a choice changed, the actor changed) keeps what the player typed or chose and did not roll yet.
    const form = options.isFirstRender ? null : liveForm(this.element);
    if (form) this.readForm(form);
    // The template reads the dialog context and the window's id; RenderContext is the mixin's open context type.
    return { ...base, ...this.#ownContext() };
  }

  /**
   * The dialog context and the window's id (`rootId`), which every element id of the
   * templates starts with: two open dialogs share no id, so a label ticks a box of its own window.
   */
  #ownContext(): LiveDialogContext & Record<string, unknown> {
    return { ...viewedDialog(this.dialogContext(), this.secretDifficulty), rootId: this.id };
  }

  // The form element outlives re-renders, so its listeners are added once.
  protected override async _onFirstRender(
    context: DeepPartial<RenderContext>,
    options: DeepPartial<RenderOptions>,
  ): Promise<void> {
    await super._onFirstRender(context, options);
    const form = liveForm(this.element);
    if (!form) return;
    form.addEventListener("input", () => void this.#refreshSummary(form));
    form.addEventListener("change", (event) => {
      const target = event.target;
      if (isChoice(target)) void redrawKeepingFocus(this, target.id);
    });
  }

  // A field the new form does not show holds no half-typed entry: it would refuse the roll with nothing to fix.
  protected override async _onRender(
    context: DeepPartial<RenderContext>,
    options: DeepPartial<RenderOptions>,
  ): Promise<void> {
    await super._onRender(context, options);
    redrawWithoutHiddenEntries(this, liveForm(this.element), (form) => this.forgetHidden(form));
  }

  /**
   * A redraw (a combat turn, the odds setting, the actor changing) keeps the field the player is typing in, with its
   * raw text ("-"), caret and focus: Foundry would draw it again from the values read, in which "-" is no number.
   */
  protected override _preSyncPartState(
    partId: string,
    newElement: HTMLElement,
    priorElement: HTMLElement,
    state: foundry.applications.api.HandlebarsApplicationMixin.PartState,
  ): void {
    super._preSyncPartState(partId, newElement, priorElement, state);
    keepTypedFields(priorElement, newElement);
  }

  async #refreshSummary(form: HTMLFormElement): Promise<void> {
    this.readForm(form);
    const context = this.#ownContext();
    const summary = form.querySelector<HTMLElement>("[data-summary]");
    if (summary)
      summary.innerHTML = await foundry.applications.handlebars.renderTemplate(this.summaryTemplate, context);
    const button = form.querySelector<HTMLButtonElement>("[data-roll]");
    if (button) button.disabled = !context.canRoll;
    for (const field of form.querySelectorAll<HTMLElement>("[name]")) {
      if (field.getAttribute("name") === context.error?.field) field.setAttribute("aria-invalid", "true");
      else field.removeAttribute("aria-invalid");
    }
  }
}

/**
 * A live roll dialog for one actor: the plumbing every ruleset's dialog shares. The opener
 * sets `actor`, `preset` and `values`; the subject (the actor's ruleset data) is read again
 * each time it is needed, and the dialog is redrawn whenever its actor changes (Hunger after
 * a Rouse check, Potential, Character Points, an item), so its odds are those of the roll it
 * would make. Each ruleset finds its subject and rolls as its opener does (`opening`), and
 * says how to build the context and read the form.
 */
export abstract class ActorRollDialog<Values extends object, Subject, Preset = unknown> extends LiveRollDialog {
  actor: Actor.Implementation | null = null;
  values: Values | null = null;
  /** What the roll started from (the sheet's click, a macro). */
  preset: Preset | null = null;
  /** Runs the roll when it answers something (a roll request's card); none for a plain roll. */
  wrapRoll: RollWrapper | null = null;

  /**
   * A ruleset's dialog options: the classes every roll dialog has (`fivefold <ruleset> roll-dialog`)
   * and its width. Foundry merges them over these (arrays joined, objects merged).
   */
  static rulesetOptions(ruleset: string, width: number) {
    return { classes: ["fivefold", ruleset, "roll-dialog"], position: { width } };
  }

  /** A ruleset's dialog parts: `templates/<ruleset>/dialog.hbs`, with its summary loaded as a partial. */
  static rulesetParts(ruleset: string) {
    return rollDialogParts(ruleset);
  }

  /** The ruleset whose templates the dialog draws: its summary is `templates/<ruleset>/dialog-summary.hbs`. */
  protected abstract readonly ruleset: string;

  protected get summaryTemplate(): string {
    return dialogSummaryTemplate(this.ruleset);
  }

  /** The i18n key of the window title, given the actor's `{name}`. */
  protected abstract readonly titleKey: string;

  /** How this ruleset finds its subject and rolls: the object its opener is configured with. */
  protected abstract readonly opening: Pick<RollDialogOpening<Preset, Values, Subject>, "subjectOf" | "roll">;

  /** The template context for these values. */
  protected abstract contextFor(
    actor: Actor.Implementation,
    subject: Subject,
    values: Values,
  ): LiveDialogContext & Record<string, unknown>;

  /** The values as the form now says. */
  protected abstract valuesFromForm(form: HTMLFormElement, values: Values, subject: Subject): Values;

  override get title(): string {
    return localize(this.titleKey, { name: this.actor?.name ?? "" });
  }

  /**
   * The dialog joins its actor's `apps`, as a document sheet does: Foundry renders every app
   * there when the actor or one of its items changes (on every client, whoever changed it),
   * and closes them when the actor is deleted. Only DocumentSheetV2 registers itself there.
   */
  protected override async _onFirstRender(
    context: DeepPartial<ApplicationV2.RenderContext>,
    options: DeepPartial<ApplicationV2.RenderOptions>,
  ): Promise<void> {
    await super._onFirstRender(context, options);
    if (this.actor) this.actor.apps[this.id] = this;
    // A combat's round or combatants and the world's odds setting change no actor: the dialog follows them too.
    followWhileOpen(this);
  }

  // fvtt-types 13.345 declares the closing options as the render options (V13 passes ClosingOptions).
  protected override _onClose(options: DeepPartial<ApplicationV2.RenderOptions>): void {
    super._onClose(options);
    if (this.actor) delete this.actor.apps[this.id];
    forgetClosed(this);
  }

  /** The subject as it is now. */
  protected get subject(): Subject {
    const subject = this.actor ? this.opening.subjectOf(this.actor) : null;
    if (subject === null)
      throw new Error(`Fivefold: ${this.constructor.name} was opened without an actor of its ruleset`);
    return subject;
  }

  protected dialogContext(): LiveDialogContext & Record<string, unknown> {
    if (this.actor === null || this.values === null)
      throw new Error(`Fivefold: ${this.constructor.name} has no actor or no values`);
    const drawn = this.contextFor(this.actor, this.subject, this.values);
    // A number field left empty or half typed is said so, whatever the ruleset makes of it: it is not rolled.
    const unread = unreadableNumber(this.values);
    const context = unread === null ? drawn : { ...drawn, canRoll: false, error: unreadableRefusal(unread) };
    // A roll answering a request offers no self roll: its GM could not read it (REQUEST_ROLL_MODES).
    return this.wrapRoll && "rollModes" in context
      ? { ...context, rollModes: rollModeOptions(REQUEST_ROLL_MODES) }
      : context;
  }

  protected readForm(form: HTMLFormElement): void {
    if (this.values !== null) this.values = this.valuesFromForm(form, this.values, this.subject);
  }

  /** The values the dialog opened with: what a number field no longer shown takes back. */
  #opened: Values | null = null;

  protected override async _prepareContext(
    options: DeepPartial<ApplicationV2.RenderOptions> & { isFirstRender: boolean },
  ): Promise<ApplicationV2.RenderContext> {
    this.#opened ??= this.values;
    return super._prepareContext(options);
  }

  protected forgetHidden(form: HTMLFormElement): boolean {
    const restored =
      this.values === null || this.#opened === null
        ? null
        : forgetHiddenEntries(this.values, this.#opened, formHolds(form));
    if (restored !== null) this.values = restored;
    return restored !== null;
  }

  protected async rollValues(): Promise<boolean> {
    const { actor, values, preset } = this;
    if (actor === null || values === null || preset === null) return false;
    // The Roll button of a form holding "-" in a number field: refused with a notice, nothing rolled, the dialog open.
    const unread = unreadableNumber(values);
    if (unread !== null) return !refusedWithNotice({ error: unreadableRefusal(unread) });
    const roll = () => this.opening.roll(actor, this.subject, values, preset);
    return this.wrapRoll ? this.wrapRoll(roll) : roll();
  }
}
