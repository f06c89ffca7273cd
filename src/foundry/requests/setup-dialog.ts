import type { DeepPartial } from "fvtt-types/utils";
import { systemPath, type TemplatePart } from "../applications/template-parts.js";
import { registeredRulesets, worldUses } from "../settings/world-rulesets.js";
import { isTag, liveForm, redrawKeepingFocus } from "../ui/dom.js";
import { localize, refusalText } from "../ui/i18n.js";
import { postRollRequest } from "./post.js";
import { openWindow } from "../compat/open-window.js";
import { formEntries } from "../applications/form-lists.js";
import type { RequestRoll } from "./spec.js";
import {
  firstSetupState,
  requestSetupContext,
  setupRoll,
  setupStateFromForm,
  setupTargets,
  sheetTraitNames,
  type AskedFields,
  type SetupCharacter,
  type SetupState,
} from "./setup-context.js";
import ApplicationV2 = foundry.applications.api.ApplicationV2;
const { HandlebarsApplicationMixin } = foundry.applications.api;

/** The setup dialog's one part; its template includes no partial. */
const SETUP_PARTS: Record<string, TemplatePart> = { form: { template: systemPath("templates/requests/setup.hbs") } };

/** The rulesets this world uses that take roll requests, in the registry's order. */
function worldRulesets(): string[] {
  return registeredRulesets().flatMap((ruleset) => (ruleset.requests && worldUses(ruleset.id) ? [ruleset.id] : []));
}

/** The actors of the selected tokens (an unlinked token's actor stands for its world actor by id). */
export function selectedActors(): Actor.Implementation[] {
  const tokens = canvas?.ready ? (canvas.tokens?.controlled ?? []) : [];
  return tokens.flatMap((token) => (token.actor ? [token.actor] : []));
}

/** The ruleset whose characters an actor type is. */
export function rulesetOfType(type: string): string | null {
  return registeredRulesets().find((ruleset) => type in ruleset.actorModels)?.id ?? null;
}

/** The world's characters of the rulesets it uses, as the dialog offers them. */
function setupCharacters(rulesets: readonly string[]): SetupCharacter[] {
  const selected = new Set(selectedActors().map((actor) => actor.id));
  return (game.actors?.contents ?? []).flatMap((actor) => {
    const ruleset = rulesetOfType(actor.type);
    if (ruleset === null || !rulesets.includes(ruleset)) return [];
    return [
      {
        id: actor.id,
        name: actor.name,
        ruleset,
        selected: selected.has(actor.id),
        playerOwned: actor.hasPlayerOwner,
        traits: sheetTraitNames(ruleset, actor.system),
      },
    ];
  });
}

/**
 * The GM's roll request setup: the ruleset (of those the world uses), what to roll, whom to
 * ask (selected tokens, ticked characters, or every player character) and a title; Post hands
 * it to `postRollRequest`, which checks it again and posts the card.
 */
class RequestSetupDialog extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS: DeepPartial<ApplicationV2.Configuration> & object = {
    tag: "form",
    classes: ["fivefold", "request-setup-dialog"],
    position: { width: 460 },
    window: { title: "FIVEFOLD.RequestEntry.Setup.Title", icon: "fa-solid fa-dice" },
    form: { handler: RequestSetupDialog.#post, closeOnSubmit: false, submitOnChange: false },
    actions: { cancel: RequestSetupDialog.#cancel },
  };

  static override PARTS = SETUP_PARTS;

  setup: SetupState;
  readonly rulesets: readonly string[];
  #posting = false;

  constructor(state: SetupState, rulesets: readonly string[]) {
    super({});
    this.setup = state;
    this.rulesets = rulesets;
  }

  protected override async _prepareContext(
    options: DeepPartial<ApplicationV2.RenderOptions> & { isFirstRender: boolean },
  ): Promise<ApplicationV2.RenderContext> {
    const base = await super._prepareContext(options);
    // The template reads the setup context and the window's id (element ids unique per window);
    // RenderContext is the mixin's open context type.
    const own: Record<string, unknown> = {
      ...requestSetupContext(this.setup, this.rulesets, setupCharacters(this.rulesets)),
      rootId: this.id,
    };
    return { ...base, ...own };
  }

  // The form element outlives re-renders, so its listeners are added once. A choice (the
  // ruleset, whom to ask, a ticked character) redraws the form, which shows other fields; typing
  // only refreshes the Post button, the text preview and the refusal, so a redraw never takes
  // the field, or the Post button about to be clicked, from under the GM.
  protected override async _onFirstRender(
    context: DeepPartial<ApplicationV2.RenderContext>,
    options: DeepPartial<ApplicationV2.RenderOptions>,
  ): Promise<void> {
    await super._onFirstRender(context, options);
    const form = liveForm(this.element);
    if (!form) return;
    form.addEventListener("input", (event) => {
      if (isTag(event.target, "input") && (event.target.type === "text" || event.target.type === "number"))
        this.#refresh(form);
    });
    form.addEventListener("change", (event) => {
      if (
        isTag(event.target, "select") ||
        (isTag(event.target, "input") && (event.target.type === "radio" || event.target.type === "checkbox"))
      )
        void this.#follow(form);
    });
  }

  #refresh(form: HTMLFormElement): void {
    this.setup = setupStateFromForm(formEntries(form), this.setup, this.rulesets);
    const context = requestSetupContext(this.setup, this.rulesets, setupCharacters(this.rulesets));
    const post = form.querySelector<HTMLButtonElement>("[data-post]");
    if (post) post.disabled = !context.canPost;
    const preview = form.querySelector<HTMLElement>("[data-request-text]");
    if (preview) preview.hidden = context.command === null;
    form.querySelector("[data-request-command]")?.replaceChildren(context.command ?? "");
    form.querySelector("[data-request-enricher]")?.replaceChildren(context.enricher ?? "");
    let error = form.querySelector<HTMLElement>("[data-setup-error]");
    if (context.error === null) {
      error?.remove();
      return;
    }
    if (!error) {
      error = form.ownerDocument.createElement("p");
      error.className = "error";
      error.setAttribute("role", "alert");
      error.dataset.setupError = "";
      post?.closest("footer")?.before(error);
    }
    error.textContent = refusalText(context.error);
  }

  async #follow(form: HTMLFormElement): Promise<void> {
    this.setup = setupStateFromForm(formEntries(form), this.setup, this.rulesets);
    await redrawKeepingFocus(this, form.ownerDocument.activeElement?.id ?? "");
  }

  static async #post(this: RequestSetupDialog, _event: Event | SubmitEvent, form: HTMLFormElement): Promise<void> {
    if (this.#posting) return;
    this.#posting = true;
    try {
      this.setup = setupStateFromForm(formEntries(form), this.setup, this.rulesets);
      const roll = setupRoll(this.setup);
      const targets = setupTargets(this.setup, setupCharacters(this.rulesets));
      if (!roll.ok || targets === null) return;
      if (await postRollRequest({ roll: roll.roll, targets, label: this.setup.label.trim() })) await this.close();
    } finally {
      this.#posting = false;
    }
  }

  static async #cancel(this: RequestSetupDialog): Promise<void> {
    await this.close();
  }
}

/**
 * Opens the GM's request setup dialog, filled in with `roll` when given (GM only; a world with no ruleset on gets a
 * notice), beside `opener` (the window it was opened from: a journal, the Actors directory), in its browser window on
 * V14.
 */
export async function openRequestDialog(
  roll: RequestRoll | null = null,
  asked: AskedFields | null = null,
  opener?: object,
): Promise<void> {
  if (!game.user?.isGM) {
    ui.notifications?.warn(localize("FIVEFOLD.RequestEntry.Command.GMOnly"));
    return;
  }
  const rulesets = worldRulesets();
  const state = firstSetupState(
    rulesets,
    setupCharacters(rulesets),
    roll !== null && rulesets.includes(roll.ruleset) ? roll : null,
    asked,
  );
  if (state === null) {
    ui.notifications?.warn(localize("FIVEFOLD.RequestEntry.Setup.NoRulesets"));
    return;
  }
  await openWindow(new RequestSetupDialog(state, rulesets), opener);
}
