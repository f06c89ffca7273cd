import { isBlind, type RollMode } from "../compat/roll-modes.js";
import { rollingSecretly } from "../requests/pending.js";
import { closestTo } from "../ui/dom.js";
import { cardActor, requestCardAction, userMayAct } from "./actions.js";
import { difficultyKeptFrom } from "./secret-difficulty.js";

/** Who is looking at a card: the message and the user of this client. */
export interface CardViewer {
  readonly message: ChatMessage.Implementation;
  readonly user: User.Implementation;
}

/**
 * A roll card's actor (from the uuid its message keeps; null once deleted), and how this viewer
 * stands to the card: whether they may act on it (author, owner of the actor, GM), see its content,
 * and read its difficulty (kept from all but a GM on a card answering a secret request).
 */
export function rollCardViewer(actorUuid: string, { message, user }: CardViewer) {
  const actor = cardActor(actorUuid);
  return {
    actor,
    mayAct: userMayAct({ message, actor }, user),
    contentVisible: message.isContentVisible,
    secretDifficulty: difficultyKeptFrom(message, user),
  };
}

/** How a viewer stands to a roll card (`rollCardViewer` without the actor). */
export type RollCardSeen = Omit<ReturnType<typeof rollCardViewer>, "actor">;

/**
 * A roll card's `context`: the ruleset's pure context function given the card's stored fields with
 * its actor's name (null once the actor is deleted), how this viewer stands to the card, and the
 * actor's data when it is the ruleset's own character model (null for another ruleset's, or none).
 */
export function rollCardContext<Model extends { readonly actorUuid: string; readonly fields: object }, Character>(
  characterModel: abstract new (...args: never[]) => Character,
  draw: (
    fields: Model["fields"] & { readonly actorName: string | null },
    seen: RollCardSeen,
    character: Character | null,
  ) => object | null,
): (system: Model, viewer: CardViewer) => object | null {
  return (system, viewer) => {
    const { actor, ...seen } = rollCardViewer(system.actorUuid, viewer);
    const data: unknown = actor?.system;
    return draw(
      { ...system.fields, actorName: actor?.name ?? null },
      seen,
      data instanceof characterModel ? data : null,
    );
  };
}

/**
 * The viewer a roll card is drawn for when it is posted, for the text saved in
 * `ChatMessage.content`: what Foundry shows before Fivefold's drawing replaces it, if that
 * drawing fails, and in a chat export. Nobody may act on it; a blind roll saves only its title;
 * a roll answering a request whose difficulty is secret saves neither the difficulty nor the outcome.
 */
export function savedContentViewer(actor: Actor.Implementation | null, mode: RollMode) {
  return {
    mayAct: false,
    contentVisible: !isBlind(mode),
    secretDifficulty: actor !== null && rollingSecretly(actor),
  } as const;
}

/**
 * What a card's context loads on demand (a chunk next to fivefold.mjs), or undefined when the
 * fetch fails: the card is then drawn without that part rather than not at all (a browser keeps a
 * failed module fetch for the session, so the next drawing would fail the same way).
 */
export async function loadedOrNone<T>(load: () => Promise<T>, what: string): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    console.warn(`Fivefold | could not load ${what}; the card is drawn without it`, error);
    return undefined;
  }
}

/** A click on one of a card's `[data-action]` elements, as a declaration's handlers read it. */
export interface CardPress<Model> {
  readonly event: Event;
  /** The element carrying `data-action`. */
  readonly button: HTMLElement;
  /** The card's drawn content (`.message-content`): its inputs hold what the player typed. */
  readonly content: HTMLElement;
  readonly message: ChatMessage.Implementation;
  readonly system: Model;
  /** The revision the card was drawn at (`data-revision` around the button), NaN when it shows none. */
  readonly revision: number;
  /** Draws the card again on this client (after a local choice) and gives the keyboard back its place. */
  redraw(): Promise<void>;
}

/**
 * Reads a card action's payload from the press, or null to send nothing (the reader has then
 * told the user why, or there is nothing to send yet).
 */
export type PayloadReader<Model> = (press: CardPress<Model>) => unknown;

/** A card action: its payload reader, and what this client does once the action was carried out. */
export type CardActionBinding<Model> =
  PayloadReader<Model> | { readonly read: PayloadReader<Model>; done(press: CardPress<Model>): void };

/**
 * What a chat-card message declares, and all it declares: the shared renderer draws the
 * template with the context, and binds every `[data-action]` of the drawn card.
 * - `actions`: keyed by the registered card-action id, which is also the button's
 *   `data-action`. The press goes through the one executor (`requestCardAction`).
 * - `local`: buttons that change only this client's view of the card (choosing the dice of a
 *   reroll, scrolling to another card); keyed by their own names, never an action id.
 * Any other `data-action` inside the card does nothing.
 */
export interface CardDeclaration<Model> {
  readonly template: string;
  /** The template's context for this viewer, or null to leave the message as core drew it. */
  context(system: Model, viewer: CardViewer): object | null | Promise<object | null>;
  readonly actions?: Readonly<Record<string, CardActionBinding<Model>>>;
  readonly local?: Readonly<Record<string, (press: CardPress<Model>) => void | Promise<void>>>;
  /** Where the keyboard goes after a local redraw when the pressed button is gone (a CSS selector). */
  readonly refocus?: string;
}

/** A data model class that declares its card (`static card`). */
interface DeclaresCard {
  readonly card: CardDeclaration<never>;
}

function declaresCard(model: unknown): model is DeclaresCard {
  const card = (model as Partial<DeclaresCard> | null)?.card;
  return typeof card === "object" && typeof card.template === "string" && typeof card.context === "function";
}

/** The card-action ids a message model's card declares (`static card.actions`); none for a model without a card. */
export function declaredActionIds(model: unknown): string[] {
  return declaresCard(model) ? Object.keys(model.card.actions ?? {}) : [];
}

/** The card a message's data model declares, or null for any other message. */
export function cardOf<Model extends object>(system: Model | null | undefined): CardDeclaration<Model> | null {
  const model: unknown = system?.constructor;
  // A model's declaration is written for instances of that same class (`static card: CardDeclaration<Self>`).
  return declaresCard(model) ? (model.card as CardDeclaration<Model>) : null;
}

/** Whether an element is disabled (a button, or any element that carries the property). */
function isDisabled(element: HTMLElement): boolean {
  return (element as Partial<HTMLButtonElement>).disabled === true;
}

function setDisabled(element: HTMLElement, disabled: boolean): void {
  (element as Partial<HTMLButtonElement>).disabled = disabled;
}

/**
 * After a local redraw: focus the same control again (same action, die and side), or the
 * declaration's fallback, so a keyboard user keeps their place.
 */
function refocus(content: HTMLElement, pressed: HTMLElement, fallback: string | undefined): void {
  const { action = "", index, side } = pressed.dataset;
  // The values are the card's own (action ids, die indices, "first"/"second"), written by its template.
  const same = content.querySelector<HTMLElement>(
    `[data-action="${action}"]${index ? `[data-index="${index}"]` : ""}${side ? `[data-side="${side}"]` : ""}`,
  );
  (same ?? (fallback ? content.querySelector<HTMLElement>(fallback) : null))?.focus();
}

async function onPress<Model extends object>(
  card: CardDeclaration<Model>,
  press: CardPress<Model>,
  action: string,
): Promise<void> {
  const local = card.local?.[action];
  if (local) {
    // A local handler may post or roll (a request card's Roll): one press at a time.
    setDisabled(press.button, true);
    try {
      await local(press);
    } finally {
      setDisabled(press.button, false);
    }
    return;
  }
  const binding = card.actions?.[action];
  if (!binding) return;
  const read = typeof binding === "function" ? binding : binding.read;
  const payload = read(press);
  if (payload === null) return;
  // The card redraws when its message updates; until then the button cannot be pressed twice.
  setDisabled(press.button, true);
  let done = false;
  try {
    done = await requestCardAction(press.message, action, payload);
  } finally {
    // Refused, or failed before an answer (the dice could not be rolled): the button may be pressed again.
    if (!done) setDisabled(press.button, false);
  }
  if (done && typeof binding !== "function") binding.done(press);
}

/**
 * The click handler of each drawn card element, for the latest drawing. Foundry renders a new
 * element for every render of a message, but a module may fire `renderChatMessageHTML` again on
 * one element: the element keeps one listener, which answers with the newest drawing's data.
 */
const pressHandlers = new WeakMap<HTMLElement, (event: Event) => void>();

/**
 * Draws a Fivefold card into its rendered message (`.message-content`) from the message's
 * data, for the user of this client, and binds its buttons. Only for a viewer who may see the
 * content: core has put its "rolled privately" content there when `isContentVisible` is false.
 */
export async function drawCard(message: ChatMessage.Implementation, html: HTMLElement): Promise<void> {
  const system: object = message.system;
  const card = cardOf(system);
  const content = html.querySelector<HTMLElement>(".message-content");
  const user = game.user;
  if (!card || !content || !user || !message.isContentVisible) return;
  const draw = async (): Promise<boolean> => {
    const context = await card.context(system, { message, user });
    if (context === null) return false;
    content.innerHTML = await foundry.applications.handlebars.renderTemplate(card.template, { ...context });
    return true;
  };
  if (!(await draw())) return;
  if (!pressHandlers.has(content)) content.addEventListener("click", (event) => pressHandlers.get(content)?.(event));
  pressHandlers.set(content, (event) => {
    const button = closestTo<HTMLElement>(event.target, "[data-action]");
    const action = button?.dataset.action;
    if (!button || !action || isDisabled(button)) return;
    const press: CardPress<object> = {
      event,
      button,
      content,
      message,
      system,
      revision: Number(button.closest<HTMLElement>("[data-revision]")?.dataset.revision ?? Number.NaN),
      redraw: async () => {
        await draw();
        refocus(content, button, card.refocus);
      },
    };
    onPress(card, press, action).catch((error: unknown) =>
      console.error(`Fivefold | the card button ${action} failed`, error),
    );
  });
}
