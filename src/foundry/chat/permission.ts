/** How a user stands to a chat card: the three ways of being allowed to act on it. */
export interface CardStanding {
  readonly isGM: boolean;
  readonly isAuthor: boolean;
  readonly ownsActor: boolean;
}

/** The message author, an owner of the card's actor, or a GM may act on a card; nobody else. */
export function mayActOnCard(standing: CardStanding): boolean {
  return standing.isGM || standing.isAuthor || standing.ownsActor;
}

/** Where an action is carried out: here, by the active GM's client, or nowhere (no GM to do it). */
export type CardRoute = "here" | "activeGM" | "noGM";

/**
 * Every action is carried out by the active GM's client when one is online, so clicks from
 * different clients are done one after the other there and a once-only action cannot pass
 * its check twice. With no GM online, the user's own client acts when Foundry lets it
 * update both the message and the actor; otherwise only a GM could, and there is none.
 */
export function routeCardAction(userId: string, activeGMId: string | null, mayUpdateHere: boolean): CardRoute {
  if (activeGMId === userId) return "here";
  if (activeGMId !== null) return "activeGM";
  return mayUpdateHere ? "here" : "noGM";
}
