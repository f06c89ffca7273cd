import { viewerOdds } from "../../foundry/odds-setting.js";
import { difficultyKeptFrom } from "../../foundry/cards/secret-difficulty.js";
import { rating, text } from "../../foundry/fields.js";
import { cardActor, requestCardAction, userMayAct } from "../../foundry/cards/actions.js";
import { CardDrafts } from "../../foundry/cards/drafts.js";
import type { RendersCard } from "../../foundry/cards/render.js";
import {
  cardStateFrom,
  newRerollDraft,
  toggleDraftDie,
  v5CardContext,
  type RerollDraft,
  type V5CardFields,
  type V5CardState,
} from "./card-context.js";
import { V5VampireData } from "./data.js";
import { bestRerollSelection } from "./odds.js";
import { MAX_HUNGER, MAX_POOL, SIDES, V5_KINDS, type V5Inputs } from "./rules.js";
import { APPLY_MEND, APPLY_REMORSE, EXTENDED_NEXT_ROLL, WILLPOWER_REROLL } from "./card-actions.js";
import { CONSEQUENCE_ACTIONS } from "./consequences.js";
import type { SameKeys, SchemaCovers, StoredBy } from "../../foundry/schema-keys.js";
import { migrateModel } from "../../foundry/migrations.js";
import { closestTo } from "../../foundry/dom.js";
import { MAX_HUMANITY } from "./traits.js";
import { MAX_SURGE_DICE } from "./blood-potency.js";
import { IMPAIRMENTS } from "./impairment.js";
import { APPLY_STATES } from "./night.js";
import { MAX_EXTENDED_ROLLS, MAX_EXTENDED_TARGET } from "./extended.js";

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

/**
 * A V5 roll's chat card: everything it shows is kept here (inputs, faces, the Willpower
 * reroll), and the outcome is recomputed by the engine each time it is drawn.
 */
export class V5RollMessage
  extends foundry.abstract.TypeDataModel<ReturnType<typeof v5RollSchema>, ChatMessage.Implementation>
  implements RendersCard
{
  static override defineSchema() {
    return v5RollSchema();
  }

  /** Repairs what an older version stored before Foundry validates it (src/foundry/migrations.ts). */
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

  /** The card's fields as the pure card code reads them. */
  get fields(): V5CardFields {
    const {
      label,
      labelKeys,
      labelSpecialty,
      pool,
      hunger,
      difficulty,
      kind,
      botchRule,
      reroll,
      normalDice,
      hungerDice,
      rerolled,
      hungerBefore,
      hungerAfter,
      power,
      surgeDice,
      surgeRouse,
      remorse,
      humanityBefore,
      humanityAfter,
      stainsBefore,
    } = this;
    const {
      mend,
      superficialBefore,
      superficialAfter,
      frenzyTest,
      stainTaken,
      hungerRaised,
      stainOverflow,
      impaired,
      applyState,
      extendedTarget,
      extendedRolls,
      extendedPrior,
    } = this;
    return {
      label,
      labelKeys,
      labelSpecialty,
      pool,
      hunger,
      difficulty,
      kind,
      botchRule,
      reroll,
      normalDice,
      hungerDice,
      rerolled,
      hungerBefore,
      hungerAfter,
      power,
      surgeDice,
      surgeRouse,
      remorse,
      humanityBefore,
      humanityAfter,
      stainsBefore,
      mend,
      superficialBefore,
      superficialAfter,
      frenzyTest,
      stainTaken,
      hungerRaised,
      stainOverflow,
      impaired,
      applyState,
      extendedTarget,
      extendedRolls,
      extendedPrior,
    };
  }

  /** What the card shows, for `v5CardContext`. */
  cardState(actorName: string | null): V5CardState {
    return cardStateFrom(this.fields, actorName);
  }

  async renderCard(message: ChatMessage.Implementation, html: HTMLElement): Promise<void> {
    const content = html.querySelector<HTMLElement>(".message-content");
    const user = game.user;
    if (!content || !user) return;
    const actor = cardActor(this.actorUuid);
    const system = actor?.system;
    const willpower = system instanceof V5VampireData ? system.willpowerTrack : null;
    const draw = async () => {
      const viewer = {
        mayAct: userMayAct({ message, actor }, user),
        contentVisible: message.isContentVisible,
        willpower,
        odds: viewerOdds(),
        secretDifficulty: difficultyKeptFrom(message, user),
      };
      const context = v5CardContext(this.cardState(actor?.name ?? null), viewer, drafts.get(message.id ?? "") ?? null);
      content.innerHTML = await foundry.applications.handlebars.renderTemplate(V5_CARD_TEMPLATE, context);
    };
    await draw();
    content.addEventListener("click", (event) => void this.#onClick(event, message, draw));
  }

  async #onClick(event: Event, message: ChatMessage.Implementation, draw: () => Promise<void>): Promise<void> {
    const button = closestTo<HTMLButtonElement>(event.target, "button[data-action]");
    if (!button || button.disabled) return;
    const id = message.id ?? "";
    const container = button.closest<HTMLElement>(".message-content");
    const faces = { normalDice: this.normalDice, hungerDice: this.hungerDice };
    const draft = drafts.get(id);
    switch (button.dataset.action) {
      case "v5-willpower":
        drafts.set(id, newRerollDraft(faces));
        break;
      case "v5-toggle-die":
        if (draft) drafts.set(id, toggleDraftDie(draft, Number(button.dataset.index)));
        break;
      case "v5-best-selection":
        drafts.set(id, { selection: bestRerollSelection(this.inputs, faces).indices });
        break;
      case "v5-cancel-reroll":
        drafts.delete(id);
        break;
      case "v5-consequence-stain":
      case "v5-consequence-hunger": {
        button.disabled = true;
        const consequence = button.dataset.action === "v5-consequence-stain" ? "stain" : "hunger";
        if (!(await requestCardAction(message, CONSEQUENCE_ACTIONS[consequence], {}))) button.disabled = false;
        return;
      }
      case "v5-apply-change": {
        button.disabled = true;
        if (!(await requestCardAction(message, this.remorse ? APPLY_REMORSE : APPLY_MEND, {}))) button.disabled = false;
        return;
      }
      case "v5-extended-next": {
        button.disabled = true;
        if (!(await requestCardAction(message, EXTENDED_NEXT_ROLL, { after: Number(button.dataset.after) })))
          button.disabled = false;
        return;
      }
      case "v5-confirm-reroll": {
        if (!draft) return;
        button.disabled = true;
        const done = await requestCardAction(message, WILLPOWER_REROLL, { indices: draft.selection });
        if (done) drafts.delete(id);
        else button.disabled = false;
        return;
      }
      default:
        return;
    }
    await draw();
    focusAfterRedraw(container, button);
  }
}

/**
 * Keyboard users keep their place: focus goes back to the same button (of the same contest
 * side, when it names one) once the card is redrawn.
 */
export function focusAfterRedraw(container: HTMLElement | null, pressed: HTMLButtonElement): void {
  if (!container) return;
  const { action, index, side } = pressed.dataset;
  const same = container.querySelector<HTMLElement>(
    `[data-action="${action}"]${index ? `[data-index="${index}"]` : ""}${side ? `[data-side="${side}"]` : ""}`,
  );
  const next =
    same ??
    container.querySelector<HTMLElement>(
      '[data-action="v5-toggle-die"], [data-action="v5-confirm-reroll"]:not([disabled]), [data-action="v5-willpower"], [data-action="contest-reroll"]',
    );
  next?.focus();
}
