import { SerialQueue } from "../../../foundry/chat/execute.js";
import { whenWorldRulesetsChange, worldUses } from "../../../foundry/settings/world-rulesets.js";
import { hazardLevel, whenHazardChanges } from "./settings.js";
import { localize } from "../../../foundry/ui/i18n.js";
import { MAX_HAZARD_LEVEL, raisedHazardLevel } from "../rules/hazard-level.js";

const changes = new SerialQueue();

/** Sets the world's Hazard Level (a GM's client only: world settings are the GM's). */
export async function setHazardLevel(level: number): Promise<void> {
  const value = Math.min(MAX_HAZARD_LEVEL, Math.max(0, Math.round(level)));
  await changes.run("hazard", async () => game.settings?.set("fivefold", "muckrakerHazardLevel", value));
}

/** Raises the Hazard Level by `by`, reading it inside the queue so two plot twists at once both count. */
export async function raiseHazardLevel(by: number): Promise<void> {
  await changes.run("hazard", async () =>
    game.settings?.set("fivefold", "muckrakerHazardLevel", raisedHazardLevel(hazardLevel(), by)),
  );
}

/** Draws the badge's content: the level for everyone, and −/+ for a GM. */
function fillBadge(badge: HTMLElement, level: number): void {
  // The badge's own document: a chat log detached into another browser window (V14) has its own.
  const owner = badge.ownerDocument;
  badge.replaceChildren();
  const label = owner.createElement("span");
  label.className = "label";
  label.textContent = localize("FIVEFOLD.Muckraker.Hazard.Label");
  const value = owner.createElement("strong");
  value.className = "value";
  value.textContent = String(level);
  badge.append(label, " ", value);
  if (!game.user?.isGM) return;
  for (const [delta, text, key] of [
    [-1, "−", "FIVEFOLD.Muckraker.Hazard.Lower"],
    [1, "+", "FIVEFOLD.Muckraker.Hazard.Raise"],
  ] as const) {
    const button = owner.createElement("button");
    button.type = "button";
    button.textContent = text;
    button.setAttribute("aria-label", localize(key));
    button.addEventListener("click", () => void setHazardLevel(hazardLevel() + delta));
    badge.append(button);
  }
}

/** Every badge drawn, in whichever window it is: `document.querySelectorAll` would find only the main window's. */
const badges = new Set<HTMLElement>();

/** A new badge, made in `owner` (the document it will be shown in), showing the current level. */
export function newHazardBadge(owner: Document, place: "log" | "notifications"): HTMLElement {
  const badge = owner.createElement("div");
  badge.className = `fivefold hazard-badge hazard-badge-${place}`;
  badge.setAttribute("role", "status");
  badge.setAttribute("aria-live", "polite");
  fillBadge(badge, hazardLevel());
  badges.add(badge);
  return badge;
}

/** Redraws every badge still on screen with the new level, and forgets those that are gone. */
function redrawHazardBadges(level: number): void {
  for (const badge of badges) {
    if (badge.isConnected) fillBadge(badge, level);
    else badges.delete(badge);
  }
}

/**
 * Whether the chat log is in view: the sidebar is expanded and its chat tab is the active
 * one (`ui.sidebar.expanded`, `ui.chat.active`, fvtt-types applications/sidebar). Otherwise
 * chat shows as notifications, and the notifications area carries the badge instead.
 */
export function chatLogInView(
  sidebar: { readonly expanded: boolean } | null | undefined,
  chat: { readonly active: boolean } | null | undefined,
): boolean {
  return (sidebar?.expanded ?? false) && (chat?.active ?? false);
}

/** Puts a badge in the chat notifications area of `owner` (once), shown while the chat log is out of view. */
function showInNotifications(owner: Document): void {
  const area = owner.getElementById("chat-notifications");
  if (!area) return;
  const badge =
    area.querySelector<HTMLElement>(".fivefold.hazard-badge") ??
    area.insertBefore(newHazardBadge(owner, "notifications"), area.firstChild);
  badge.hidden = chatLogInView(ui.sidebar, ui.chat);
}

/**
 * Shows the world's Hazard Level to everyone at the top of the chat log (and its pop-outs),
 * and, while the chat log is out of view (sidebar collapsed or on another tab, so chat shows
 * as notifications), above the chat notifications; −/+ for the GM. Every badge redraws when
 * the setting changes.
 */
export function registerHazardDisplay(): void {
  whenHazardChanges(redrawHazardBadges);
  // Muckraker switched off: the badges go; switched on: the chat log is drawn again, and the hook below adds one.
  whenWorldRulesetsChange(() => {
    if (!worldUses("muckraker")) {
      for (const badge of badges) badge.remove();
      badges.clear();
    } else if (![...badges].some((badge) => badge.isConnected)) {
      void ui.chat?.render();
    }
  });
  Hooks.on("renderChatLog", (_app, html) => {
    if (!worldUses("muckraker")) return;
    if (!html.querySelector(".fivefold.hazard-badge")) html.prepend(newHazardBadge(html.ownerDocument, "log"));
    showInNotifications(html.ownerDocument);
  });
  const refresh = () => {
    if (worldUses("muckraker")) showInNotifications(document);
  };
  Hooks.on("ready", refresh);
  Hooks.on("collapseSidebar", refresh);
  Hooks.on("changeSidebarTab", refresh);
}
