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
 */
export function registerCardRendering(): void {
  Hooks.on("renderChatMessageHTML", (message, html) => {
    const system: unknown = message.system;
    if (!rendersCard(system)) return;
    system.renderCard(message, html).catch((error: unknown) => console.error("Fivefold | could not draw a chat card", error));
  });
}
