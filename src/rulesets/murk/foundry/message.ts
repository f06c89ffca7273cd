import { OPEN_MAX, OPEN_MIN } from "../../../engine/inputs.js";
import { rating, text } from "../../../foundry/data/fields.js";
import { rollCardContext, type CardDeclaration } from "../../../foundry/chat/card-message.js";
import { storedFields } from "../../../foundry/chat/stored-fields.js";
import { murkCardContext, type MurkCardFields } from "../view/card-context.js";
import { MurkCharacterData } from "./data.js";
import { MAX_INCOMING_STRESS } from "../view/economy.js";
import { ATTRIBUTE_DICE } from "../rules/rules.js";
import { MURK_ACTIONS } from "../view/card-decisions.js";
import type { SameKeys, SchemaCovers, StoredBy } from "../../../foundry/data/schema-keys.js";
import { migrateModel } from "../../../foundry/data/migrations.js";

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
    pendingGains: new BooleanField({ required: true, initial: false }),
    outcomeSettled: settlementField(),
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
export class MurkRollMessage extends foundry.abstract.TypeDataModel<
  ReturnType<typeof murkRollSchema>,
  ChatMessage.Implementation
> {
  /** Each action is refused as stale when the card changed since the revision it was drawn at. */
  static readonly card: CardDeclaration<MurkRollMessage> = {
    template: MURK_CARD_TEMPLATE,
    context: rollCardContext(MurkCharacterData, (fields, seen, character) =>
      murkCardContext(fields, { ...seen, potential: character?.potential ?? null }),
    ),
    actions: {
      [MURK_ACTIONS.boost]: ({ revision, content }) => ({ revision, points: fieldNumber(content, "boost") }),
      [MURK_ACTIONS.negateBotch]: ({ revision }) => ({ revision }),
      [MURK_ACTIONS.settleOutcome]: ({ revision }) => ({ revision }),
      [MURK_ACTIONS.takeStress]: ({ revision, content }) => ({
        revision,
        incoming: fieldNumber(content, "incoming"),
        mitigated: fieldNumber(content, "mitigated"),
      }),
    },
  };

  static override defineSchema() {
    return murkRollSchema();
  }

  /** Repairs what an older version stored before Foundry validates it (src/foundry/data/migrations.ts). */
  static override migrateData(source: Record<string, unknown>, options?: unknown): Record<string, unknown> {
    return migrateModel(this, super.migrateData.bind(this), source, options);
  }

  /** The card's fields as the pure card code reads them. */
  get fields(): MurkCardFields {
    return storedFields(this);
  }
}
