import { InputError } from "../../../engine/errors.js";
import { chatLineText } from "../../../foundry/chat/chat-input.js";

/**
 * What `/v5 …` asked for: a pool roll (Hunger and difficulty when given), a Rouse check, or the Storyteller's forced
 * Rouse check.
 */
export type V5Command =
  | {
      readonly kind: "standard";
      readonly pool: number;
      readonly hunger: number | null;
      readonly difficulty: number | null;
    }
  | { readonly kind: "rouse"; readonly forced?: true };

const USAGE = "use /v5 <pool> [h<hunger>] [d<difficulty>], e.g. /v5 7 h2 d3, or /v5 rouse (the GM: /v5 rouse forced)";
const COMMAND = /^\/v5(?:\s+|$)/i;

/** Whether a chat line is a `/v5` command, typed in V13's plain chat box or V14's HTML one. */
export function isV5Command(text: string): boolean {
  return COMMAND.test(chatLineText(text).trim());
}

/**
 * Reads `/v5 <pool> [h<hunger>] [d<difficulty>]`, `/v5 rouse` or `/v5 rouse forced` (plain, or V14's HTML), in the
 * spirit of the IRC
 * dice bot of the rule text. Only the shape is checked here; the ranges are the engine's
 * (`parseV5Inputs`). Throws an InputError naming what it could not read.
 */
export function parseV5Command(text: string): V5Command {
  const words = chatLineText(text).trim().replace(COMMAND, "").split(/\s+/).filter(Boolean);
  const lower = words.map((word) => word.toLowerCase());
  if (lower.length === 1 && lower[0] === "rouse") return { kind: "rouse" };
  if (lower.length === 2 && lower[0] === "rouse" && lower[1] === "forced") return { kind: "rouse", forced: true };
  let pool: number | null = null;
  let hunger: number | null = null;
  let difficulty: number | null = null;
  for (const word of words) {
    const match = /^([hd]?)(\d+)$/i.exec(word);
    if (!match)
      throw new InputError("command", `cannot read "${word}": ${USAGE}`, "FIVEFOLD.Error.V5.CommandWord", { word });
    const value = Number(match[2]);
    const prefix = match[1].toLowerCase();
    const name = prefix === "h" ? "hunger" : prefix === "d" ? "difficulty" : "pool";
    const given = name === "hunger" ? hunger : name === "difficulty" ? difficulty : pool;
    if (given !== null)
      throw new InputError("command", `gives the ${name} twice: ${USAGE}`, `FIVEFOLD.Error.V5.CommandTwice.${name}`);
    if (name === "hunger") hunger = value;
    else if (name === "difficulty") difficulty = value;
    else pool = value;
  }
  if (pool === null) throw new InputError("command", `needs a dice pool: ${USAGE}`, "FIVEFOLD.Error.V5.CommandPool");
  return { kind: "standard", pool, hunger, difficulty };
}
