import type { DeepPartial } from "fvtt-types/utils";
import { isTag, liveForm, redrawKeepingFocus } from "../ui/dom.js";
import { localize } from "../ui/i18n.js";
import { keepTypedFields } from "../ui/typed-fields.js";
import { redrawWithoutHiddenEntries } from "../applications/hidden-entries.js";
import { CONTEST_SETUP_PARTS, CONTEST_SETUP_SUMMARY } from "../applications/template-parts.js";
import { CONTEST_SETUP_WIDTH } from "./card-context.js";
import { followWhileOpen, forgetClosed } from "../applications/live-windows.js";
import ApplicationV2 = foundry.applications.api.ApplicationV2;
const { HandlebarsApplicationMixin } = foundry.applications.api;

/** One contest being set up: its values live here; the dialog asks it for a context, to read the form, and to post. */
export interface ContestSetup {
  context(): Record<string, unknown> & { readonly canPost: boolean };
  read(form: HTMLFormElement): void;
  /** Takes back each number left unreadable in a field this form no longer shows (hidden-entries.ts); true when any. */
  forgetHidden(form: HTMLFormElement): boolean;
  /** Posts the contest card; false when refused (the dialog stays open). */
  post(): Promise<boolean>;
}

/**
 * The contest setup dialog: two sides (an actor's roll or an NPC pool), and, as the user
 * types, the exact chance that the first side wins, ties or loses with the margin's bars.
 * Each keystroke redraws only the summary (the field keeps focus); choosing a side's actor
 * or a skill redraws the form, which shows other fields.
 */
export class ContestSetupDialog extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS: DeepPartial<ApplicationV2.Configuration> & object = {
    tag: "form",
    classes: ["fivefold", "roll-dialog", "contest-setup-dialog"],
    position: { width: CONTEST_SETUP_WIDTH },
    form: { handler: ContestSetupDialog.#submit, closeOnSubmit: false, submitOnChange: false },
    actions: { cancel: ContestSetupDialog.#cancel },
  };

  static override PARTS = CONTEST_SETUP_PARTS;

  constructor(readonly setup: ContestSetup) {
    super();
  }

  #posting = false;

  override get title(): string {
    return localize("FIVEFOLD.Contest.Setup.Title");
  }

  static async #submit(this: ContestSetupDialog, _event: Event | SubmitEvent, form: HTMLFormElement): Promise<void> {
    if (this.#posting) return;
    this.#posting = true;
    try {
      this.setup.read(form);
      if (await this.setup.post()) await this.close();
    } finally {
      this.#posting = false;
    }
  }

  static async #cancel(this: ContestSetupDialog): Promise<void> {
    await this.close();
  }

  protected override async _prepareContext(
    options: DeepPartial<ApplicationV2.RenderOptions> & { isFirstRender: boolean },
  ): Promise<ApplicationV2.RenderContext> {
    const base = await super._prepareContext(options);
    // The template reads the setup's context and the window's id (element ids unique per window).
    const own: Record<string, unknown> = { ...this.setup.context(), rootId: this.id };
    return { ...base, ...own };
  }

  // The form element outlives re-renders, so its listeners are added once.
  protected override async _onFirstRender(
    context: DeepPartial<ApplicationV2.RenderContext>,
    options: DeepPartial<ApplicationV2.RenderOptions>,
  ): Promise<void> {
    await super._onFirstRender(context, options);
    // Its odds follow the player-odds setting and the combat (a side's Character Point, in combat or not).
    followWhileOpen(this);
    const form = liveForm(this.element);
    if (!form) return;
    form.addEventListener("input", () => void this.#refreshSummary(form));
    form.addEventListener("change", (event) => {
      const target = event.target;
      if (isTag(target, "select") && target.hasAttribute("data-redraw")) void this.#redraw(form, target.id);
    });
  }

  // A side's field the new form does not show (an NPC pool once an actor is chosen) holds no half-typed entry.
  protected override async _onRender(
    context: DeepPartial<ApplicationV2.RenderContext>,
    options: DeepPartial<ApplicationV2.RenderOptions>,
  ): Promise<void> {
    await super._onRender(context, options);
    redrawWithoutHiddenEntries(this, liveForm(this.element), (form) => this.setup.forgetHidden(form));
  }

  // fvtt-types 13.345 declares the closing options as the render options (V13 passes ClosingOptions).
  protected override _onClose(options: DeepPartial<ApplicationV2.RenderOptions>): void {
    super._onClose(options);
    forgetClosed(this);
  }

  /** A redraw keeps the field the player is typing in, with its raw text, caret and focus (ui/typed-fields.ts). */
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
    this.setup.read(form);
    const summary = form.querySelector<HTMLElement>("[data-summary]");
    if (summary)
      summary.innerHTML = await foundry.applications.handlebars.renderTemplate(CONTEST_SETUP_SUMMARY, {
        ...this.setup.context(),
        rootId: this.id,
      });
  }

  async #redraw(form: HTMLFormElement, focusId: string): Promise<void> {
    this.setup.read(form);
    await redrawKeepingFocus(this, focusId);
  }
}
