import { describe, expect, it } from "vitest";
import { chatLineText } from "./chat-input.js";

// What the `chatMessage` hook receives: V13's textarea gives the plain line; V14's ProseMirror
// chat input gives HTML (../shared/FOUNDRY-RUNTIME.md; AutarchLLC/foundryvtt-acks-core#191).
describe("chatLineText", () => {
  it.each([
    ["/v5 7 h2 d3", "/v5 7 h2 d3"],
    ["  /v5 rouse", "  /v5 rouse"],
    ["<p>/v5 7 h2 d3</p>", "/v5 7 h2 d3"],
    ["<p>/v5&nbsp;7</p>", "/v5 7"],
    ["<p>/v5 7</p><p>h2</p>", "/v5 7 h2"],
    ["<p>/v5 7<br>h2</p>", "/v5 7 h2"],
    ["<p>a &amp; b &lt;c&gt;</p>", "a & b <c>"],
  ])("reads %j as %j", (raw, text) => {
    expect(chatLineText(raw)).toBe(text);
  });
});
