import { SerialQueue } from "../../foundry/cards/execute.js";
import { whenWorldRulesetsChange, worldUses } from "../../foundry/world-rulesets.js";
import { hazardLevel, whenHazardChanges } from "./settings.js";
import { localize } from "../../foundry/i18n.js";

/** The most the Hazard Level is shown to reach; the rule text sets no ceiling, the badge needs one. */
export const MAX_HAZARD = 99;

const changes = new SerialQueue();

/** Sets the world's Hazard Level (a GM's client only: world settings are the GM's). */
export async function setHazardLevel(level: number): Promise<void> {
  const value = Math.min(MAX_HAZARD, Math.max(0, Math.round(level)));
  await changes.run("hazard", async () => game.settings?.set("fivefold", "muckrakerHazardLevel", value));
}

/** Raises the Hazard Level by `by`, reading it inside the queue so two plot twists at once both count. */
export async function raiseHazardLevel(by: number): Promise<void> {
  await changes.run("hazard", async () => game.settings?.set("fivefold", "muckrakerHazardLevel", Math.min(MAX_HAZARD, hazardLevel() + by)));
}

/** Draws the badge's content: the level for everyone, and −/+ for a GM. */
function fillBadge(badge: HTMLElement, level: number): void {
  badge.replaceChildren();
  const label = document.createElement("span");
  label.className = "label";
  label.textContent = localize("FIVEFOLD.Muckraker.Hazard.Label");
  const value = document.createElement("strong");
  value.className = "value";
  value.textContent = String(level);
  badge.append(label, " ", value);
  if (!game.user?.isGM) return;
  for (const [delta, text, key] of [[-1, "−", "FIVEFOLD.Muckraker.Hazard.Lower"], [1, "+", "FIVEFOLD.Muckraker.Hazard.Raise"]] as const) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = text;
    button.setAttribute("aria-label", localize(key));
    button.addEventListener("click", () => void setHazardLevel(hazardLevel() + delta));
    badge.append(button);
  }
}

/**
 * Shows the world's Hazard Level to everyone at the top of the chat log (and its pop-outs),
 * with −/+ for the GM; every badge redraws when the setting changes.
 */
export function registerHazardDisplay(): void {
  whenHazardChanges((level) => {
    for (const badge of document.querySelectorAll<HTMLElement>(".fivefold.hazard-badge")) fillBadge(badge, level);
  });
  // Muckraker switched off: the badges go; switched on: the chat log is drawn again, and the hook below adds one.
  whenWorldRulesetsChange(() => {
    const badges = document.querySelectorAll<HTMLElement>(".fivefold.hazard-badge");
    if (!worldUses("muckraker")) {
      for (const badge of badges) badge.remove();
    } else if (badges.length === 0) {
      void ui.chat?.render();
    }
  });
  Hooks.on("renderChatLog", (_app, html) => {
    if (!worldUses("muckraker") || html.querySelector(".fivefold.hazard-badge")) return;
    const badge = document.createElement("div");
    badge.className = "fivefold hazard-badge";
    badge.setAttribute("role", "status");
    badge.setAttribute("aria-live", "polite");
    fillBadge(badge, hazardLevel());
    html.prepend(badge);
  });
}
