import { afterEach, describe, expect, it, vi } from "vitest";
import { rollCardContext, type RollCardSeen } from "./card-message.js";

// Doubles, each for one Foundry V13 behaviour:
// - `foundry.utils.fromUuidSync(uuid)` gives the document a uuid names, or null (fvtt-types
//   src/foundry/client/utils/helpers.d.mts); here a table of actors;
// - `Actor` is the document class `cardActor` checks with instanceof; here a small class;
// - `Actor#testUserPermission(user, "OWNER")` (fvtt-types src/foundry/common/abstract/document.d.mts);
//   here true for the users listed as owners;
// - `ChatMessage#isContentVisible` (foundry V13 client/documents/chat-message.mjs, `get isContentVisible()`)
//   is read as given.
class FakeActor {
  constructor(
    readonly name: string,
    readonly system: unknown,
    readonly owners: readonly string[],
  ) {}
  testUserPermission(user: { id: string }): boolean {
    return this.owners.includes(user.id);
  }
}

class RulesetCharacter {
  readonly potential = 3;
}
class OtherCharacter {
  readonly potential = 9;
}

const actors: Record<string, FakeActor> = {
  "Actor.own": new FakeActor("Ada", new RulesetCharacter(), ["owner"]),
  "Actor.other": new FakeActor("Bo", new OtherCharacter(), ["owner"]),
};

function stubFoundry(): void {
  vi.stubGlobal("Actor", FakeActor);
  vi.stubGlobal("foundry", { utils: { fromUuidSync: (uuid: string) => actors[uuid] ?? null } });
}

afterEach(() => vi.unstubAllGlobals());

interface Model {
  readonly actorUuid: string;
  readonly fields: { readonly dr: number };
}

type Drawn = { fields: unknown; seen: RollCardSeen; character: RulesetCharacter | null };

const context = rollCardContext<Model, RulesetCharacter>(RulesetCharacter, (fields, seen, character) => ({
  fields,
  seen,
  character,
}));

function message(secret = false) {
  return {
    author: { id: "author" },
    isContentVisible: true,
    flags: secret ? { fivefold: { secretDifficulty: true } } : {},
    system: {},
  } as unknown as ChatMessage.Implementation;
}

function user(id: string, isGM = false) {
  return { id, isGM } as User.Implementation;
}

function draw(actorUuid: string, viewer: User.Implementation, secret = false): Drawn {
  stubFoundry();
  return context({ actorUuid, fields: { dr: 10 } }, { message: message(secret), user: viewer }) as Drawn;
}

// Expected values by hand: who may act is author, owner or GM; the character is passed only when it
// is the ruleset's model; the actor's name is null once the actor is gone.
describe("rollCardContext", () => {
  it("gives the owner (not the author) the fields, the actor's name and the ruleset's character", () => {
    const drawn = draw("Actor.own", user("owner"));
    expect(drawn.fields).toEqual({ dr: 10, actorName: "Ada" });
    expect(drawn.seen).toEqual({ mayAct: true, contentVisible: true, secretDifficulty: false });
    expect(drawn.character).toBeInstanceOf(RulesetCharacter);
  });

  it("gives no character for an actor of another ruleset, and keeps its name", () => {
    const drawn = draw("Actor.other", user("owner"));
    expect(drawn.fields).toEqual({ dr: 10, actorName: "Bo" });
    expect(drawn.character).toBeNull();
  });

  it("draws a card whose actor was deleted with no name and no character; its author may still act", () => {
    const drawn = draw("Actor.gone", user("author"));
    expect(drawn.fields).toEqual({ dr: 10, actorName: null });
    expect(drawn.character).toBeNull();
    expect(drawn.seen.mayAct).toBe(true);
  });

  it("lets an observer (neither author nor owner) see but not act, and keeps a secret difficulty from them", () => {
    const drawn = draw("Actor.own", user("observer"), true);
    expect(drawn.seen).toEqual({ mayAct: false, contentVisible: true, secretDifficulty: true });
  });

  it("lets the GM act and read a secret difficulty", () => {
    const drawn = draw("Actor.own", user("gm", true), true);
    expect(drawn.seen).toEqual({ mayAct: true, contentVisible: true, secretDifficulty: false });
  });
});
