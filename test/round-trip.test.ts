import { describe, expect, it } from "vitest";
import { templateEnvironment } from "../gallery/handlebars.js";
import { muckCardContext, type MuckCardFields } from "../src/rulesets/muckraker/view/card-context.js";
import { murkCardContext, type MurkCardFields } from "../src/rulesets/murk/view/card-context.js";
import { sunriderCardContext, type SunriderCardFields } from "../src/rulesets/sunrider/view/card-context.js";
import { uniqueCardContext, type UniqueCardFields } from "../src/rulesets/unique/view/card-context.js";
import { cardStateFrom, v5CardContext, type V5CardFields } from "../src/rulesets/v5/view/card-context.js";
import * as specs from "./card-specs.js";
import type { ActionSpec } from "./card-specs.js";

/*
 * Nothing lost across time: a card's state is what its message stores (Foundry keeps it as
 * JSON). Every card state each action can leave, written to JSON and read back, draws the
 * same card, for every viewer. (That the message schemas declare every field the card code
 * carries is proved at compile time: the `...Stored` types in each ruleset's message.ts.)
 */

const env = templateEnvironment();
const VIEWERS = [
  ["who may act", true, true],
  ["another player", false, true],
  ["a player, on a blind roll", false, false],
] as const;

/** Draws a ruleset's card from its stored fields for one viewer, with the real template. */
type Draw<Fields> = (fields: Fields, mayAct: boolean, contentVisible: boolean) => string;

const drawV5: Draw<V5CardFields> = (fields, mayAct, contentVisible) =>
  env.render(
    "templates/v5/card.hbs",
    v5CardContext(cardStateFrom(fields, "Vivian"), {
      mayAct,
      contentVisible,
      willpower: { max: 5, superficial: 1, aggravated: 0 },
    }),
  );
const drawMurk: Draw<MurkCardFields> = (fields, mayAct, contentVisible) =>
  env.render(
    "templates/murk/card.hbs",
    murkCardContext({ ...fields, actorName: "Mara" }, { mayAct, contentVisible, potential: 9 }),
  );
const drawSunrider: Draw<SunriderCardFields> = (fields, mayAct, contentVisible) =>
  env.render(
    "templates/sunrider/card.hbs",
    sunriderCardContext({ ...fields, actorName: "Kesh" }, { mayAct, contentVisible, characterPoints: 2 }),
  );
const drawUnique: Draw<UniqueCardFields> = (fields, mayAct, contentVisible) =>
  env.render(
    "templates/unique/card.hbs",
    uniqueCardContext({ ...fields, actorName: "Leanne" }, { mayAct, contentVisible, hasCharacter: true }),
  );
const drawMuck: Draw<MuckCardFields> = (fields, mayAct, contentVisible) =>
  env.render(
    "templates/muckraker/card.hbs",
    muckCardContext({ ...fields, actorName: "Nell" }, { mayAct, contentVisible }),
  );

/** What Foundry does to a message's system data between a save and the next load. */
function throughJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** The states a card goes through: as rolled, after the action, and after it again when allowed. */
function statesOf<State extends { card: unknown }>(spec: ActionSpec<State>): State[] {
  const states = [spec.fresh(), spec.blocked.state()];
  const once = spec.perform(states[0], spec.parsePayload(spec.press(states[0])) as never);
  states.push(once);
  if (spec.refusal(once, spec.parsePayload(spec.press(once)) as never, true, true) === null) {
    states.push(spec.perform(once, spec.parsePayload(spec.press(once)) as never));
  }
  return states;
}

function roundTrips<State extends { card: Fields }, Fields>(
  ruleset: string,
  spec: ActionSpec<State>,
  draw: Draw<Fields>,
): void {
  describe(`${ruleset} ${spec.id}: every state its card can be left in`, () => {
    const states = statesOf(spec);

    it("reads back from JSON exactly as it was written", () => {
      for (const state of states) expect(throughJson(state.card)).toStrictEqual(state.card);
    });

    it.for(VIEWERS)("draws the same card from its stored form for %s", ([, mayAct, contentVisible], { task }) => {
      task.meta.checked = states.length;
      for (const state of states) {
        const drawn = draw(state.card, mayAct, contentVisible);
        expect(drawn).not.toBe("");
        expect(draw(throughJson(state.card), mayAct, contentVisible)).toBe(drawn);
      }
      expect([...env.missingKeys]).toEqual([]);
    });
  });
}

roundTrips("v5", specs.willpowerReroll, drawV5);
roundTrips("v5", specs.takeStain, drawV5);
roundTrips("v5", specs.raiseHunger, drawV5);
roundTrips("v5", specs.applyRemorse, drawV5);
roundTrips("v5", specs.applyMend, drawV5);
roundTrips("murk", specs.boost, drawMurk);
roundTrips("murk", specs.negateBotch, drawMurk);
roundTrips("murk", specs.takeStress, drawMurk);
roundTrips("sunrider", specs.severity, drawSunrider);
roundTrips("sunrider", specs.survive, drawSunrider);
roundTrips("unique", specs.push, drawUnique);
roundTrips("unique", specs.crisis, drawUnique);
roundTrips("muckraker", specs.drawTwist, drawMuck);

describe("the states the round trip covers", () => {
  it("include a card changed by each action", () => {
    for (const spec of [specs.boost, specs.negateBotch, specs.takeStress] as const) {
      const [fresh, , once] = statesOf(spec);
      expect(once.card).not.toEqual(fresh.card);
    }
    const [fresh, , once] = statesOf(specs.willpowerReroll);
    expect(once.card.rerolled).not.toEqual(fresh.card.rerolled);
  });
});
