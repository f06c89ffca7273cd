// How a request shows itself in text: the `/request` chat command and a journal's
// `@Request[...]{...}`. Small and read at every chat line and journal page, so it stays in the
// system module while the rest of the request tools load on first use (tools.ts).

import { chatLineText } from "../chat/chat-input.js";

/**
 * `@Request[<text>]` with an optional `{<label>}`. Inside the brackets a backslash keeps the
 * next character (a quoted name may hold `\]`); the label holds no `}`. Global, as Foundry
 * requires of an enricher's pattern (fvtt-types TextEditor.EnricherConfig.pattern).
 */
export const REQUEST_PATTERN = /@Request\[((?:[^\]\\]|\\.)*)\](?:\{([^}]*)\})?/g;

const COMMAND = /^\/request(?:\s+|$)/i;

/** Whether a chat line is a `/request` command, typed in V13's plain chat box or V14's HTML one. */
export function isRequestCommand(raw: string): boolean {
  return COMMAND.test(chatLineText(raw).trim());
}

/** What follows `/request` on a chat line (plain, or V14's HTML). */
export function requestCommandText(raw: string): string {
  return chatLineText(raw).trim().replace(COMMAND, "").trim();
}
