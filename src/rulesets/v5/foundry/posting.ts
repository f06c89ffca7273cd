// How the sheet, the chat command and the forced Rouse check post V5's rolls: their code (chat.ts,
// night-chat.ts, files of their own in dist/, v5-chat.mjs and v5-night-chat.mjs) is fetched the
// first time one runs. Should the fetch fail, the user reads why and nothing is posted
// (src/foundry/ui/on-demand.ts).

import { onDemand } from "../../../foundry/ui/on-demand.js";

/** Rolls a V5 pool and posts its card (chat.ts `postV5Roll`). */
export const postV5Roll = onDemand(async () => (await import("./chat.js")).postV5Roll);
/** Rolls a Rouse check and posts it (chat.ts `postRouseCheck`); undefined when refused or not posted. */
export const postRouseCheck = onDemand(async () => (await import("./chat.js")).postRouseCheck);
/** Rolls Remorse and posts it (chat.ts `postRemorseCheck`). */
export const postRemorseCheck = onDemand(async () => (await import("./chat.js")).postRemorseCheck);
/** Mends superficial Health with a Rouse check (night-chat.ts `postMend`). */
export const postMend = onDemand(async () => (await import("./night-chat.js")).postMend);
