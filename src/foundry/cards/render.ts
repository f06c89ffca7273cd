/** A chat message's data model that draws its own card and wires its buttons. */
export interface RendersCard {
  renderCard(message: ChatMessage.Implementation, html: HTMLElement): Promise<void>;
}

function rendersCard(system: unknown): system is RendersCard {
  return typeof system === "object" && system !== null && typeof (system as Partial<RendersCard>).renderCard === "function";
}

/**
 * Every Fivefold card is drawn from its message's data each time Foundry renders the
 * message, so a reload, another client or a newer version shows the card its data says.
 * Only for a viewer who may see the content: a whispered message with rolls is `visible` to
 * every user, and core has already put its "rolled privately" content in place of the card
 * when `message.isContentVisible` is false (a private, GM-only, blind or self roll seen by
 * someone else). Drawing the card over it would show everything core hid.
 */
export function registerCardRendering(): void {
  Hooks.on("renderChatMessageHTML", (message, html) => {
    const system: unknown = message.system;
    if (!rendersCard(system) || !message.isContentVisible) return;
    system.renderCard(message, html).catch((error: unknown) => console.error("Fivefold | could not draw a chat card", error));
  });
}
