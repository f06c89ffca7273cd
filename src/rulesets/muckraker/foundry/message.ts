import { OPEN_MAX, OPEN_MIN } from "../../../engine/inputs.js";
import { flag, rating, text } from "../../../foundry/data/fields.js";
import { rollCardContext, type CardDeclaration } from "../../../foundry/chat/card-message.js";
import { storedFields } from "../../../foundry/chat/stored-fields.js";
import { MuckrakerReporterData } from "./data.js";
import { muckCardContext, type MuckCardFields } from "../view/card-context.js";
import { GENETICS_MAX, GENETICS_MODES } from "../rules/rules.js";
import { DRAW_PLOT_TWIST } from "../view/card-decisions.js";
import type { SameKeys, SchemaCovers, StoredBy } from "../../../foundry/data/schema-keys.js";
import { migrateModel } from "../../../foundry/data/migrations.js";

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
export class MuckrakerRollMessage extends foundry.abstract.TypeDataModel<
  ReturnType<typeof muckRollSchema>,
  ChatMessage.Implementation
> {
  static readonly card: CardDeclaration<MuckrakerRollMessage> = {
    template: MUCK_CARD_TEMPLATE,
    context: rollCardContext(MuckrakerReporterData, (fields, seen) => muckCardContext(fields, seen, faceLanguage())),
    actions: { [DRAW_PLOT_TWIST]: () => ({}) },
  };

  static override defineSchema() {
    return muckRollSchema();
  }

  /** Repairs what an older version stored before Foundry validates it (src/foundry/data/migrations.ts). */
  static override migrateData(source: Record<string, unknown>, options?: unknown): Record<string, unknown> {
    return migrateModel(this, super.migrateData.bind(this), source, options);
  }

  /** The card's fields as the pure card code reads them. */
  get fields(): MuckCardFields {
    return storedFields(this);
  }
}

/**
 * The language of the tarot faces this client shows: the reader's (Localization#lang, V13 build 350
 * client/helpers/localization.mjs) when system.json lists it, for the build draws faces for each language listed
 * there (scripts/tarot-faces.mjs; BasePackage's `languages` SetField, common/packages/base-package.mjs); English
 * otherwise.
 */
function faceLanguage(): string {
  const lang = game.i18n?.lang ?? "en";
  return [...(game.system?.languages ?? [])].some((language) => language.lang === lang) ? lang : "en";
}
