// Brings one message of the chat log into view, from wherever a button about it was clicked. V13 build 350,
// client/applications/sidebar/tabs/chat.mjs: ChatLog draws each message in its own `.chat-log` (`ui.chat.element`),
// a chat popout has a log of its own (AbstractSidebarTab#popout), and the chat notifications (`#chat-notifications`)
// hold second, live copies of recent messages outside both. The log holds only the batches drawn so far:
// ChatLog#renderBatch prepends the next older `CONFIG.ChatMessage.batchSize` messages that this user may see
// (#doRenderBatch skips a message whose `visible` is false), but returns at once, drawing nothing, while a batch is
// already being drawn (`#renderingBatch`, ~1154-1157: set while the player scrolls near the top, #onScrollLog ~747).
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

/** How many times in a row a batch may draw nothing (another batch in flight) before the log is taken as drawn. */
const IDLE_TRIES = 20;

/** How long to wait before asking again for a batch that drew nothing, in milliseconds. */
const IDLE_WAIT_MS = 50;

const MESSAGE = ".message[data-message-id]";

/**
 * The message's element in the log, drawing older batches until it is there; null when the log never holds it: every
 * message this user may see is drawn, or batch after batch draws nothing. A batch that draws nothing may have been
 * refused because another one is in flight (the player scrolling up): it is asked again a moment later.
 */
async function messageElement(log: RevealingLog, messageId: string): Promise<HTMLElement | null> {
  const selector = `.message[data-message-id="${CSS.escape(messageId)}"]`;
  const size = CONFIG.ChatMessage.batchSize;
  const drawn = () => log.element.querySelectorAll(MESSAGE).length;
  for (let idle = 0; ;) {
    const element = log.element.querySelector<HTMLElement>(selector);
    const visible = (game.messages?.contents ?? []).filter((message) => message.visible).length;
    if (element || drawn() >= visible || idle >= IDLE_TRIES) return element;
    const before = drawn();
    await log.renderBatch(size);
    if (drawn() > before) idle = 0;
    else {
      idle += 1;
      await new Promise((resolve) => setTimeout(resolve, IDLE_WAIT_MS));
    }
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
