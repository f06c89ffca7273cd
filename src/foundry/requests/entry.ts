// The ways a GM asks for a roll, wired into Foundry: the Actors directory's "Request a roll"
// button, the `/request` chat command, the journal enricher `@Request[...]{...}` and the macro API.
// What they do is in tools.ts, fetched on first use: only the marks in text (marks.ts) load with
// the system.

import { closestTo, keyOf } from "../ui/dom.js";
import { localize } from "../ui/i18n.js";
import { isRequestCommand, REQUEST_PATTERN } from "./marks.js";
import type { RequestRoll } from "./spec.js";

/** The request tools (tools.ts), fetched with the rest of src/on-demand.ts the first time one is used. */
const tools = () => import("../../on-demand.js");

/**
 * Follows a click (or Enter or Space) on a request link; `opener` is the window the link is in (a journal page), whose
 * browser window what the link opens (the GM's setup, the player's roll dialog) opens in on V14.
 */
function onRequestLink(event: Event, opener?: object): void {
  // A link inside a window is followed by the window's listener, before the page's hears it.
  if (event.defaultPrevented) return;
  const key = keyOf(event);
  if (key !== null && key !== "Enter" && key !== " ") return;
  const link = closestTo<HTMLElement>(event.target, "[data-fivefold-request]");
  if (!link) return;
  event.preventDefault();
  const text = link.dataset.fivefoldRequest ?? "";
  const label = link.dataset.label ?? "";
  void tools().then((t) => t.followRequestLink(text, label, t.entryActions(opener)));
}

/** Application windows whose request links are followed already (a window keeps its element across renders). */
const listening = new WeakSet<HTMLElement>();

/**
 * Follows request links inside an element: the page's body, and each application's window (a
 * journal page, the chat log, a chat popout). A window's listener sits on its own element, which
 * goes along when V14 detaches the window into another browser window, where a listener on the
 * main page hears nothing.
 */
function followLinksIn(element: HTMLElement, app?: object): void {
  if (listening.has(element)) return;
  listening.add(element);
  const follow = (event: Event) => onRequestLink(event, app);
  element.addEventListener("click", follow);
  element.addEventListener("keydown", follow);
}

/** Puts "Request a roll" in the Actors directory's header, for GMs; the setup opens beside the directory (`app`). */
function addDirectoryButton(app: object, html: HTMLElement): void {
  if (!game.user?.isGM || html.querySelector("[data-fivefold-request-roll]")) return;
  const button = document.createElement("button");
  button.type = "button";
  button.dataset.fivefoldRequestRoll = "";
  button.innerHTML = `<i class="fa-solid fa-dice" inert></i> `;
  button.append(localize("FIVEFOLD.RequestEntry.Button"));
  button.addEventListener("click", () => void tools().then((t) => t.openRequestDialog(null, null, app)));
  const place = html.querySelector(".header-actions") ?? html.querySelector(".directory-footer") ?? html;
  place.append(button);
}

/**
 * Registers the request entry points (at init): the journal enricher, the link's click and
 * key listener, the `/request` command and the Actors directory button. Returns what macros
 * call under `fivefold.requests`.
 */
export function registerRequestEntry(): Readonly<Record<string, (...args: never[]) => unknown>> {
  CONFIG.TextEditor.enrichers.push({
    pattern: REQUEST_PATTERN,
    enricher: async (match) => (await tools()).enrichRequest(match),
  });
  followLinksIn(document.body);
  // A frameless window (a journal page drawn inside its journal: V13 build 350 JournalEntrySheet#getPageSheet,
  // `window.frame: false`) has no browser window of its own; the framed window around it follows its links.
  Hooks.on("renderApplicationV2", (app, element) => {
    if (app.hasFrame === false) return;
    followLinksIn(element, app);
  });
  // `/request …` is handled, and kept out of the chat log, by returning false.
  Hooks.on("chatMessage", (_chatLog, text) => {
    if (!isRequestCommand(text)) return true;
    void tools().then((t) => t.runRequestCommand(text, t.entryActions()));
    return false;
  });
  Hooks.on("renderActorDirectory", (app, html) => addDirectoryButton(app, html));
  return {
    openRequestDialog: async (roll?: RequestRoll) => (await tools()).openRequestDialog(roll ?? null),
    postRequestText: async (text: string, label = "") => (await tools()).postRequestText(text, label),
  };
}
