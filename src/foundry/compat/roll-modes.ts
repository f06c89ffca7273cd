/** The roll modes Foundry offers, in the order its menus show them (Fivefold's names for them, V13's). */
export const ROLL_MODES = ["publicroll", "gmroll", "blindroll", "selfroll"] as const;

/** One of Fivefold's roll modes. */
export type RollMode = (typeof ROLL_MODES)[number];

/** The roll-mode choices of a dialog (every mode, or those given), labelled from lang/en.json. */
export function rollModeOptions(modes: readonly RollMode[] = ROLL_MODES) {
  return modes.map((mode) => ({ value: mode, label: `FIVEFOLD.RollMode.${mode}` }));
}

/**
 * The modes a roll answering a GM's roll request may use: every mode but a self roll. V13 build
 * 350, client/documents/chat-message.mjs: ChatMessage.applyRollMode whispers a self roll to its
 * roller alone, and ChatMessage#isContentVisible shows a whispered roll only to its recipients
 * and its (non-blind) author, so the GM could not read the answer, nor the request record it.
 */
export const REQUEST_ROLL_MODES: readonly RollMode[] = ["publicroll", "gmroll", "blindroll"];

/** The mode a roll answering a request is made in: a self roll (chosen, remembered or current) goes to the GM. */
export function requestRollMode(mode: RollMode): RollMode {
  return REQUEST_ROLL_MODES.includes(mode) ? mode : "gmroll";
}

/**
 * V14's message modes (keys of `CONFIG.ChatMessage.modes`) for each roll mode. V14 also has
 * "ic" (in character), which shows to everyone as a public message does.
 */
const MESSAGE_MODE: Readonly<Record<RollMode, string>> = {
  publicroll: "public",
  gmroll: "gm",
  blindroll: "blind",
  selfroll: "self",
};
const FROM_MESSAGE_MODE: Readonly<Partial<Record<string, RollMode>>> = {
  public: "publicroll",
  ic: "publicroll",
  gm: "gmroll",
  blind: "blindroll",
  self: "selfroll",
};

/**
 * Fivefold's name for a roll mode given in either vocabulary (V13 "blindroll" or V14 "blind"); null for anything else.
 */
export function rollModeNamed(mode: unknown): RollMode | null {
  if (typeof mode !== "string") return null;
  return ROLL_MODES.find((known) => known === mode) ?? FROM_MESSAGE_MODE[mode] ?? null;
}

/** Whether a message in this mode is blind: its roller may not see it, so its card must not store its content. */
export function isBlind(mode: RollMode): boolean {
  return mode === "blindroll";
}

/**
 * `Roll#evaluate` options for a roll made in this mode. A blind roll never asks its roller to
 * type the dice (Configure Dice's manual entry): Foundry's own blind rolls evaluate with
 * `allowInteractive: rollMode !== BLIND` (core ChatLog#_processDiceCommand, Roll#toMessage;
 * fvtt-types client/dice/roll.d.mts Roll.Options.allowInteractive).
 */
export function evaluateOptions(mode: RollMode): { allowInteractive: boolean } {
  return { allowInteractive: !isBlind(mode) };
}

/** The settings API as this helper reads it on either version (V13's types do not know "core.messageMode"). */
interface CoreSettings {
  readonly settings?: { has(key: string): boolean };
  get(namespace: "core", key: string): unknown;
}

/** ChatMessage's static mode helpers as they exist on one version or the other. */
interface ModeApplier {
  applyMode?: (data: object, mode: string) => unknown;
  applyRollMode?: (data: object, mode: string) => unknown;
}

/**
 * The roll mode the user has chosen in the chat controls. V14 keeps it in "core.messageMode"
 * (its "core.rollMode" is deprecated, to be removed in V16); V13 only has "core.rollMode".
 * Which one is read depends on which setting this Foundry registered, not on its version.
 */
export function currentRollMode(): RollMode {
  // Both settings are core's; V13's declarations type only "core.rollMode", so the call is read structurally.
  const settings = game.settings as unknown as CoreSettings | undefined;
  if (!settings) return "publicroll";
  const key = settings.settings?.has("core.messageMode") ? "messageMode" : "rollMode";
  return rollModeNamed(settings.get("core", key)) ?? "publicroll";
}

/** The roll mode asked for, or the user's current one when none was. */
export function rollModeOr(mode: RollMode | undefined): RollMode {
  return mode ?? currentRollMode();
}

/**
 * Sets whisper and blind on new message data for a roll mode: `ChatMessage.applyMode` with
 * V14's name where this Foundry has it, else V13's `ChatMessage.applyRollMode`. Neither
 * version warns: V14 deprecates only `applyRollMode`, which it is then never called with.
 */
export function applyRollMode(data: object, mode: RollMode): void {
  // V13's declarations have no applyMode, and V14 deprecates applyRollMode: both are looked up as they exist.
  const chatMessage = foundry.documents.ChatMessage as unknown as ModeApplier;
  if (typeof chatMessage.applyMode === "function") chatMessage.applyMode(data, MESSAGE_MODE[mode]);
  else if (typeof chatMessage.applyRollMode === "function") chatMessage.applyRollMode(data, mode);
  else throw new Error("Fivefold: this Foundry has neither ChatMessage.applyMode nor ChatMessage.applyRollMode");
}
