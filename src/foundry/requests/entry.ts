// The ways a GM asks for a roll, wired into Foundry: the Actors directory's "Request a roll"
// button, the `/request` chat command, the journal enricher `@Request[...]{...}` and the macro API.
// What they do is in tools.ts, fetched on first use: only the marks in text (marks.ts) load with
// the system.

import { closestTo } from "../dom.js";
import { localize } from "../i18n.js";
import { isRequestCommand, REQUEST_PATTERN } from "./marks.js";
import type { RequestRoll } from "./spec.js";

/** The request tools (tools.ts), fetched with the rest of src/on-demand.ts the first time one is used. */
const tools = () => import("../../on-demand.js");

/** Follows a click (or Enter or Space) on a request link anywhere in the page. */
function onRequestLink(event: Event): void {
  if (event instanceof KeyboardEvent && event.key !== "Enter" && event.key !== " ") return;
  const link = closestTo<HTMLElement>(event.target, "[data-fivefold-request]");
  if (!link) return;
  event.preventDefault();
  const text = link.dataset.fivefoldRequest ?? "";
  const label = link.dataset.label ?? "";
  void tools().then((t) => t.followRequestLink(text, label, t.entryActions()));
}

/** Puts "Request a roll" in the Actors directory's header, for GMs. */
function addDirectoryButton(html: HTMLElement): void {
  if (!game.user?.isGM || html.querySelector("[data-fivefold-request-roll]")) return;
  const button = document.createElement("button");
  button.type = "button";
  button.dataset.fivefoldRequestRoll = "";
  button.innerHTML = `<i class="fa-solid fa-dice" inert></i> `;
  button.append(localize("FIVEFOLD.RequestEntry.Button"));
  button.addEventListener("click", () => void tools().then((t) => t.openRequestDialog()));
  const place = html.querySelector(".header-actions") ?? html.querySelector(".directory-footer") ?? html;
  place.append(button);
}

/**
 * Registers the request entry points (at init): the journal enricher, the link's click and
 * key listener, the `/request` command and the Actors directory button. Returns what macros
 * call under `fivefold.requests`.
 */
export function registerRequestEntry(): Readonly<Record<string, (...args: never[]) => unknown>> {
  CONFIG.TextEditor.enrichers.push({ pattern: REQUEST_PATTERN, enricher: async (match) => (await tools()).enrichRequest(match) });
  document.addEventListener("click", onRequestLink);
  document.addEventListener("keydown", onRequestLink);
  // `/request …` is handled, and kept out of the chat log, by returning false.
  Hooks.on("chatMessage", (_chatLog, text) => {
    if (!isRequestCommand(text)) return true;
    void tools().then((t) => t.runRequestCommand(text, t.entryActions()));
    return false;
  });
  Hooks.on("renderActorDirectory", (_app, html) => addDirectoryButton(html));
  return {
    openRequestDialog: async (roll?: RequestRoll) => (await tools()).openRequestDialog(roll ?? null),
    postRequestText: async (text: string, label = "") => (await tools()).postRequestText(text, label),
  };
}
