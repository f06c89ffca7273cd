import { rating, text } from "../../../foundry/data/fields.js";
import { cardActor } from "../../../foundry/chat/actions.js";
import type { CardDeclaration } from "../../../foundry/chat/card-message.js";
import { CLASS_RESOURCES, MAX_CLASS_RESOURCE } from "../rules/character.js";
import { potentialCardContext, type MurkPotentialFields } from "../view/potential-card-context.js";
import { migrateModel } from "../../../foundry/data/migrations.js";

const { ArrayField, SchemaField, StringField } = foundry.data.fields;

/** The template of the Burden, Activate and End of Episode cards. */
export const MURK_POTENTIAL_TEMPLATE = "systems/fivefold/templates/murk/potential-card.hbs";

/** The kinds of Potential card. */
const POTENTIAL_CARD_KINDS = ["burden", "activate", "episode"] as const;

function amount() {
  return rating(0, 99, 0);
}

function murkPotentialSchema() {
  return {
    actorUuid: text(),
    kind: new StringField({ required: true, nullable: false, choices: [...POTENTIAL_CARD_KINDS], initial: "burden" }),
    burden: text(),
    gain: new SchemaField({
      die: rating(0, 6, 0),
      before: amount(),
      gained: amount(),
      lost: amount(),
      after: amount(),
    }),
    cost: amount(),
    potentialBefore: amount(),
    potentialAfter: amount(),
    resource: new StringField({
      required: true,
      nullable: false,
      choices: [...CLASS_RESOURCES],
      initial: "commandPoint",
    }),
    resourceBefore: rating(0, MAX_CLASS_RESOURCE, 0),
    resourceAfter: rating(0, MAX_CLASS_RESOURCE, 0),
    entries: new ArrayField(
      new SchemaField({
        id: text(),
        name: text(),
        potential: amount(),
        xpBefore: rating(0, undefined, 0),
        xpAfter: rating(0, undefined, 0),
      }),
    ),
  };
}

/**
 * A card that records a Potential change made from the sheet or by the GM: the Burden's
 * d6, an Activate, the End of Episode. It is drawn from this data like every Fivefold card.
 */
export class MurkPotentialMessage extends foundry.abstract.TypeDataModel<
  ReturnType<typeof murkPotentialSchema>,
  ChatMessage.Implementation
> {
  static readonly card: CardDeclaration<MurkPotentialMessage> = {
    template: MURK_POTENTIAL_TEMPLATE,
    context: (system) => potentialCardContext(system.fields, cardActor(system.actorUuid)?.name ?? null),
  };

  static override defineSchema() {
    return murkPotentialSchema();
  }

  /** Repairs what an older version stored before Foundry validates it (src/foundry/data/migrations.ts). */
  static override migrateData(source: Record<string, unknown>, options?: unknown): Record<string, unknown> {
    return migrateModel(this, super.migrateData.bind(this), source, options);
  }

  /** The card's record as the pure card code reads it. */
  get fields(): MurkPotentialFields {
    switch (this.kind) {
      case "burden":
        return { kind: "burden", burden: this.burden, gain: this.gain };
      case "activate":
        return {
          kind: "activate",
          cost: this.cost,
          potentialBefore: this.potentialBefore,
          potentialAfter: this.potentialAfter,
          resource: this.resource,
          resourceBefore: this.resourceBefore,
          resourceAfter: this.resourceAfter,
        };
      case "episode":
        return { kind: "episode", entries: this.entries };
    }
  }
}
