import { OPEN_MAX, OPEN_MIN } from "../../engine/inputs.js";
import { difficultyKeptFrom } from "../../foundry/cards/secret-difficulty.js";
import { flag, rating, text } from "../../foundry/fields.js";
import { cardActor, requestCardAction, userMayAct } from "../../foundry/cards/actions.js";
import type { RendersCard } from "../../foundry/cards/render.js";
import { muckCardContext, type MuckCardFields } from "./card-context.js";
import { GENETICS_MAX, GENETICS_MODES } from "./rules.js";
import { DRAW_PLOT_TWIST } from "./card-actions.js";
import type { SameKeys, SchemaCovers, StoredBy } from "../../foundry/schema-keys.js";
import { migrateModel } from "../../foundry/migrations.js";
import { closestTo } from "../../foundry/dom.js";

const { ArrayField, NumberField, SchemaField, StringField } = foundry.data.fields;

/** The chat card template every Muck Roll is drawn with. */
export const MUCK_CARD_TEMPLATE = "systems/fivefold/templates/muckraker/card.hbs";

function muckRollSchema() {
  return {
    actorUuid: text(),
    label: text(),
    skill: rating(0, OPEN_MAX, 0),
    cn: rating(OPEN_MIN, OPEN_MAX, 7),
    genetics: new StringField({ required: true, nullable: false, choices: [...GENETICS_MODES], initial: "none" }),
    genetic: rating(0, GENETICS_MAX, 6),
    stress: rating(0, GENETICS_MAX, 0),
    tiesSucceed: flag(),
    white: new ArrayField(rating(1, 6, 1)),
    red: new NumberField({ required: true, nullable: true, integer: true, min: 1, max: 12, initial: null }),
    twist: new SchemaField(
      {
        name: text(),
        prompt: text(),
        key: text(),
        img: text(),
        hazardBefore: rating(0, undefined, 0),
        hazardAfter: rating(0, undefined, 0),
        reshuffled: flag(),
      },
      { required: true, nullable: true, initial: null },
    ),
  };
}

/**
 * Every field the card code carries is stored by the schema, and nothing else (the actor's uuid aside).
 * Exported only so the check is not an unused local; nothing imports it.
 * @public
 */
export type MuckCardFieldsStored = SchemaCovers<
  SameKeys<MuckCardFields & { actorUuid: string }, StoredBy<ReturnType<typeof muckRollSchema>>>
>;

/**
 * A Muck Roll's chat card: the inputs, the white and red dice, and the plot twist card
 * once drawn, with the Hazard Level before and after. The engine recomputes the rest.
 */
export class MuckrakerRollMessage
  extends foundry.abstract.TypeDataModel<ReturnType<typeof muckRollSchema>, ChatMessage.Implementation>
  implements RendersCard
{
  static override defineSchema() {
    return muckRollSchema();
  }

  /** Repairs what an older version stored before Foundry validates it (src/foundry/migrations.ts). */
  static override migrateData(source: Record<string, unknown>, options?: unknown): Record<string, unknown> {
    return migrateModel(this, super.migrateData.bind(this), source, options);
  }

  /** The card's fields as the pure card code reads them. */
  get fields(): MuckCardFields {
    const { label, skill, cn, genetics, genetic, stress, tiesSucceed, white, red, twist } = this;
    return { label, skill, cn, genetics, genetic, stress, tiesSucceed, white, red, twist };
  }

  async renderCard(message: ChatMessage.Implementation, html: HTMLElement): Promise<void> {
    const content = html.querySelector<HTMLElement>(".message-content");
    const user = game.user;
    if (!content || !user) return;
    const actor = cardActor(this.actorUuid);
    const context = muckCardContext(
      { ...this.fields, actorName: actor?.name ?? null },
      {
        mayAct: userMayAct({ message, actor }, user),
        contentVisible: message.isContentVisible,
        secretDifficulty: difficultyKeptFrom(message, user),
      },
    );
    content.innerHTML = await foundry.applications.handlebars.renderTemplate(MUCK_CARD_TEMPLATE, context);
    content.addEventListener("click", (event) => {
      const button = closestTo<HTMLButtonElement>(event.target, 'button[data-action="muckraker-draw"]');
      if (!button || button.disabled) return;
      // The card redraws when its message updates; until then the button cannot be pressed twice.
      button.disabled = true;
      void requestCardAction(message, DRAW_PLOT_TWIST, {}).then((done) => {
        if (!done) button.disabled = false;
      });
    });
  }
}
