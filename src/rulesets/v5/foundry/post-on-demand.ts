// What V5 posts when a user rolls from the sheet or the chat command: a file of its own in dist/
// (v5-post-on-demand.mjs), fetched through posting.ts the first time one of them runs.

export { postRemorseCheck, postRouseCheck, postV5Roll } from "./chat.js";
export { postMend } from "./night-chat.js";
