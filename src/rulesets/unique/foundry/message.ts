import { viewerOdds } from "../../../foundry/settings/odds-setting.js";
import { flag, rating, text } from "../../../foundry/data/fields.js";
import { notifyRefusal } from "../../../foundry/chat/actions.js";
import { rollCardContext, type CardDeclaration } from "../../../foundry/chat/card-message.js";
import { storedFields } from "../../../foundry/chat/stored-fields.js";
import { uniqueCardContext, type UniqueCardFields } from "../view/card-context.js";
import { UniqueCharacterData } from "./data.js";
import { CRISIS_KINDS, MAX_POOL, MAX_TARGET, SIDES } from "../rules/rules.js";
import { UNIQUE_ACTIONS } from "../view/card-decisions.js";
import type { SameKeys, SchemaCovers, StoredBy } from "../../../foundry/data/schema-keys.js";
import { migrateModel } from "../../../foundry/data/migrations.js";

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

/** The crisis the player described on the card, or null (they are told, and the field takes the keyboard). */
function crisisDescription(content: HTMLElement): string | null {
  const input = content.querySelector<HTMLInputElement>('input[name="crisisDescription"]');
  const description = input?.value.trim() ?? "";
  if (description) return description;
  notifyRefusal({ key: "FIVEFOLD.Unique.Refused.DescribeCrisis" });
  input?.focus();
  return null;
}

/**
 * A Unique Dice roll's chat card: the first roll, every push, and the crisis marked from
 * it. The engine recomputes what is kept, the total and whether another push is allowed.
 */
export class UniqueRollMessage extends foundry.abstract.TypeDataModel<
  ReturnType<typeof uniqueRollSchema>,
  ChatMessage.Implementation
> {
  static readonly card: CardDeclaration<UniqueRollMessage> = {
    template: UNIQUE_CARD_TEMPLATE,
    context: rollCardContext(UniqueCharacterData, (fields, seen, character) =>
      uniqueCardContext(fields, {
        ...seen,
        hasCharacter: character !== null,
        status: character?.status,
        odds: viewerOdds(),
      }),
    ),
    actions: {
      // The pushes the card showed: a second click on an older drawing pushes nothing.
      [UNIQUE_ACTIONS.push]: ({ button }) => ({ pushes: Number(button.dataset.pushes) }),
      [UNIQUE_ACTIONS.crisis]: ({ button, content }) => {
        const description = crisisDescription(content);
        return description === null ? null : { kind: button.dataset.kind, description };
      },
    },
  };

  static override defineSchema() {
    return uniqueRollSchema();
  }

  /** Repairs what an older version stored before Foundry validates it (src/foundry/data/migrations.ts). */
  static override migrateData(source: Record<string, unknown>, options?: unknown): Record<string, unknown> {
    return migrateModel(this, super.migrateData.bind(this), source, options);
  }

  /** The card's fields as the pure card code reads them. */
  get fields(): UniqueCardFields {
    return storedFields(this);
  }
}
