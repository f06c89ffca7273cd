import { afterEach, describe, expect, it, vi } from "vitest";
import { ForcedDeletionDouble, isSentDeletion, withV14Operators } from "../../../test/doubles/foundry-v14.js";
import { removalEntry } from "./deletion.js";

// How each version removes a key in an update. V13 build 350: `{"a.-=b": null}` alone (common/utils/helpers.mjs
// mergeObject with performDeletions, _diffSpecial: the value must be null; common/data/fields.mjs
// ObjectField#_updateDiff diffs flags with deletionKeys), and no `foundry.data.operators` (common/data/_module.mjs).
// V14 14.363 (fvtt-types 14.363.0): `-=` keys are "deprecated" (common/utils/helpers.d.mts applyDataOperators); its
// own form is a ForcedDeletion value at the plain path (common/data/operators.d.mts; global `_del`).
// `game.release.generation` says the release (V13 build 350 client/game.mjs). Expected entries by hand.

afterEach(() => vi.unstubAllGlobals());

/** V13 as the project's compat tests stand it in: release 13, `foundry.data` without operators. */
function onV13() {
  vi.stubGlobal("game", { release: { generation: 13 } });
  vi.stubGlobal("foundry", { data: { fields: {} } });
}

/** V14: release 14, `foundry.data.operators.ForcedDeletion`. */
function onV14() {
  vi.stubGlobal("game", { release: { generation: 14 } });
  vi.stubGlobal("foundry", withV14Operators({ data: { fields: {} } }));
}

describe("the update entry that removes a key", () => {
  it.each([
    ["flags.fivefold.cpRound", "flags.fivefold.-=cpRound"],
    ["system.crises.physical", "system.crises.-=physical"],
    ["flags.fivefold", "flags.-=fivefold"],
    ["fivefold", "-=fivefold"],
  ])("V13: %s is removed by the key %s set to null", (path, key) => {
    onV13();
    expect(removalEntry(path)).toEqual([key, null]);
  });

  it.each(["flags.fivefold.cpRound", "system.crises.physical", "flags.fivefold", "fivefold"])(
    "V14: %s is removed by a ForcedDeletion at that same path, with no deprecated `-=` key",
    (path) => {
      onV14();
      const [key, value] = removalEntry(path);
      expect(key).toBe(path);
      expect(key).not.toContain("-=");
      // An instance, not the class: a class put in an update is dropped by the socket's JSON and deletes nothing.
      expect(value).toBeInstanceOf(ForcedDeletionDouble);
      const sent = JSON.parse(JSON.stringify({ [key]: value })) as Record<string, unknown>;
      expect(isSentDeletion(sent[key])).toBe(true);
    },
  );

  it("V13 with no `foundry` global at all (a Foundry-free test) writes V13's form", () => {
    vi.stubGlobal("foundry", undefined);
    expect(removalEntry("flags.fivefold.cpRound")).toEqual(["flags.fivefold.-=cpRound", null]);
  });
});
