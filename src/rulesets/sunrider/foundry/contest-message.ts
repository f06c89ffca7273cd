import { viewerOdds } from "../../../foundry/settings/odds-setting.js";
import { OPEN_MAX, OPEN_MIN } from "../../../engine/inputs.js";
import { flag, rating } from "../../../foundry/data/fields.js";
import type { DecidesWhoActs } from "../../../foundry/chat/actions.js";
import type { RendersCard } from "../../../foundry/chat/render.js";
import {
  CONTEST_CARD_TEMPLATE,
  mayActBySide,
  mayActForEither,
  sideBaseSchema,
  wireContestButtons,
} from "../../../foundry/contests/foundry.js";
import { sideOf } from "../../../foundry/contests/sides.js";
import { migrateModel } from "../../../foundry/data/migrations.js";
import type { SameKeys, SchemaCovers, StoredBy } from "../../../foundry/data/schema-keys.js";
import type { SunriderContestFields } from "../view/contest-card.js";
import { sunriderContestCardContext } from "../view/contest-context.js";
import { MAX_DICE_CODE, MAX_STAGED_ACTIONS } from "../rules/rules.js";

const { ArrayField, SchemaField } = foundry.data.fields;

/** The id of the Sunrider contest card's Roll action (contest-actions.ts). */
export const SUNRIDER_CONTEST_ROLL = "sunrider.contestRoll";

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
  implements RendersCard, DecidesWhoActs
{
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

  async renderCard(message: ChatMessage.Implementation, html: HTMLElement): Promise<void> {
    const content = html.querySelector<HTMLElement>(".message-content");
    const user = game.user;
    if (!content || !user) return;
    const fields = this.fields;
    const context = sunriderContestCardContext(fields, {
      contentVisible: message.isContentVisible,
      mayAct: mayActBySide(fields, user),
      odds: viewerOdds(),
    });
    content.innerHTML = await foundry.applications.handlebars.renderTemplate(CONTEST_CARD_TEMPLATE, { ...context });
    wireContestButtons(message, content, (button) => {
      const side = sideOf(button.dataset);
      return side && button.dataset.action === "contest-roll"
        ? { actionId: SUNRIDER_CONTEST_ROLL, payload: { side } }
        : null;
    });
  }
}
