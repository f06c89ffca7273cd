import { viewerOdds } from "../../../foundry/settings/odds-setting.js";
import { flag, rating } from "../../../foundry/data/fields.js";
import { cardActor, type DecidesWhoActs } from "../../../foundry/chat/actions.js";
import { CardDrafts } from "../../../foundry/chat/drafts.js";
import type { CardDeclaration, CardPress } from "../../../foundry/chat/card-message.js";
import {
  CONTEST_CARD_TEMPLATE,
  mayActBySide,
  mayActForEither,
  sideBaseSchema,
  sidePayload,
} from "../../../foundry/contests/foundry.js";
import { sideOf, type ContestSideId } from "../../../foundry/contests/sides.js";
import { newRerollDraft, toggleDraftDie, type RerollDraft } from "../view/card-context.js";
import { migrateModel } from "../../../foundry/data/migrations.js";
import type { SameKeys, SchemaCovers, StoredBy } from "../../../foundry/data/schema-keys.js";
import { bestContestReroll, V5_CONTEST_ACTIONS, type V5ContestFields } from "../view/contest-card.js";
import { v5ContestCardContext } from "../view/contest-context.js";
import { V5VampireData } from "./data.js";
import { REROLL_DRAFT_BUTTONS, REROLL_DRAFT_FOCUS } from "./message.js";
import { MAX_HUNGER, MAX_POOL, SIDES, type WillpowerTrack } from "../rules/rules.js";

const { ArrayField, SchemaField, StringField } = foundry.data.fields;

function face() {
  return rating(1, SIDES, 1);
}

function sideSchema() {
  return new SchemaField({
    ...sideBaseSchema(),
    labelKeys: new ArrayField(new StringField({ required: true, nullable: false, blank: false })),
    labelSpecialty: flag(),
    pool: rating(1, MAX_POOL, 1),
    hunger: rating(0, MAX_HUNGER, 0),
    rolled: flag(),
    normalDice: new ArrayField(face()),
    hungerDice: new ArrayField(face()),
    rerolled: new ArrayField(new SchemaField({ index: rating(0, MAX_POOL - 1, 0), before: face(), after: face() })),
    decision: new StringField({ required: true, blank: true, choices: ["", "rerolled", "kept"], initial: "" }),
  });
}

function v5ContestSchema() {
  return { botchRule: flag(), first: sideSchema(), second: sideSchema() };
}

/**
 * Every field the contest code carries is stored by the schema, and nothing else.
 * Exported only so the check is not an unused local; nothing imports it.
 * @public
 */
export type V5ContestFieldsStored = SchemaCovers<
  SameKeys<V5ContestFields, StoredBy<ReturnType<typeof v5ContestSchema>>>
>;

function willpowerOf(actorUuid: string): WillpowerTrack | null {
  const system = actorUuid ? cardActor(actorUuid)?.system : undefined;
  return system instanceof V5VampireData ? system.willpowerTrack : null;
}

/**
 * Willpower rerolls whose dice this client is choosing, by message id and side: a choice, not yet anything the card
 * keeps.
 */
const drafts = new CardDrafts<RerollDraft>();

/**
 * Changes this client's reroll draft of the side the pressed button names, then draws the card
 * again; a button that names no side changes nothing.
 */
function changeDraft(
  press: CardPress<V5ContestMessage>,
  change: (draft: RerollDraft | undefined, side: ContestSideId) => RerollDraft | null,
): Promise<void> {
  const side = sideOf(press.button.dataset);
  if (!side) return Promise.resolve();
  const id = press.message.id ?? "";
  const next = change(drafts.get(id, side), side);
  if (next) drafts.set(id, next, side);
  else drafts.delete(id, side);
  return press.redraw();
}

/** The dice a side rolled, for a new reroll draft. */
function sideFaces(fields: V5ContestFields, side: ContestSideId) {
  return { normalDice: fields[side].normalDice, hungerDice: fields[side].hungerDice };
}

/**
 * A V5 contest's chat card: both sides, their dice and Willpower decisions are kept here,
 * and the odds, winner and margin are recomputed by the engine each time it is drawn. The
 * dice of a side's Willpower reroll are chosen on this client until Confirm, as on the V5 roll card.
 */
export class V5ContestMessage
  extends foundry.abstract.TypeDataModel<ReturnType<typeof v5ContestSchema>, ChatMessage.Implementation>
  implements DecidesWhoActs
{
  static readonly card: CardDeclaration<V5ContestMessage> = {
    template: CONTEST_CARD_TEMPLATE,
    context(system, { message, user }) {
      const fields = system.fields;
      const viewer = {
        contentVisible: message.isContentVisible,
        mayAct: mayActBySide(fields, user),
        willpower: { first: willpowerOf(fields.first.actorUuid), second: willpowerOf(fields.second.actorUuid) },
        odds: viewerOdds(),
      };
      const id = message.id ?? "";
      return v5ContestCardContext(fields, viewer, { first: drafts.get(id, "first"), second: drafts.get(id, "second") });
    },
    actions: {
      [V5_CONTEST_ACTIONS.roll]: sidePayload,
      [V5_CONTEST_ACTIONS.keep]: sidePayload,
      [V5_CONTEST_ACTIONS.reroll]: ({ button, message }) => {
        const side = sideOf(button.dataset);
        const draft = side ? drafts.get(message.id ?? "", side) : undefined;
        return side && draft ? { side, indices: draft.selection } : null;
      },
    },
    local: {
      "contest-reroll": (press) =>
        changeDraft(press, (_, side) => newRerollDraft(sideFaces(press.system.fields, side))),
      [REROLL_DRAFT_BUTTONS.toggleDie]: (press) =>
        changeDraft(press, (draft) => (draft ? toggleDraftDie(draft, Number(press.button.dataset.index)) : null)),
      [REROLL_DRAFT_BUTTONS.bestSelection]: (press) =>
        changeDraft(press, (_, side) => ({ selection: bestContestReroll(press.system.fields, side) })),
      [REROLL_DRAFT_BUTTONS.cancel]: (press) => changeDraft(press, () => null),
    },
    refocus: REROLL_DRAFT_FOCUS,
  };

  static override defineSchema() {
    return v5ContestSchema();
  }

  /** Repairs what an older version stored before Foundry validates it (src/foundry/data/migrations.ts). */
  static override migrateData(source: Record<string, unknown>, options?: unknown): Record<string, unknown> {
    return migrateModel(this, super.migrateData.bind(this), source, options);
  }

  /** The card's fields as the pure contest code reads them. */
  get fields(): V5ContestFields {
    return { botchRule: this.botchRule, first: this.first, second: this.second };
  }

  mayBeActedOnBy(user: User.Implementation): boolean {
    return mayActForEither(this.fields, user);
  }
}
