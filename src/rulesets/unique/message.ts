import { viewerOdds } from "../../foundry/odds-setting.js";
import { difficultyKeptFrom } from "../../foundry/cards/secret-difficulty.js";
import { flag, rating, text } from "../../foundry/fields.js";
import { cardActor, notifyRefusal, requestCardAction, userMayAct } from "../../foundry/cards/actions.js";
import type { RendersCard } from "../../foundry/cards/render.js";
import { uniqueCardContext, type UniqueCardFields } from "./card-context.js";
import { UniqueCharacterData } from "./data.js";
import { CRISIS_KINDS, MAX_POOL, MAX_TARGET, SIDES } from "./rules.js";
import { UNIQUE_ACTIONS } from "./card-actions.js";
import type { SameKeys, SchemaCovers, StoredBy } from "../../foundry/schema-keys.js";
import { migrateModel } from "../../foundry/migrations.js";
import { closestTo } from "../../foundry/dom.js";

const { ArrayField, BooleanField, NumberField, SchemaField, StringField } = foundry.data.fields;

/** The chat card template every Unique Dice roll is drawn with. */
export const UNIQUE_CARD_TEMPLATE = "systems/fivefold/templates/unique/card.hbs";

function uniqueRollSchema() {
  return {
    actorUuid: text(),
    label: text(),
    pool: rating(1, MAX_POOL, 1),
    target: new NumberField({ required: true, nullable: true, integer: true, min: 0, max: MAX_TARGET, initial: null }),
    tense: new BooleanField({ required: true, initial: true }),
    dice: new ArrayField(rating(1, SIDES, 1)),
    pushes: new ArrayField(new SchemaField({ value: rating(1, SIDES, 1), crisis: flag() })),
    crisisMark: new SchemaField(
      {
        kind: new StringField({ required: true, nullable: false, choices: [...CRISIS_KINDS], initial: "physical" }),
        description: text(),
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
export type UniqueCardFieldsStored = SchemaCovers<
  SameKeys<UniqueCardFields & { actorUuid: string }, StoredBy<ReturnType<typeof uniqueRollSchema>>>
>;

/**
 * A Unique Dice roll's chat card: the first roll, every push, and the crisis marked from
 * it. The engine recomputes what is kept, the total and whether another push is allowed.
 */
export class UniqueRollMessage
  extends foundry.abstract.TypeDataModel<ReturnType<typeof uniqueRollSchema>, ChatMessage.Implementation>
  implements RendersCard
{
  static override defineSchema() {
    return uniqueRollSchema();
  }

  /** Repairs what an older version stored before Foundry validates it (src/foundry/migrations.ts). */
  static override migrateData(source: Record<string, unknown>, options?: unknown): Record<string, unknown> {
    return migrateModel(this, super.migrateData.bind(this), source, options);
  }

  /** The card's fields as the pure card code reads them. */
  get fields(): UniqueCardFields {
    const { label, pool, target, tense, dice, pushes, crisisMark } = this;
    return { label, pool, target, tense, dice, pushes, crisisMark };
  }

  async renderCard(message: ChatMessage.Implementation, html: HTMLElement): Promise<void> {
    const content = html.querySelector<HTMLElement>(".message-content");
    const user = game.user;
    if (!content || !user) return;
    const actor = cardActor(this.actorUuid);
    const character = actor?.system instanceof UniqueCharacterData ? actor.system : null;
    const viewer = {
      mayAct: userMayAct({ message, actor }, user),
      contentVisible: message.isContentVisible,
      hasCharacter: character !== null,
      status: character?.status,
      odds: viewerOdds(),
      secretDifficulty: difficultyKeptFrom(message, user),
    };
    const context = uniqueCardContext({ ...this.fields, actorName: actor?.name ?? null }, viewer);
    content.innerHTML = await foundry.applications.handlebars.renderTemplate(UNIQUE_CARD_TEMPLATE, context);
    content.addEventListener("click", (event) => void this.#onClick(event, message, content));
  }

  async #onClick(event: Event, message: ChatMessage.Implementation, content: HTMLElement): Promise<void> {
    const button = closestTo<HTMLButtonElement>(event.target, "button[data-action]");
    if (!button || button.disabled) return;
    let request: Promise<boolean>;
    if (button.dataset.action === "unique-push") {
      request = requestCardAction(message, UNIQUE_ACTIONS.push, { pushes: Number(button.dataset.pushes) });
    } else if (button.dataset.action === "unique-crisis") {
      const description =
        content.querySelector<HTMLInputElement>('input[name="crisisDescription"]')?.value.trim() ?? "";
      if (!description) {
        notifyRefusal({ key: "FIVEFOLD.Unique.Refused.DescribeCrisis" });
        content.querySelector<HTMLInputElement>('input[name="crisisDescription"]')?.focus();
        return;
      }
      request = requestCardAction(message, UNIQUE_ACTIONS.crisis, { kind: button.dataset.kind, description });
    } else {
      return;
    }
    // The card redraws when its message updates; until then the button cannot be pressed twice.
    button.disabled = true;
    if (!(await request)) button.disabled = false;
  }
}
