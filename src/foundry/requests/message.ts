import { text } from "../fields.js";
import type { RendersCard } from "../cards/render.js";
import { migrateModel } from "../migrations.js";
import { storedRoll } from "./validate.js";
import type { RequestRoll } from "./spec.js";

const { ArrayField, BooleanField, NumberField, ObjectField, SchemaField } = foundry.data.fields;

/** The chat message type of a roll request card. */
export const REQUEST_TYPE = "rollRequest";

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
 * A roll request's chat card: what to roll, whom it asks, and each one's result once they
 * have rolled. Everything it shows is kept here, so a reload draws the same card.
 */
export class RollRequestMessage extends foundry.abstract.TypeDataModel<ReturnType<typeof requestSchema>, ChatMessage.Implementation> implements RendersCard {
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

  async renderCard(_message: ChatMessage.Implementation, _html: HTMLElement): Promise<void> {
    await Promise.resolve();
  }
}
