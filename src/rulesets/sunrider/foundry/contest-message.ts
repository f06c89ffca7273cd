import { viewerOdds } from "../../../foundry/settings/odds-setting.js";
import { OPEN_MAX, OPEN_MIN } from "../../../engine/inputs.js";
import { flag, rating } from "../../../foundry/data/fields.js";
import type { DecidesWhoActs } from "../../../foundry/chat/actions.js";
import type { CardDeclaration } from "../../../foundry/chat/card-message.js";
import {
  CONTEST_CARD_TEMPLATE,
  mayActBySide,
  mayActForEither,
  sideBaseSchema,
  sidePayload,
} from "../../../foundry/contests/foundry.js";
import { migrateModel } from "../../../foundry/data/migrations.js";
import type { SameKeys, SchemaCovers, StoredBy } from "../../../foundry/data/schema-keys.js";
import { SUNRIDER_CONTEST_ROLL, type SunriderContestFields } from "../view/contest-card.js";
import { sunriderContestCardContext } from "../view/contest-context.js";
import { MAX_DICE_CODE, MAX_STAGED_ACTIONS } from "../rules/rules.js";

const { ArrayField, SchemaField } = foundry.data.fields;

function sideSchema() {
  return new SchemaField({
    ...sideBaseSchema(),
    base: rating(1, MAX_DICE_CODE, 1),
    // A card stored before these were kept loads with no bonus and one action: the pool it rolled.
    bonus: rating(0, MAX_DICE_CODE, 0),
    time: rating(0, MAX_DICE_CODE, 0),
    synergy: rating(0, MAX_DICE_CODE, 0),
    actions: rating(1, MAX_STAGED_ACTIONS, 1),
    cp: flag(),
    modifier: rating(OPEN_MIN, OPEN_MAX, 0),
    dice: new ArrayField(rating(1, 6, 1)),
    chance: new ArrayField(rating(1, 6, 1)),
  });
}

function sunriderContestSchema() {
  return { first: sideSchema(), second: sideSchema() };
}

/**
 * Every field the contest code carries is stored by the schema, and nothing else.
 * Exported only so the check is not an unused local; nothing imports it.
 * @public
 */
export type SunriderContestFieldsStored = SchemaCovers<
  SameKeys<SunriderContestFields, StoredBy<ReturnType<typeof sunriderContestSchema>>>
>;

/**
 * A Sunrider contest's chat card: both sides and their dice (Chance Die chains included)
 * are kept here; the odds, winner and margin are recomputed each time it is drawn.
 */
export class SunriderContestMessage
  extends foundry.abstract.TypeDataModel<ReturnType<typeof sunriderContestSchema>, ChatMessage.Implementation>
  implements DecidesWhoActs
{
  static readonly card: CardDeclaration<SunriderContestMessage> = {
    template: CONTEST_CARD_TEMPLATE,
    context: (system, { message, user }) =>
      sunriderContestCardContext(system.fields, {
        contentVisible: message.isContentVisible,
        mayAct: mayActBySide(system.fields, user),
        odds: viewerOdds(),
      }),
    actions: { [SUNRIDER_CONTEST_ROLL]: sidePayload },
  };

  static override defineSchema() {
    return sunriderContestSchema();
  }

  /** Repairs what an older version stored before Foundry validates it (src/foundry/data/migrations.ts). */
  static override migrateData(source: Record<string, unknown>, options?: unknown): Record<string, unknown> {
    return migrateModel(this, super.migrateData.bind(this), source, options);
  }

  /** The card's fields as the pure contest code reads them. */
  get fields(): SunriderContestFields {
    return { first: this.first, second: this.second };
  }

  mayBeActedOnBy(user: User.Implementation): boolean {
    return mayActForEither(this.fields, user);
  }
}
