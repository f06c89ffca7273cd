import { OPEN_MAX, OPEN_MIN } from "../../engine/inputs.js";
import { difficultyKeptFrom } from "../../foundry/cards/secret-difficulty.js";
import { rating, text } from "../../foundry/fields.js";
import { cardActor, requestCardAction, userMayAct } from "../../foundry/cards/actions.js";
import type { RendersCard } from "../../foundry/cards/render.js";
import { murkCardContext, type MurkCardFields } from "./card-context.js";
import { MurkCharacterData } from "./data.js";
import { MAX_INCOMING_STRESS } from "./economy.js";
import { ATTRIBUTE_DICE } from "./rules.js";
import { MURK_ACTIONS } from "./card-actions.js";
import type { SameKeys, SchemaCovers, StoredBy } from "../../foundry/schema-keys.js";
import { migrateModel } from "../../foundry/migrations.js";
import { closestTo } from "../../foundry/dom.js";

const { ArrayField, BooleanField, NumberField, SchemaField } = foundry.data.fields;

/** The chat card template every 3dX roll is drawn with. */
export const MURK_CARD_TEMPLATE = "systems/fivefold/templates/murk/card.hbs";

/** Any die face the card keeps (the attribute die is at most a d12; the chain any length). */
function face() {
  return rating(1, 12, 1);
}

function settlementField() {
  return new SchemaField(
    {
      before: rating(0, 99, 0),
      spent: rating(0, 99, 0),
      gained: rating(0, 99, 0),
      lost: rating(0, 99, 0),
      after: rating(0, 99, 0),
    },
    { required: true, nullable: true, initial: null },
  );
}

function murkRollSchema() {
  return {
    actorUuid: text(),
    label: text(),
    die: new NumberField({ required: true, nullable: false, integer: true, choices: [...ATTRIBUTE_DICE], initial: 6 }),
    explode: new BooleanField({ required: true, initial: false }),
    modifier: rating(OPEN_MIN, OPEN_MAX, 0),
    preBoost: rating(0, 99, 0),
    dr: rating(OPEN_MIN, OPEN_MAX, 10),
    base: new ArrayField(face()),
    attribute: new ArrayField(face()),
    crushDie: new NumberField({ required: true, nullable: true, integer: true, min: 1, max: 4, initial: null }),
    settled: settlementField(),
    boosts: rating(0, 999, 0),
    botchNegated: new BooleanField({ required: true, initial: false }),
    stress: new ArrayField(
      new SchemaField({ incoming: rating(1, MAX_INCOMING_STRESS, 1), mitigated: rating(0, MAX_INCOMING_STRESS, 0) }),
    ),
    revision: rating(0, undefined, 0),
  };
}

/**
 * Every field the card code carries is stored by the schema, and nothing else (the actor's uuid aside).
 * Exported only so the check is not an unused local; nothing imports it.
 * @public
 */
export type MurkCardFieldsStored = SchemaCovers<
  SameKeys<MurkCardFields & { actorUuid: string }, StoredBy<ReturnType<typeof murkRollSchema>>>
>;

/** The number a card's field holds, read from the card as drawn. */
function fieldNumber(card: HTMLElement, name: string): number {
  const input = card.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  return input ? Number(input.value) : Number.NaN;
}

/**
 * A 3dX roll's chat card: everything it shows is kept here (inputs, faces, the Potential
 * settled, every Boost, negated botch and Stress taken since), and the outcome is
 * recomputed by the engine each time it is drawn.
 */
export class MurkRollMessage
  extends foundry.abstract.TypeDataModel<ReturnType<typeof murkRollSchema>, ChatMessage.Implementation>
  implements RendersCard
{
  static override defineSchema() {
    return murkRollSchema();
  }

  /** Repairs what an older version stored before Foundry validates it (src/foundry/migrations.ts). */
  static override migrateData(source: Record<string, unknown>, options?: unknown): Record<string, unknown> {
    return migrateModel(this, super.migrateData.bind(this), source, options);
  }

  /** The card's fields as the pure card code reads them. */
  get fields(): MurkCardFields {
    const {
      label,
      die,
      explode,
      modifier,
      preBoost,
      dr,
      base,
      attribute,
      crushDie,
      settled,
      boosts,
      botchNegated,
      stress,
      revision,
    } = this;
    return {
      label,
      die,
      explode,
      modifier,
      preBoost,
      dr,
      base,
      attribute,
      crushDie,
      settled,
      boosts,
      botchNegated,
      stress,
      revision,
    };
  }

  async renderCard(message: ChatMessage.Implementation, html: HTMLElement): Promise<void> {
    const content = html.querySelector<HTMLElement>(".message-content");
    const user = game.user;
    if (!content || !user) return;
    const actor = cardActor(this.actorUuid);
    const character = actor?.system instanceof MurkCharacterData ? actor.system : null;
    const viewer = {
      mayAct: userMayAct({ message, actor }, user),
      contentVisible: message.isContentVisible,
      potential: character?.potential ?? null,
      secretDifficulty: difficultyKeptFrom(message, user),
    };
    const context = murkCardContext({ ...this.fields, actorName: actor?.name ?? null }, viewer);
    content.innerHTML = await foundry.applications.handlebars.renderTemplate(MURK_CARD_TEMPLATE, context);
    content.addEventListener("click", (event) => void this.#onClick(event, message, content));
  }

  async #onClick(event: Event, message: ChatMessage.Implementation, content: HTMLElement): Promise<void> {
    const button = closestTo<HTMLButtonElement>(event.target, "button[data-action]");
    if (!button || button.disabled) return;
    // The revision the card was drawn at: a click on an older drawing is refused as stale.
    const revision = Number(button.closest<HTMLElement>("[data-revision]")?.dataset.revision ?? Number.NaN);
    let request: Promise<boolean>;
    switch (button.dataset.action) {
      case "murk-boost":
        request = requestCardAction(message, MURK_ACTIONS.boost, { revision, points: fieldNumber(content, "boost") });
        break;
      case "murk-negate":
        request = requestCardAction(message, MURK_ACTIONS.negateBotch, { revision });
        break;
      case "murk-stress":
        request = requestCardAction(message, MURK_ACTIONS.takeStress, {
          revision,
          incoming: fieldNumber(content, "incoming"),
          mitigated: fieldNumber(content, "mitigated"),
        });
        break;
      default:
        return;
    }
    // The card redraws when its message updates; until then the button cannot be pressed twice.
    button.disabled = true;
    if (!(await request)) button.disabled = false;
  }
}
