import { text } from "../fields.js";
import { cardActor, notifyRefusal, requestCardAction, type DecidesWhoActs } from "../cards/actions.js";
import type { CardDeclaration, CardPress, CardViewer } from "../cards/card-message.js";
import { migrateModel } from "../migrations.js";
import { shiftHeld } from "../dom.js";
import { followedResult, requestCardContext, type EntryView, type RequestCardViewer } from "./card-context.js";
import { localize } from "../i18n.js";
import { bandLabelKey, oddsBand } from "../odds-view.js";
import { playerOddsMode } from "../odds-setting.js";
import { chancesOf, difficultySteps, hasTrait } from "./odds.js";
import { RECORD_ACTION, type RequestEntry } from "./record.js";
import { oddsSubject, openForRequest, rollResult } from "./rulesets.js";
import { rollingForRequest } from "./pending.js";
import { storedRoll } from "./validate.js";
import { isSecret, type RequestRoll } from "./spec.js";

const { ArrayField, BooleanField, NumberField, ObjectField, SchemaField } = foundry.data.fields;

/** The chat message type of a roll request card. */
export const REQUEST_TYPE = "rollRequest";
/** The request card's template. */
const REQUEST_CARD_TEMPLATE = "systems/fivefold/templates/requests/card.hbs";
/** The world setting that lets players see the odds on request cards. */
export const ODDS_SETTING = "requestOddsForPlayers";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "fivefold.requestOddsForPlayers": boolean;
  }
}

function resultSchema() {
  return new SchemaField(
    {
      /** The roll's own chat card. */
      messageId: text(),
      /** Successes (V5), or the total the ruleset compares. */
      value: new NumberField({ required: true, nullable: false, integer: true, initial: 0 }),
      /** Whether the roll met the request; null when nothing was asked to be met (Unique Dice without a target). */
      success: new BooleanField({ required: true, nullable: true, initial: null }),
    },
    { required: true, nullable: true, initial: null },
  );
}

function requestSchema() {
  return {
    /** The roll asked for (spec.ts `RequestRoll`), checked again each time it is read. */
    roll: new ObjectField({ required: true }),
    label: text(),
    entries: new ArrayField(new SchemaField({ actorUuid: text(), name: text(), result: resultSchema() })),
  };
}

/**
 * How this viewer reads the chances: a GM always as figures; a player only when this setting
 * lets players see request odds and the world's setting for players does not hide odds, and
 * then as figures or band words, as that setting says (src/foundry/odds-view.ts).
 */
function requestViewer(user: User.Implementation, roll: RequestRoll): RequestCardViewer {
  if (user.isGM) return { seesOdds: true, gm: true };
  const mode = playerOddsMode();
  // A secret request shows a player no odds: they are odds against the difficulty kept from them.
  if (!(game.settings?.get("fivefold", ODDS_SETTING) ?? false) || mode === "hidden" || isSecret(roll))
    return { seesOdds: false };
  return mode === "words" ? { seesOdds: true, word: (p) => localize(bandLabelKey(oddsBand(p))) } : { seesOdds: true };
}

/**
 * Whether this viewer may read an asked character's odds: only from a sheet they may see in
 * full (an Observer or better; a GM any), since the chances tell its numbers.
 */
function readsOddsOf(user: User.Implementation, actor: Actor.Implementation): boolean {
  return user.isGM || actor.testUserPermission(user, "OBSERVER");
}

/**
 * The request card's context for this viewer: each asked character, its result as the roll
 * card shows it now, and its odds. Null when the stored request is broken (core's content stays).
 */
async function requestContext(system: RollRequestMessage, { user }: CardViewer) {
  const roll = system.request;
  if (!roll) return null;
  const viewer = requestViewer(user, roll);
  const steps = difficultySteps(roll);
  // The ruleset's odds are fetched only for a viewer who sees odds.
  const chanceAt = viewer.seesOdds ? await chancesOf(roll) : null;
  const entries: EntryView[] = system.asked.map((entry) => {
    const actor = cardActor(entry.actorUuid);
    const subject = actor ? oddsSubject(actor, roll) : null;
    const rollCard = entry.result ? game.messages?.get(entry.result.messageId) : undefined;
    // Read from the roll card as it is now, and only by a viewer who may see its content.
    const shown = followedResult(
      entry.result,
      rollCard
        ? {
            visible: rollCard.isContentVisible,
            current: rollCard.isContentVisible ? rollResult(rollCard.system) : null,
          }
        : null,
    );
    return {
      name: actor?.name ?? entry.name,
      result: shown.result,
      resultHidden: shown.hidden,
      missingTrait: subject !== null && !hasTrait(subject, roll),
      mayRoll: actor !== null && actor.testUserPermission(user, "OWNER"),
      // Computed only for a viewer who may see them, of a sheet they may read: a player's HTML never holds other
      // figures.
      odds:
        chanceAt && subject && actor && readsOddsOf(user, actor)
          ? steps.map((difficulty) => chanceAt(subject, difficulty))
          : null,
    };
  });
  return requestCardContext({ roll, label: system.label }, entries, viewer);
}

/**
 * Opens the asked character's roll dialog filled in from the request (shift-click skips it),
 * and records the roll it posts on the request card.
 */
async function rollForRequest({ button, event, message, system }: CardPress<RollRequestMessage>): Promise<void> {
  const roll = system.request;
  const entry = system.asked[Number(button.dataset.index)] as RequestEntry | undefined;
  const actor = entry ? cardActor(entry.actorUuid) : null;
  if (!roll || !entry || !actor) {
    notifyRefusal({ key: "FIVEFOLD.Request.Record.NotAsked" });
    return;
  }
  if (entry.result) {
    notifyRefusal({ key: "FIVEFOLD.Request.Record.AlreadyRolled", data: { name: actor.name } });
    return;
  }
  await openForRequest(actor, roll, {
    skipDialog: shiftHeld(event),
    wrapRoll: async (rollNow) => {
      let rolled = false;
      const posted = await rollingForRequest(actor.uuid, message.id ?? "", async () => {
        rolled = await rollNow();
      });
      if (posted) await requestCardAction(message, RECORD_ACTION, { rollMessageId: posted.id ?? "" });
      return rolled;
    },
  });
}

/**
 * A roll request's chat card: what to roll, whom it asks, and each one's result once they
 * have rolled. Everything it shows is kept here, so a reload draws the same card; the odds
 * are computed from each sheet as the card is drawn, and only for a viewer who may see them
 * and that sheet. Its buttons are local: Roll opens the character's roll dialog (the roll is
 * then recorded through the card-action executor), a result scrolls to its roll card.
 */
export class RollRequestMessage
  extends foundry.abstract.TypeDataModel<ReturnType<typeof requestSchema>, ChatMessage.Implementation>
  implements DecidesWhoActs
{
  static readonly card: CardDeclaration<RollRequestMessage> = {
    template: REQUEST_CARD_TEMPLATE,
    context: requestContext,
    local: {
      "request-roll": rollForRequest,
      "request-show": ({ button }) => showRollCard(button, button.dataset.messageId ?? ""),
    },
  };

  static override defineSchema() {
    return requestSchema();
  }

  /** Repairs what an older version stored before Foundry validates it (src/foundry/migrations.ts). */
  static override migrateData(source: Record<string, unknown>, options?: unknown): Record<string, unknown> {
    return migrateModel(this, super.migrateData.bind(this), source, options);
  }

  /** The roll asked for, or null when the stored data is broken. */
  get request(): RequestRoll | null {
    return storedRoll(this.roll);
  }

  /** The asked characters as the record decision reads them. */
  get asked(): RequestEntry[] {
    return this.entries.map((entry) => ({ actorUuid: entry.actorUuid, name: entry.name, result: entry.result }));
  }

  /** Besides a GM, an owner of any asked character may act on the card (the record action checks which). */
  mayBeActedOnBy(user: User.Implementation): boolean {
    return this.entries.some((entry) => cardActor(entry.actorUuid)?.testUserPermission(user, "OWNER") ?? false);
  }
}

/**
 * Scrolls the chat log to a roll's card and flashes it; a card no longer in the log says so.
 * The card is looked for in the log that holds the request card clicked (the sidebar's, or a
 * chat popout's, which V14 may detach into another browser window).
 */
function showRollCard(clicked: HTMLElement, messageId: string): void {
  const log = clicked.closest(".message")?.parentElement ?? clicked.ownerDocument;
  const element = log.querySelector<HTMLElement>(`.message[data-message-id="${CSS.escape(messageId)}"]`);
  if (!game.messages?.get(messageId) || !element) {
    notifyRefusal({ key: "FIVEFOLD.Request.Record.RollGone" });
    return;
  }
  element.scrollIntoView({ block: "center", behavior: "smooth" });
  element.classList.add("fivefold-flash");
  setTimeout(() => element.classList.remove("fivefold-flash"), 1500);
}
