import { viewerOdds } from "../../../foundry/settings/odds-setting.js";
import { rating, text } from "../../../foundry/data/fields.js";
import { CardDrafts } from "../../../foundry/chat/drafts.js";
import {
  loadedOrNone,
  rollCardViewer,
  type CardDeclaration,
  type CardPress,
} from "../../../foundry/chat/card-message.js";
import { storedFields } from "../../../foundry/chat/stored-fields.js";
import {
  cardStateFrom,
  newRerollDraft,
  toggleDraftDie,
  v5CardContext,
  type RerollDraft,
  type V5CardFields,
  type V5CardState,
} from "../view/card-context.js";
import { V5VampireData } from "./data.js";
import { bestRerollSelection } from "../rules/odds.js";
import {
  MAX_EXTENDED_ROLLS,
  MAX_EXTENDED_TARGET,
  MAX_HUNGER,
  MAX_POOL,
  SIDES,
  V5_KINDS,
  type V5Inputs,
} from "../rules/rules.js";
import { APPLY_MEND, APPLY_REMORSE, EXTENDED_NEXT_ROLL, WILLPOWER_REROLL } from "../view/card-decisions.js";
import { extendedProgress } from "../view/extended-card.js";
import { CONSEQUENCE_ACTIONS } from "../view/consequences.js";
import type { SameKeys, SchemaCovers, StoredBy } from "../../../foundry/data/schema-keys.js";
import { migrateModel } from "../../../foundry/data/migrations.js";
import { MAX_HUMANITY } from "../rules/traits.js";
import { MAX_SURGE_DICE } from "../rules/blood-potency.js";
import { IMPAIRMENTS } from "../rules/impairment.js";
import { APPLY_STATES } from "../view/night.js";

const { ArrayField, BooleanField, SchemaField, StringField } = foundry.data.fields;

/** The chat card template every V5 roll is drawn with. */
export const V5_CARD_TEMPLATE = "systems/fivefold/templates/v5/card.hbs";

function face() {
  return rating(1, SIDES, 1);
}

function v5RollSchema() {
  return {
    actorUuid: text(),
    label: text(),
    /** The title as i18n keys, worded in each viewer's language (an older card has none and shows `label`). */
    labelKeys: new ArrayField(new StringField({ required: true, nullable: false, blank: false })),
    labelSpecialty: new BooleanField({ required: true, initial: false }),
    pool: rating(1, MAX_POOL, 1),
    hunger: rating(0, MAX_HUNGER, 0),
    difficulty: rating(1, MAX_POOL, 1),
    kind: new StringField({ required: true, nullable: false, choices: [...V5_KINDS], initial: "standard" }),
    botchRule: new BooleanField({ required: true, initial: true }),
    /** A Rouse check that Blood Potency let re-roll: a second die follows a failed first. */
    reroll: new BooleanField({ required: true, initial: false }),
    normalDice: new ArrayField(face()),
    hungerDice: new ArrayField(face()),
    /** The dice a Willpower reroll replaced, with the faces they showed before. */
    rerolled: new ArrayField(new SchemaField({ index: rating(0, MAX_POOL - 1, 0), before: face(), after: face() })),
    /** A Rouse check's Hunger before and after, and the discipline power it was for. */
    hungerBefore: rating(0, MAX_HUNGER, 0),
    hungerAfter: rating(0, MAX_HUNGER, 0),
    power: text(),
    /** A Blood Surge: the dice it added to the pool, and its Rouse check's die (none without a Surge). */
    surgeDice: rating(0, MAX_SURGE_DICE, 0),
    surgeRouse: new ArrayField(face()),
    /** A Remorse roll's Humanity before and after, and the Stains it cleared. */
    remorse: new BooleanField({ required: true, initial: false }),
    humanityBefore: rating(0, MAX_HUMANITY, 0),
    humanityAfter: rating(0, MAX_HUMANITY, 0),
    stainsBefore: rating(0, MAX_HUMANITY, 0),
    /** A Mend: a Rouse check that healed superficial Health damage, before and after. */
    mend: new BooleanField({ required: true, initial: false }),
    superficialBefore: rating(0, undefined, 0),
    superficialAfter: rating(0, undefined, 0),
    /** A Frenzy test: a failure put the vampire in frenzy. */
    frenzyTest: new BooleanField({ required: true, initial: false }),
    /** The consequences applied from the card on a bestial failure or messy critical, each once. */
    stainTaken: new BooleanField({ required: true, initial: false }),
    hungerRaised: new BooleanField({ required: true, initial: false }),
    /** A Stain taken with no empty Humanity box left: the aggravated Willpower damage it inflicted instead (0 or 1). */
    stainOverflow: rating(0, MAX_HUMANITY, 0),
    /**
     * The Impairment taken from the pool when it was rolled: physical (Health full), mental (Willpower full), or none.
     */
    impaired: new StringField({
      required: true,
      nullable: false,
      blank: true,
      choices: ["", ...IMPAIRMENTS],
      initial: "",
    }),
    /**
     * A Remorse or Mend card's change to the vampire, made through the card executor: pending,
     * applied, or refused as the vampire had changed since the roll. "" (a card saved before
     * this field) made its change when it was rolled.
     */
    applyState: new StringField({
      required: true,
      nullable: false,
      blank: true,
      choices: [...APPLY_STATES],
      initial: "",
    }),
    /**
     * An extended test: the successes to reach and the rolls allowed (0 on an ordinary roll, and
     * on a card saved before extended tests), and the successes of each roll before the latest,
     * whose dice are the card's.
     */
    extendedTarget: rating(0, MAX_EXTENDED_TARGET, 0),
    extendedRolls: rating(0, MAX_EXTENDED_ROLLS, 0),
    extendedPrior: new ArrayField(rating(0, undefined, 0)),
  };
}

/**
 * Every field the card code carries is stored by the schema, and nothing else (the actor's uuid aside).
 * Exported only so the check is not an unused local; nothing imports it.
 * @public
 */
export type V5CardFieldsStored = SchemaCovers<
  SameKeys<V5CardFields & { actorUuid: string }, StoredBy<ReturnType<typeof v5RollSchema>>>
>;

/** Reroll drafts being chosen on this client, by message id: a choice, not yet anything the card keeps. */
const drafts = new CardDrafts<RerollDraft>();

/** The local buttons of a Willpower reroll panel (here and on a V5 contest side), by their `data-action`. */
export const REROLL_DRAFT_BUTTONS = {
  toggleDie: "v5-toggle-die",
  bestSelection: "v5-best-selection",
  cancel: "v5-cancel-reroll",
} as const;

/** Where the keyboard goes when the pressed button is gone after a reroll panel redraws. */
export const REROLL_DRAFT_FOCUS =
  '[data-action="v5-toggle-die"], .reroll-draft .confirm:not([disabled]), [data-action="v5-willpower"], [data-action="contest-reroll"]';

/** Changes this client's reroll draft of a V5 roll card, then draws the card again. */
function changeDraft(press: CardPress<V5RollMessage>, change: (draft: RerollDraft | undefined) => RerollDraft | null) {
  const id = press.message.id ?? "";
  const next = change(drafts.get(id));
  if (next) drafts.set(id, next);
  else drafts.delete(id);
  return press.redraw();
}

/**
 * A V5 roll's chat card: everything it shows is kept here (inputs, faces, the Willpower
 * reroll), and the outcome is recomputed by the engine each time it is drawn. The dice of a
 * Willpower reroll are chosen on the clicking client (a draft) before Confirm sends them.
 */
export class V5RollMessage extends foundry.abstract.TypeDataModel<
  ReturnType<typeof v5RollSchema>,
  ChatMessage.Implementation
> {
  static readonly card: CardDeclaration<V5RollMessage> = {
    template: V5_CARD_TEMPLATE,
    async context(system, viewer) {
      const { actor, ...seen } = rollCardViewer(system.actorUuid, viewer);
      // A running extended test's odds come from the ruleset's chunk, loaded on demand: most cards need none.
      const oddsOf =
        extendedProgress(system.fields)?.status === "running"
          ? (await loadedOrNone(() => import("../view/extended-odds.js"), "the extended test's odds"))?.extendedCardOdds
          : undefined;
      const vampire = actor?.system instanceof V5VampireData ? actor.system : null;
      return v5CardContext(
        cardStateFrom(system.fields, actor?.name ?? null, oddsOf),
        { ...seen, willpower: vampire?.willpowerTrack ?? null, odds: viewerOdds() },
        drafts.get(viewer.message.id ?? "") ?? null,
      );
    },
    actions: {
      [WILLPOWER_REROLL]: {
        read: ({ message }) => {
          const draft = drafts.get(message.id ?? "");
          return draft ? { indices: draft.selection } : null;
        },
        done: ({ message }) => drafts.delete(message.id ?? ""),
      },
      [CONSEQUENCE_ACTIONS.stain]: () => ({}),
      [CONSEQUENCE_ACTIONS.hunger]: () => ({}),
      [APPLY_REMORSE]: () => ({}),
      [APPLY_MEND]: () => ({}),
      // The roll the card showed next: a second click on an older drawing rolls nothing.
      [EXTENDED_NEXT_ROLL]: ({ button }) => ({ after: Number(button.dataset.after) }),
    },
    local: {
      "v5-willpower": (press) => changeDraft(press, () => newRerollDraft(press.system.faces)),
      [REROLL_DRAFT_BUTTONS.toggleDie]: (press) =>
        changeDraft(press, (draft) => (draft ? toggleDraftDie(draft, Number(press.button.dataset.index)) : null)),
      [REROLL_DRAFT_BUTTONS.bestSelection]: (press) =>
        changeDraft(press, () => ({ selection: bestRerollSelection(press.system.inputs, press.system.faces).indices })),
      [REROLL_DRAFT_BUTTONS.cancel]: (press) => changeDraft(press, () => null),
    },
    refocus: REROLL_DRAFT_FOCUS,
  };

  static override defineSchema() {
    return v5RollSchema();
  }

  /** Repairs what an older version stored before Foundry validates it (src/foundry/data/migrations.ts). */
  static override migrateData(source: Record<string, unknown>, options?: unknown): Record<string, unknown> {
    return migrateModel(this, super.migrateData.bind(this), source, options);
  }

  /** The roll's inputs as the engine takes them. */
  get inputs(): V5Inputs {
    return {
      pool: this.pool,
      hunger: this.hunger,
      difficulty: this.difficulty,
      kind: this.kind,
      botchRule: this.botchRule,
      reroll: this.reroll,
    };
  }

  /** The card's dice as rolled. */
  get faces(): { normalDice: number[]; hungerDice: number[] } {
    return { normalDice: this.normalDice, hungerDice: this.hungerDice };
  }

  /** The card's fields as the pure card code reads them. */
  get fields(): V5CardFields {
    return storedFields(this);
  }

  /** What the card shows, for `v5CardContext`. */
  cardState(actorName: string | null): V5CardState {
    return cardStateFrom(this.fields, actorName);
  }
}
