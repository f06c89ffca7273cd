import "./doubles/foundry-sheets.js";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The sheet doubles stand in for what the rulesets' modules touch as they load, but for Roll,
// which each ruleset's roll class extends: a bare class is enough to read the declarations.
Object.assign((globalThis as unknown as { foundry: object }).foundry, { dice: { Roll: class Roll {} } });
const { RULESETS } = await import("../src/rulesets/registry.js");
const { RollRequestMessage } = await import("../src/foundry/requests/message.js");
const { cardOf, declaredActionIds } = await import("../src/foundry/chat/card-message.js");
const { recordRequestRoll } = await import("../src/foundry/requests/actions.js");

/*
 * A card's button names its card action by the action's registered id (`data-action="murk.boost"`),
 * the id a relayed request stores in `flags.fivefold.cardRequest.actionId`: the ids below are
 * stored data, written by hand, and must not change. Each message type's declaration (its
 * `static card`, read by the shared renderer) binds exactly these, and each is registered by
 * the ruleset that posts the card, so a click never reaches the executor as an unknown action.
 */
const DECLARED: Readonly<Record<string, readonly string[]>> = {
  muckrakerRoll: ["muckraker.drawPlotTwist"],
  murkRoll: ["murk.boost", "murk.negateBotch", "murk.takeStress", "murk.settleOutcome"],
  murkPotential: [],
  sunriderRoll: ["sunrider.severity", "sunrider.survive"],
  sunriderContest: ["sunrider.contestRoll"],
  uniqueRoll: ["unique.push", "unique.crisis"],
  v5Roll: [
    "v5.willpowerReroll",
    "v5.takeStain",
    "v5.hungerUp",
    "v5.applyRemorse",
    "v5.applyMend",
    "v5.extendedNextRoll",
  ],
  v5Contest: ["v5.contestRoll", "v5.contestKeep", "v5.contestReroll"],
  rollRequest: [],
};

/** The ids of the card actions a ruleset fetches on demand (its `cardActions`, a file of its own in dist/). */
const FETCHED = new Map(
  await Promise.all(
    RULESETS.map(
      async (ruleset) => [ruleset.id, ((await ruleset.cardActions?.()) ?? []).map((action) => action.id)] as const,
    ),
  ),
);

const MODELS: [type: string, model: object, registered: readonly string[]][] = [
  ...RULESETS.flatMap((ruleset) =>
    Object.entries(ruleset.messageModels).map(
      ([type, model]) => [type, model as object, FETCHED.get(ruleset.id) ?? []] as [string, object, string[]],
    ),
  ),
  ["rollRequest", RollRequestMessage, [recordRequestRoll.id]],
];

/** The declaration of a message model class, read as the renderer reads it (from an instance's class). */
function declarationOf(model: object) {
  const card = cardOf(Object.create((model as { prototype: object }).prototype) as object);
  if (!card) throw new Error("no card declaration");
  return card;
}

describe("each card message declares its actions by their registered ids", () => {
  it("every message type is listed here", () => {
    expect(MODELS.map(([type]) => type).sort()).toEqual(Object.keys(DECLARED).sort());
  });

  it.each(MODELS)("%s binds exactly its stored action ids, each registered", (type, model, registered) => {
    const actions = Object.keys(declarationOf(model).actions ?? {});
    expect(actions.sort()).toEqual([...(DECLARED[type] ?? [])].sort());
    for (const id of actions) expect(registered, id).toContain(id);
  });

  // src/foundry/register.ts registers a ruleset's fetched actions under the ids its cards declare (declaredActionIds):
  // an action fetched but declared by no card could never be asked for.
  it.each(RULESETS.map((ruleset) => [ruleset.id, ruleset] as const))(
    "%s fetches exactly the actions its cards declare",
    (id, ruleset) => {
      const declared = Object.keys(ruleset.messageModels).flatMap((type) => DECLARED[type] ?? []);
      expect(Object.values(ruleset.messageModels).flatMap(declaredActionIds).sort()).toEqual([...declared].sort());
      expect([...(FETCHED.get(id) ?? [])].sort()).toEqual([...declared].sort());
    },
  );

  it.each(MODELS)("%s names no local button after a card action", (_type, model) => {
    const card = declarationOf(model);
    const actions = Object.keys(card.actions ?? {});
    for (const name of Object.keys(card.local ?? {})) expect(actions).not.toContain(name);
  });
});

/** The `data-action` values a template writes literally (not from its context). */
function literalActions(path: string): string[] {
  const text = readFileSync(path.replace("systems/fivefold/", ""), "utf8");
  return [...text.matchAll(/data-action="([^"{]+)"/g)].map((match) => match[1]);
}

describe("every button a card template draws is bound", () => {
  // Templates and the card partials they include, with the message types drawn with them.
  const byTemplate = new Map<string, Set<string>>();
  for (const [, model] of MODELS) {
    const card = declarationOf(model);
    const names = byTemplate.get(card.template) ?? new Set<string>();
    for (const name of [...Object.keys(card.actions ?? {}), ...Object.keys(card.local ?? {})]) names.add(name);
    byTemplate.set(card.template, names);
  }
  const v5Names = new Set([...(byTemplate.get("systems/fivefold/templates/v5/card.hbs") ?? [])]);
  const rows = [...byTemplate.entries(), ["systems/fivefold/templates/v5/reroll-draft.hbs", v5Names] as const];

  it.each(rows.map(([template, names]) => [template, [...names]] as const))(
    "%s: each literal data-action is declared",
    (template, names) => {
      for (const action of literalActions(template)) expect(names, `${template}: ${action}`).toContain(action);
    },
  );
});
