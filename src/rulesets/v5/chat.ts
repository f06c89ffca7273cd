import type { V5Inputs } from "./rules.js";

/** A V5 roll to post: validated inputs and what the card calls it ("Wits + Awareness"). */
export interface V5RollRequest {
  readonly inputs: V5Inputs;
  readonly label: string;
  /** Defaults to the user's current roll mode. */
  readonly rollMode?: foundry.CONST.DICE_ROLL_MODES;
}

/** Rolls a V5 pool through Foundry's dice and posts its chat card. */
export async function postV5Roll(actor: Actor.Implementation | null, request: V5RollRequest): Promise<ChatMessage.Implementation | undefined> {
  throw new Error(`postV5Roll is being written (${actor?.name ?? "no actor"}, ${request.label})`);
}

/** Rolls a Rouse check for a vampire (for a discipline power when given), raising Hunger on a failure. */
export async function postRouseCheck(actor: Actor.Implementation, power?: Item.Implementation): Promise<ChatMessage.Implementation | undefined> {
  throw new Error(`postRouseCheck is being written (${actor.name}, ${power?.name ?? "no power"})`);
}
