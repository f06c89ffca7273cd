import { cardActor, notifyRefusal, requestCardAction } from "../chat/actions.js";
import type { CardPress, CardViewer } from "../chat/card-message.js";
import { shiftHeld } from "../ui/dom.js";
import { followedResult, requestCardContext, type EntryView, type RequestCardViewer } from "./card-context.js";
import { localize } from "../ui/i18n.js";
import { playerOddsMode } from "../settings/odds-setting.js";
import { chancesOf, difficultySteps, hasTrait } from "./odds.js";
import { RECORD_ACTION, type RequestEntry } from "./record.js";
import { oddsSubject, openForRequest, rollAnswer, rollResult } from "./rulesets.js";
import { windowOf } from "../compat/open-window.js";
import { rollingForRequest } from "./pending.js";
import { isSecret, type RequestRoll } from "./spec.js";
import type { RollRequestMessage } from "./message.js";
import { postedByGM } from "./gm-posted.js";
import { SerialQueue } from "../chat/execute.js";
import { routeCardAction } from "../chat/permission.js";
import { revealInChatLog } from "../chat/reveal.js";

/*
 * How a roll request card is drawn and what its buttons do, fetched the first time a request
 * card is drawn (RollRequestMessage's declaration loads it): a world that asks for no rolls
 * never loads it, and the bundle every client loads at start does not hold it.
 */

/**
 * How this viewer reads the chances: a GM always as figures; a player only when the world lets
 * players see request odds (`oddsForPlayers`, the setting message.ts ODDS_SETTING) and its
 * setting for players does not hide odds, and then as figures or band words, as that setting
 * says (src/foundry/ui/odds-view.ts).
 */
export function requestViewer(
  user: User.Implementation,
  roll: RequestRoll,
  oddsForPlayers: boolean,
): RequestCardViewer {
  if (user.isGM) return { seesOdds: true, gm: true, bandWord: localize };
  const mode = playerOddsMode();
  // A secret request shows a player no odds: they are odds against the difficulty kept from them.
  if (!oddsForPlayers || mode === "hidden" || isSecret(roll)) return { seesOdds: false };
  return { seesOdds: true, inWords: mode === "words", bandWord: localize };
}

/**
 * Whether this viewer may read what an asked character's sheet holds: its odds, and whether it
 * has the trait asked. Only from a sheet they may see in full (an Observer or better; a GM any,
 * Document#testUserPermission): the chances tell its numbers, a missing trait what it lacks.
 */
function readsSheetOf(user: User.Implementation, actor: Actor.Implementation): boolean {
  return user.isGM || actor.testUserPermission(user, "OBSERVER");
}

/**
 * The request card's context for this viewer: each asked character, its result as the roll
 * card shows it now, and its odds. Null when the stored request is broken, or when no GM posted
 * it (`postedByGM`): core's content stays.
 */
export async function requestContext(
  system: RollRequestMessage,
  { message, user }: CardViewer,
  oddsForPlayers: boolean,
) {
  const roll = system.request;
  if (!roll || !postedByGM(message)) return null;
  const viewer = requestViewer(user, roll, oddsForPlayers);
  const steps = difficultySteps(roll);
  // The ruleset's odds are fetched only for a viewer who sees odds.
  const chanceAt = viewer.seesOdds ? await chancesOf(roll) : null;
  const entries: EntryView[] = system.asked.map((entry) => {
    const actor = cardActor(entry.actorUuid);
    const subject = actor ? oddsSubject(actor, roll) : null;
    const rollCard = entry.result ? game.messages?.get(entry.result.messageId) : undefined;
    // Read from the roll card as it is now, and only by a viewer who may see its content: its figures, and what it
    // rolled (drawn only when the record says it is not the roll asked).
    const current = rollCard?.isContentVisible ? rollResult(rollCard.system) : null;
    const shown = followedResult(
      entry.result,
      rollCard
        ? {
            visible: rollCard.isContentVisible,
            current: current && { ...current, rolled: rollAnswer(rollCard.system, roll, actor)?.rolled ?? null },
          }
        : null,
    );
    const readsSheet = actor !== null && readsSheetOf(user, actor);
    return {
      name: actor?.name ?? entry.name,
      result: shown.result,
      resultHidden: shown.hidden,
      missingTrait: readsSheet && subject !== null && !hasTrait(subject, roll),
      mayRoll: actor !== null && mayRollFor(user, actor),
      // Computed only for a viewer who may see them, of a sheet they may read: a player's HTML never holds other
      // figures.
      odds: chanceAt && subject && readsSheet ? steps.map((difficulty) => chanceAt(subject, difficulty)) : null,
    };
  });
  return requestCardContext({ roll, label: system.label }, entries, viewer);
}

/** Whether this viewer may roll for an asked character: an owner (a GM always is: Document#testUserPermission). */
function mayRollFor(user: User.Implementation, actor: Actor.Implementation): boolean {
  return actor.testUserPermission(user, "OWNER");
}

/**
 * Why this user may not roll for the request's entry now, or null: it was rolled already, or no GM is online to record
 * the roll on the request card, which only its author (a GM) or a GM may change (no GM who joins later records it).
 * Read from the card as it is now: `Users#activeGM` is worked out afresh at each read (V13 build 350,
 * client/documents/collections/users.mjs), and the card's entries change as other rolls are recorded.
 */
function rollRefusal(
  message: ChatMessage.Implementation,
  index: number,
  user: User.Implementation,
  name: string,
): { key: string; data?: Record<string, string> } | null {
  const entry = (message.system as RollRequestMessage).asked[index] as RequestEntry | undefined;
  if (entry?.result) return { key: "FIVEFOLD.Request.Record.AlreadyRolled", data: { name } };
  const activeGM = game.users?.activeGM?.id ?? null;
  if (routeCardAction(user.id ?? "", activeGM, message.canUserModify(user, "update")) === "noGM")
    return { key: "FIVEFOLD.Card.Refused.NoGM" };
  return null;
}

/**
 * Records on this client run one after the other, per request: the executor keeps one request
 * per user, card and action in flight (`requestCardAction`), so the roll of a second character
 * posted while the first's record was on its way would otherwise be refused and never recorded.
 */
const records = new SerialQueue();

/**
 * Opens the asked character's roll dialog filled in from the request (shift-click skips it),
 * and records the roll it posts on the request card. Only for an owner of that character (the
 * card draws the button for no one else; a press from the console is checked here too).
 */
export async function rollForRequest({ button, event, message, system }: CardPress<RollRequestMessage>): Promise<void> {
  const roll = system.request;
  const entry = system.asked[Number(button.dataset.index)] as RequestEntry | undefined;
  const actor = entry ? cardActor(entry.actorUuid) : null;
  const user = game.user;
  if (!roll || !entry || !actor || !user || !postedByGM(message)) {
    notifyRefusal({ key: "FIVEFOLD.Request.Record.NotAsked" });
    return;
  }
  if (!mayRollFor(user, actor)) {
    notifyRefusal({ key: "FIVEFOLD.Card.Refused.NotYours" });
    return;
  }
  const index = Number(button.dataset.index);
  // Checked at the press and again as the dice are about to roll (the dialog may stay open while a GM leaves or the
  // entry is rolled from another client): nothing is rolled that the card could not record.
  const refusedNow = (): boolean => {
    const refusal = rollRefusal(message, index, user, actor.name);
    if (refusal) notifyRefusal(refusal);
    return refusal !== null;
  };
  if (refusedNow()) return;
  await openForRequest(actor, roll, {
    skipDialog: shiftHeld(event),
    // The chat log the card is in (the sidebar, a popped-out or detached one): on V14 the dialog opens in its window.
    opener: windowOf(button),
    wrapRoll: async (rollNow) => {
      if (refusedNow()) return false;
      let rolled = false;
      const posted = await rollingForRequest(actor.uuid, message.id ?? "", async () => {
        rolled = await rollNow();
      });
      if (posted)
        await records.run(message.id ?? "", () =>
          requestCardAction(message, RECORD_ACTION, { rollMessageId: posted.id ?? "" }),
        );
      return rolled;
    },
  });
}

/**
 * Shows a roll's card in the chat log, wherever its request card's "Show roll" was clicked: the sidebar's log, a chat
 * notification (a second copy of the request card outside the log), or the chat popout. A roll card that is gone, or
 * whose content this user may not see (a blind roll, a roll whispered to others), is not shown: a notice says why.
 */
export async function showRollCard(clicked: HTMLElement, messageId: string): Promise<void> {
  const message = game.messages?.get(messageId);
  if (!message) {
    notifyRefusal({ key: "FIVEFOLD.Request.Record.RollGone" });
    return;
  }
  // ChatMessage#visible and #isContentVisible (V13 build 350, client/documents/chat-message.mjs): a blind roll is in
  // everyone's log with its content hidden; the button leads no one to a card they may not read.
  if (!message.visible || !message.isContentVisible) {
    notifyRefusal({ key: "FIVEFOLD.Request.Record.RollHidden" });
    return;
  }
  if (!(await revealInChatLog(clicked, messageId))) notifyRefusal({ key: "FIVEFOLD.Request.Record.RollGone" });
}
