import { describe, expect, it, vi } from "vitest";

// ChatMessage#visible as V13 has it (client/documents/chat-message.mjs): a whispered message
// without rolls is visible to its author and its recipients; anything else to everyone. The
// current user is "alice". V13's ChatLog#postOne returns at once for a message that is not
// visible (client/applications/sidebar/tabs/chat.mjs: `if ( !message.visible ) return;`), and
// only #postOne moves the `/reply` target, so `visible` alone decides whether a message is drawn.
class CoreChatMessage {
  constructor(
    readonly author: string,
    readonly whisper: string[],
    readonly flags: unknown,
    readonly isRoll = false,
  ) {}
  get visible(): boolean {
    if (this.whisper.length === 0 || this.isRoll) return true;
    return this.author === "alice" || this.whisper.includes("alice");
  }
}
vi.stubGlobal("ChatMessage", CoreChatMessage);
const { FivefoldChatMessage } = await import("./chat-message.js");
const { carriesCardRequest } = await import("./request-flag.js");

const request = {
  fivefold: { cardRequest: { requestId: "r1", messageId: "card", actionId: "v5.willpowerReroll", payload: null } },
};

describe("FivefoldChatMessage#visible", () => {
  // Written by hand: [author, whisper, flags, expected visible to Alice].
  const cases: [string, string[], unknown, boolean][] = [
    ["alice", ["alice"], request, false], // her own relayed request: not drawn, not her /reply target
    ["bob", ["bob"], request, false], // someone else's
    ["bob", [], request, false], // even unwhispered
    ["alice", ["alice"], {}, true], // an ordinary whisper to herself
    ["bob", ["alice"], { fivefold: { rollRequest: "req" } }, true], // another Fivefold flag
    ["bob", ["carol"], {}, false], // core's rule, unchanged
    ["bob", [], {}, true],
  ];
  it.each(cases)("a message by %s whispered to %j with flags %j is visible: %s", (author, whisper, flags, expected) => {
    const message = new (FivefoldChatMessage as unknown as new (...args: unknown[]) => { visible: boolean })(
      author,
      whisper,
      flags,
    );
    expect(message.visible).toBe(expected);
  });

  it("knows a relayed request by its flag only", () => {
    expect(carriesCardRequest({ flags: request })).toBe(true);
    expect(carriesCardRequest({ flags: { fivefold: { cardRequest: "not a request" } } })).toBe(false);
    expect(carriesCardRequest({ flags: null })).toBe(false);
  });
});
