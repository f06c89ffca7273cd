import { InputError } from "../../../engine/errors.js";
import { errorView } from "../../../foundry/ui/error-text.js";
import { refusalText } from "../../../foundry/ui/i18n.js";
import { postRouseCheck, postV5Roll } from "./posting.js";
import { isV5Command, parseV5Command } from "../view/command.js";
import { forcedRouseCheck } from "./forced-rouse.js";
import { V5VampireData } from "./data.js";
import { parseV5Inputs } from "../rules/rules.js";
import { botchRule } from "./settings.js";

/** The vampire the user speaks as (selected token, else their assigned character), when they own it. */
function speakingVampire(): Actor.Implementation | null {
  const speaker = foundry.documents.ChatMessage.getSpeaker();
  const actor = foundry.documents.ChatMessage.getSpeakerActor(speaker) ?? game.user?.character ?? null;
  return actor && actor.system instanceof V5VampireData && actor.isOwner ? actor : null;
}

async function runV5Command(text: string): Promise<void> {
  const command = parseV5Command(text);
  const vampire = speakingVampire();
  if (command.kind === "rouse") {
    if (!vampire)
      throw new InputError("command", "a Rouse check needs your vampire", "FIVEFOLD.V5.Command.RouseNeedsVampire");
    await (command.forced ? forcedRouseCheck(vampire) : postRouseCheck(vampire));
    return;
  }
  const hunger = command.hunger ?? (vampire?.system instanceof V5VampireData ? vampire.system.hunger : 0);
  const inputs = parseV5Inputs({
    pool: command.pool,
    hunger,
    difficulty: command.difficulty ?? 1,
    kind: "standard",
    botchRule: botchRule(),
  });
  const label = game.i18n?.format("FIVEFOLD.V5.Command.Label", { pool: String(inputs.pool) }) ?? "";
  await postV5Roll(vampire, { inputs, label });
}

/**
 * Handles `/v5 …` typed in chat: rolls as the user's vampire when they speak as one (its
 * Hunger unless `h` is given), else as a bare pool. Bad input is refused with the reason
 * and nothing is posted.
 */
export function handleV5ChatCommand(text: string): boolean {
  if (!isV5Command(text)) return false;
  runV5Command(text).catch((error: unknown) => {
    if (!(error instanceof InputError)) console.error("Fivefold | /v5 failed", error);
    const detail =
      error instanceof InputError
        ? refusalText(errorView(error))
        : error instanceof Error
          ? error.message
          : String(error);
    ui.notifications?.error(game.i18n?.format("FIVEFOLD.V5.Command.Refused", { detail }) ?? "");
  });
  return true;
}
