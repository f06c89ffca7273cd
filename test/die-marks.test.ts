import { describe, expect, it } from "vitest";
import { ALL_FIXTURES } from "../gallery/fixtures/index.js";
import { templateEnvironment } from "../gallery/handlebars.js";

// Each special die explains its mark where it is drawn (a title the pointer shows, the same
// words as its label): a rerolled V5 die, an exploded Murk die, a discarded Unique duplicate,
// the Sunrider Chance Die's chain, on the roll cards and the contest card. Wording from lang/en.json.
const env = templateEnvironment();
const render = (id: string) => {
  const fixture = ALL_FIXTURES.find((candidate) => candidate.id === id);
  if (!fixture) throw new Error(`no fixture ${id}`);
  return env.render(fixture.template, { rootId: id, ...fixture.context });
};

describe("die marks", () => {
  it.each([
    ["v5-card-after-reroll", 'title="Rerolled; it showed 2"'],
    ["murk-card-exploding", 'title="Exploded attribute die: '],
    ["unique-card-leanne-first", 'title="Discarded duplicate: 4"'],
    ["sunrider-card-chain", 'title="Chance Die rolled again: '],
    ["contest-v5-after-first-reroll", 'title="Rerolled; it showed '],
    ["contest-sunrider-chance-again", 'title="Chance Die '],
  ])("%s explains its marked die", (id, title) => {
    expect(render(id)).toContain(title);
  });
});
