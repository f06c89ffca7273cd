// Brings one message of the chat log into view, from wherever a button about it was clicked. V13 build 350,
// client/applications/sidebar/tabs/chat.mjs: ChatLog draws each message in its own `.chat-log` (`ui.chat.element`),
// a chat popout has a log of its own (AbstractSidebarTab#popout), and the chat notifications (`#chat-notifications`)
// hold second, live copies of recent messages outside both. The log holds only the batches drawn so far:
// ChatLog#renderBatch prepends the next older `CONFIG.ChatMessage.batchSize` messages.
// client/applications/sidebar/sidebar-tab.mjs, AbstractSidebarTab#activate: a popout is brought to the front; the
// sidebar's tab is made the active tab (Sidebar#changeTab) and a collapsed sidebar is expanded (Sidebar#expand).

/** The part of V13's ChatLog this reads; the types declare ChatLog as a stub without `renderBatch`. */
interface RevealingLog {
  readonly element: HTMLElement;
  readonly rendered: boolean;
  readonly popout?: unknown;
  activate(): void;
  renderBatch(size: number): Promise<void>;
}

/** Whether `log` is a drawn chat log with what this reads (V13 ChatLog). */
function isLog(log: unknown): log is RevealingLog {
  const candidate = log as Partial<RevealingLog> | null | undefined;
  return (
    typeof candidate?.activate === "function" &&
    typeof candidate.renderBatch === "function" &&
    candidate.rendered === true &&
    typeof candidate.element?.querySelector === "function"
  );
}

/** The chat log a click belongs to: the chat popout when it was inside it, else the sidebar's log. */
function logOf(clicked: Node): RevealingLog | null {
  const sidebar: unknown = ui.chat;
  if (!isLog(sidebar)) return null;
  const popout = sidebar.popout;
  return isLog(popout) && popout.element.contains(clicked) ? popout : sidebar;
}

/** The message's element in the log, drawing older batches until it is there; null when the log never holds it. */
async function messageElement(log: RevealingLog, messageId: string): Promise<HTMLElement | null> {
  const selector = `.message[data-message-id="${CSS.escape(messageId)}"]`;
  const size = CONFIG.ChatMessage.batchSize;
  // Each batch draws `size` older messages: after as many batches as the world has messages over `size`, all are drawn.
  const batches = Math.ceil((game.messages?.contents.length ?? 0) / Math.max(size, 1));
  for (let batch = 0; ; batch++) {
    const element = log.element.querySelector<HTMLElement>(selector);
    if (element || batch >= batches) return element;
    await log.renderBatch(size);
  }
}

/** How long the message stays marked after it is brought into view, in milliseconds. */
const FLASH_MS = 1500;

/**
 * Brings a message into view in the chat log the click belongs to (a click in a chat notification or anywhere else:
 * the sidebar's), activating that log (the chat tab, the sidebar expanded, or the popout in front), scrolling to the
 * message and marking it for a moment. False when the log does not hold it. The caller decides first whether this
 * user may see the message.
 */
export async function revealInChatLog(clicked: Node, messageId: string): Promise<boolean> {
  const log = logOf(clicked);
  if (!log) return false;
  const element = await messageElement(log, messageId);
  if (!element) return false;
  log.activate();
  element.scrollIntoView({ block: "center", behavior: "smooth" });
  element.classList.add("fivefold-flash");
  setTimeout(() => element.classList.remove("fivefold-flash"), FLASH_MS);
  return true;
}
