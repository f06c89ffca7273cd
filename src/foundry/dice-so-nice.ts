import type { DiceSoNice } from "./ruleset.js";

/** Dice So Nice's API when the module is active, else null: Fivefold never depends on it. */
export function diceSoNice(): DiceSoNice | null {
  // Dice So Nice adds `game.dice3d`; the Foundry types do not know the module.
  return (game as { dice3d?: DiceSoNice }).dice3d ?? null;
}

/** Shows extra dice (a reroll) in 3D to the players who can see the message, when Dice So Nice is active. */
export async function showDice(roll: foundry.dice.Roll, message: ChatMessage.Implementation, userId: string): Promise<void> {
  const dice3d = diceSoNice();
  if (!dice3d) return;
  const ids = message._source.whisper.filter((id): id is string => typeof id === "string");
  const whisper = ids.length > 0 ? ids : null;
  await dice3d.showForRoll(roll, game.users?.get(userId) ?? undefined, true, whisper, message.blind);
}
