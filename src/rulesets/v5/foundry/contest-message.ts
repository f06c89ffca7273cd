import { viewerOdds } from "../../../foundry/settings/odds-setting.js";
import { flag, rating } from "../../../foundry/data/fields.js";
import { cardActor, type DecidesWhoActs } from "../../../foundry/chat/actions.js";
import { CardDrafts } from "../../../foundry/chat/drafts.js";
import type { RendersCard } from "../../../foundry/chat/render.js";
import {
  CONTEST_CARD_TEMPLATE,
  mayActBySide,
  mayActForEither,
  sideBaseSchema,
  wireContestButtons,
} from "../../../foundry/contests/foundry.js";
import { closestTo } from "../../../foundry/ui/dom.js";
import { sideOf } from "../../../foundry/contests/sides.js";
import { newRerollDraft, toggleDraftDie, type RerollDraft } from "../view/card-context.js";
import { migrateModel } from "../../../foundry/data/migrations.js";
import type { SameKeys, SchemaCovers, StoredBy } from "../../../foundry/data/schema-keys.js";
import { bestContestReroll, type V5ContestFields } from "../view/contest-card.js";
import { v5ContestCardContext } from "../view/contest-context.js";
import { V5VampireData } from "./data.js";
import { focusAfterRedraw } from "./message.js";
import { MAX_HUNGER, MAX_POOL, SIDES, type WillpowerTrack } from "../rules/rules.js";

const { ArrayField, SchemaField, StringField } = foundry.data.fields;

/** The ids of the V5 contest card's actions (contest-actions.ts). */
export const V5_CONTEST_ACTIONS = {
  roll: "v5.contestRoll",
  reroll: "v5.contestReroll",
  keep: "v5.contestKeep",
} as const;

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
 * A V5 contest's chat card: both sides, their dice and Willpower decisions are kept here,
 * and the odds, winner and margin are recomputed by the engine each time it is drawn.
 */
export class V5ContestMessage
  extends foundry.abstract.TypeDataModel<ReturnType<typeof v5ContestSchema>, ChatMessage.Implementation>
  implements RendersCard, DecidesWhoActs
{
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

  async renderCard(message: ChatMessage.Implementation, html: HTMLElement): Promise<void> {
    const content = html.querySelector<HTMLElement>(".message-content");
    const user = game.user;
    if (!content || !user) return;
    const fields = this.fields;
    const viewer = {
      contentVisible: message.isContentVisible,
      mayAct: mayActBySide(fields, user),
      willpower: { first: willpowerOf(fields.first.actorUuid), second: willpowerOf(fields.second.actorUuid) },
      odds: viewerOdds(),
    };
    const id = message.id ?? "";
    const draftsHere = () => ({ first: drafts.get(id, "first"), second: drafts.get(id, "second") });
    const draw = async () => {
      content.innerHTML = await foundry.applications.handlebars.renderTemplate(CONTEST_CARD_TEMPLATE, {
        ...v5ContestCardContext(fields, viewer, draftsHere()),
      });
    };
    await draw();
    // Choosing the dice stays on this client until Confirm, as on the V5 roll card.
    content.addEventListener("click", (event) => {
      const button = closestTo<HTMLButtonElement>(event.target, "button[data-action]");
      const side = button ? sideOf(button.dataset) : null;
      if (!button || !side || button.disabled) return;
      const draft = drafts.get(id, side);
      const faces = { normalDice: fields[side].normalDice, hungerDice: fields[side].hungerDice };
      switch (button.dataset.action) {
        case "contest-reroll":
          drafts.set(id, newRerollDraft(faces), side);
          break;
        case "v5-toggle-die":
          if (draft) drafts.set(id, toggleDraftDie(draft, Number(button.dataset.index)), side);
          break;
        case "v5-best-selection":
          drafts.set(id, { selection: bestContestReroll(fields, side) }, side);
          break;
        case "v5-cancel-reroll":
          drafts.delete(id, side);
          break;
        default:
          return;
      }
      void draw().then(() => focusAfterRedraw(content, button));
    });
    wireContestButtons(message, content, (button) => {
      const side = sideOf(button.dataset);
      if (!side) return null;
      switch (button.dataset.action) {
        case "contest-roll":
          return { actionId: V5_CONTEST_ACTIONS.roll, payload: { side } };
        case "contest-keep":
          return { actionId: V5_CONTEST_ACTIONS.keep, payload: { side } };
        case "v5-confirm-reroll": {
          const draft = drafts.get(id, side);
          return draft ? { actionId: V5_CONTEST_ACTIONS.reroll, payload: { side, indices: draft.selection } } : null;
        }
        default:
          return null;
      }
    });
  }
}

/**
 * Willpower rerolls whose dice this client is choosing, by message id and side: a choice, not yet anything the card
 * keeps.
 */
const drafts = new CardDrafts<RerollDraft>();
