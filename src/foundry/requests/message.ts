import { text } from "../data/fields.js";
import { cardActor, type DecidesWhoActs } from "../chat/actions.js";
import type { CardDeclaration } from "../chat/card-message.js";
import { migrateModel } from "../data/migrations.js";
import type { RequestEntry } from "./record.js";
import type { EntryResult } from "./card-context.js";
import { storedRoll } from "./validate.js";
import { postedByGM } from "./gm-posted.js";
import type { RequestRoll } from "./spec.js";
import { OTHERWISE } from "./answer.js";

const { ArrayField, BooleanField, NumberField, ObjectField, SchemaField, StringField } = foundry.data.fields;

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

/**
 * One asked character's result (card-context.ts `EntryResult`). A result an older version
 * stored kept its figures whatever the roll mode; it is read as keeping none (Foundry drops the
 * keys this schema no longer has, and `figures` starts null), since nothing tells whether that
 * roll was public: its line reads them from its roll card while that card exists.
 */
function resultSchema() {
  return new SchemaField(
    {
      /** The roll's own chat card. */
      messageId: text(),
      /** The roll's figures, kept only for a public roll; null for any other. */
      figures: new SchemaField(
        {
          /** Successes (V5), or the total the ruleset compares. */
          value: new NumberField({ required: true, nullable: false, integer: true, initial: 0 }),
          /** Whether the roll met the request; null when nothing was asked to be met (Unique Dice without a target). */
          success: new BooleanField({ required: true, nullable: true, initial: null }),
          /** What was rolled, as a request would ask it, when it is not the roll asked; null when it is. */
          rolled: new ObjectField({ required: true, nullable: true, initial: null }),
        },
        { required: true, nullable: true, initial: null },
      ),
      /** How the roll is not the one asked (answer.ts), or null when it is, and on a result stored before. */
      otherwise: new StringField({
        required: true,
        nullable: true,
        blank: false,
        choices: [...OTHERWISE],
        initial: null,
      }),
    },
    { required: true, nullable: true, initial: null },
  );
}

/**
 * A stored result as the card reads it: what was rolled in place of the roll asked is checked again as a request's
 * roll is (null when broken), and the way it differs is one the schema knows.
 */
function storedResult(
  result: {
    messageId: string;
    figures: { value: number; success: boolean | null; rolled: unknown } | null;
    otherwise: string | null;
  } | null,
): EntryResult | null {
  // Null until the character rolls (the schema's initial value).
  if (result === null) return null;
  const otherwise = OTHERWISE.find((known) => known === result.otherwise) ?? null;
  const { figures } = result;
  return {
    messageId: result.messageId,
    figures: figures && {
      value: figures.value,
      success: figures.success,
      rolled: figures.rolled === null ? null : storedRoll(figures.rolled),
    },
    otherwise,
  };
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
 * A message's roll request, or null when it is none: of another type, or posted by no GM (a
 * player's message of this type draws as core draws it, and nothing is recorded on it).
 */
export function requestOf(message: ChatMessage.Implementation): RollRequestMessage | null {
  const system: unknown = message.system;
  return system instanceof RollRequestMessage && postedByGM(message) ? system : null;
}

/** The request card's drawing and buttons (card-view.ts), fetched the first time a request card is drawn. */
const cardView = () => import("./card-view.js");

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
    context: async (system, viewer) =>
      (await cardView()).requestContext(system, viewer, game.settings?.get("fivefold", ODDS_SETTING) ?? false),
    local: {
      "request-roll": async (press) => (await cardView()).rollForRequest(press),
      "request-show": async ({ button }) => (await cardView()).showRollCard(button, button.dataset.messageId ?? ""),
    },
  };

  static override defineSchema() {
    return requestSchema();
  }

  /** Repairs what an older version stored before Foundry validates it (src/foundry/data/migrations.ts). */
  static override migrateData(source: Record<string, unknown>, options?: unknown): Record<string, unknown> {
    return migrateModel(this, super.migrateData.bind(this), source, options);
  }

  /** The roll asked for, or null when the stored data is broken. */
  get request(): RequestRoll | null {
    return storedRoll(this.roll);
  }

  /** The asked characters as the record decision reads them. */
  get asked(): RequestEntry[] {
    return this.entries.map(({ actorUuid, name, result }) => ({
      actorUuid,
      name,
      result: storedResult(result),
    }));
  }

  /** Besides a GM, an owner of any asked character may act on the card (the record action checks which). */
  mayBeActedOnBy(user: User.Implementation): boolean {
    return this.entries.some((entry) => cardActor(entry.actorUuid)?.testUserPermission(user, "OWNER") ?? false);
  }
}
