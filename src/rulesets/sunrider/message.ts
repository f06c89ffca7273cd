import { OPEN_MAX, OPEN_MIN } from "../../engine/inputs.js";
import { difficultyKeptFrom } from "../../foundry/cards/secret-difficulty.js";
import { flag, rating, text } from "../../foundry/fields.js";
import { cardActor, requestCardAction, userMayAct } from "../../foundry/cards/actions.js";
import type { RendersCard } from "../../foundry/cards/render.js";
import { sunriderCardContext, type SunriderCardFields } from "./card-context.js";
import { SunriderCharacterData } from "./data.js";
import { MAX_DICE_CODE } from "./rules.js";
import { SUNRIDER_ACTIONS } from "./card-actions.js";
import type { SameKeys, SchemaCovers, StoredBy } from "../../foundry/schema-keys.js";
import { migrateModel } from "../../foundry/migrations.js";
import { closestTo } from "../../foundry/dom.js";

const { ArrayField, SchemaField, StringField } = foundry.data.fields;

/** The chat card template every Sunrider roll is drawn with. */
export const SUNRIDER_CARD_TEMPLATE = "systems/fivefold/templates/sunrider/card.hbs";

function dieCodeField() {
  return rating(0, MAX_DICE_CODE, 0);
}

function sunriderRollSchema() {
  return {
    actorUuid: text(),
    label: text(),
    base: rating(1, MAX_DICE_CODE, 1),
    bonus: rating(0, 10 * MAX_DICE_CODE, 0),
    bonusNames: new ArrayField(new StringField({ required: true, blank: false })),
    time: dieCodeField(),
    synergy: dieCodeField(),
    actions: rating(1, 10, 1),
    rush: rating(0, 75, 0),
    cp: flag(),
    modifier: rating(OPEN_MIN, OPEN_MAX, 0),
    difficulty: rating(OPEN_MIN, OPEN_MAX, 10),
    dice: new ArrayField(rating(1, 6, 1)),
    chance: new ArrayField(rating(1, 6, 1)),
    severity: new SchemaField(
      { face: rating(0, 100, 0), text: text(), key: text() },
      { required: true, nullable: true, initial: null },
    ),
    saved: flag(),
  };
}

/**
 * Every field the card code carries is stored by the schema, and nothing else (the actor's uuid aside).
 * Exported only so the check is not an unused local; nothing imports it.
 * @public
 */
export type SunriderCardFieldsStored = SchemaCovers<
  SameKeys<SunriderCardFields & { actorUuid: string }, StoredBy<ReturnType<typeof sunriderRollSchema>>>
>;

/**
 * A Sunrider roll's chat card: the pool as built, the faces, and what was done since (the
 * severity rolled, a Character Point spent to survive). The engine recomputes the rest.
 */
export class SunriderRollMessage
  extends foundry.abstract.TypeDataModel<ReturnType<typeof sunriderRollSchema>, ChatMessage.Implementation>
  implements RendersCard
{
  static override defineSchema() {
    return sunriderRollSchema();
  }

  /** Repairs what an older version stored before Foundry validates it (src/foundry/migrations.ts). */
  static override migrateData(source: Record<string, unknown>, options?: unknown): Record<string, unknown> {
    return migrateModel(this, super.migrateData.bind(this), source, options);
  }

  /** The card's fields as the pure card code reads them. */
  get fields(): SunriderCardFields {
    const {
      label,
      base,
      bonus,
      bonusNames,
      time,
      synergy,
      actions,
      rush,
      cp,
      modifier,
      difficulty,
      dice,
      chance,
      severity,
      saved,
    } = this;
    return {
      label,
      base,
      bonus,
      bonusNames,
      time,
      synergy,
      actions,
      rush,
      cp,
      modifier,
      difficulty,
      dice,
      chance,
      severity,
      saved,
    };
  }

  async renderCard(message: ChatMessage.Implementation, html: HTMLElement): Promise<void> {
    const content = html.querySelector<HTMLElement>(".message-content");
    const user = game.user;
    if (!content || !user) return;
    const actor = cardActor(this.actorUuid);
    const character = actor?.system instanceof SunriderCharacterData ? actor.system : null;
    const viewer = {
      mayAct: userMayAct({ message, actor }, user),
      contentVisible: message.isContentVisible,
      characterPoints: character?.characterPoints ?? null,
      secretDifficulty: difficultyKeptFrom(message, user),
    };
    const context = sunriderCardContext({ ...this.fields, actorName: actor?.name ?? null }, viewer);
    content.innerHTML = await foundry.applications.handlebars.renderTemplate(SUNRIDER_CARD_TEMPLATE, context);
    content.addEventListener("click", (event) => {
      const button = closestTo<HTMLButtonElement>(event.target, "button[data-action]");
      const action =
        button?.dataset.action === "sunrider-severity"
          ? SUNRIDER_ACTIONS.severity
          : button?.dataset.action === "sunrider-survive"
            ? SUNRIDER_ACTIONS.survive
            : null;
      if (!button || button.disabled || !action) return;
      // The card redraws when its message updates; until then the button cannot be pressed twice.
      button.disabled = true;
      void requestCardAction(message, action, {}).then((done) => {
        if (!done) button.disabled = false;
      });
    });
  }
}
