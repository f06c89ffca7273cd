import { describe, expect, it } from "vitest";
import { muckRoll } from "../../../../gallery/fixtures/muckraker.js";
import { muckCardContext, type MuckCardFields, type MuckCardViewer } from "./card-context.js";
import { muckDialogContext } from "./dialog-context.js";
import { muckOdds } from "../rules/odds.js";
import { muckSheetContext } from "./sheet-context.js";

const owner: MuckCardViewer = { mayAct: true, contentVisible: true };
const twist = {
  name: "The Tower",
  prompt: "Something collapses.",
  img: "x.svg",
  hazardBefore: 2,
  hazardAfter: 3,
  reshuffled: false,
};

function roll(white: [number, number], extra: Partial<MuckCardFields> = {}): MuckCardFields {
  return muckRoll("Sneak", white, extra);
}

function context(fields: MuckCardFields, viewer = owner) {
  const built = muckCardContext({ ...fields, actorName: "Nell" }, viewer);
  if (built.hidden) throw new Error("hidden");
  return built;
}

describe("the Muck Roll card", () => {
  it("leads with Lucky 7, then a plot twist, then beating the challenge number", () => {
    expect(context(roll([6, 1], { cn: 30 })).headline).toBe("lucky7");
    expect(context(roll([3, 3])).headline).toBe("plotTwist");
    expect(context(roll([5, 4])).headline).toBe("success");
    // 4 + 2 + 2 = 8 does not beat 8, unless the world lets ties succeed.
    expect(context(roll([4, 2])).headline).toBe("failure");
    expect(context(roll([4, 2], { tiesSucceed: true })).headline).toBe("success");
  });

  it("waits for the plot twist card, offers the draw to who may act, then shows it with the Hazard rise", () => {
    expect(context(roll([3, 3])).plotTwist).toMatchObject({ pending: true, canDraw: true, drawn: null });
    expect(context(roll([3, 3]), { ...owner, mayAct: false }).plotTwist).toMatchObject({
      pending: true,
      canDraw: false,
    });
    expect(context(roll([3, 3], { twist })).plotTwist).toMatchObject({
      pending: false,
      canDraw: false,
      rose: true,
      drawn: twist,
    });
  });

  it("shows protection from the Hazard rise when the genetics bonus manifested on doubles", () => {
    const protectedTwist = context(roll([4, 4], { genetics: "bonus", red: 6, twist: { ...twist, hazardAfter: 2 } }));
    expect(protectedTwist.plotTwist).toMatchObject({ protected: true, rose: false });
  });

  it("shows the genetics result and the tracker changes the engine made", () => {
    const manifest = context(roll([4, 1], { skill: 1, genetics: "bonus", red: 5 }));
    expect(manifest.genetics).toMatchObject({
      resultKey: "FIVEFOLD.Muckraker.Genetics.manifest",
      genetic: { before: 7, after: 8, changed: true },
      stress: { changed: false },
    });
    expect(manifest.total).toBe(9);
    expect(manifest.bonusApplied).toBe(true);
    const failedPower = context(roll([6, 1], { genetics: "power", red: 11 }));
    expect(failedPower.headline).toBe("powerFailed");
    expect(failedPower.genetics?.stress).toEqual({ before: 3, after: 4, changed: true });
  });

  it("shows a card of Fivefold's deck with the face of the viewer's language; a face of the GM's own as stored", () => {
    // The deck's own face path, as packs/muckraker-tarot/plot-twist-deck.json stores it for The Tower.
    const own = "systems/fivefold/assets/tarot/WD7ecJB6atcex5x6.svg";
    const tower = { ...twist, key: "FIVEFOLD.Tarot.WD7ecJB6atcex5x6", img: own };
    const drawnImg = (fields: MuckCardFields, lang?: string) => {
      const built = muckCardContext({ ...fields, actorName: "Nell" }, owner, lang);
      return built.hidden ? null : built.plotTwist?.drawn?.img;
    };
    expect(drawnImg(roll([3, 3], { twist: tower }), "es")).toBe(
      "systems/fivefold/assets/tarot/es/WD7ecJB6atcex5x6.svg",
    );
    // English, and a reader whose language has no faces of its own (the Foundry side passes "en"), keep the face.
    expect(drawnImg(roll([3, 3], { twist: tower }), "en")).toBe(own);
    expect(drawnImg(roll([3, 3], { twist: tower }))).toBe(own);
    // A face the GM changed, a card of the GM's own (no key), and a stored card naming another path keep theirs.
    expect(drawnImg(roll([3, 3], { twist: { ...tower, img: "worlds/w/tower.webp" } }), "es")).toBe(
      "worlds/w/tower.webp",
    );
    expect(drawnImg(roll([3, 3], { twist: { ...tower, key: "" } }), "es")).toBe(own);
    expect(drawnImg(roll([3, 3], { twist }), "es")).toBe("x.svg");
  });

  it("says genetic sickness when a number reaches 12", () => {
    expect(context(roll([5, 2], { genetics: "bonus", genetic: 12, stress: 11, red: 4 })).sickness).toBe(true);
  });
});

describe("the Muck Roll dialog", () => {
  const reporter = { skills: [{ name: "Sneak", points: 2 }], genetic: 7, stress: 3, superpower: "Lie tasting" };

  it("shows the exact odds, with each genetics result when genetics are invoked", () => {
    const built = muckDialogContext(
      reporter,
      { skill: 0, cn: 8, genetics: "bonus", rollMode: "publicroll" },
      { tiesSucceed: false },
    );
    const odds = muckOdds({ skill: 2, cn: 8, genetics: "bonus", genetic: 7, stress: 3, tiesSucceed: false });
    expect(built.summary?.odds.map((row) => row.key)).toEqual([
      "success",
      "lucky7",
      "plotTwist",
      "hazardRise",
      "failure",
      "manifest",
      "dormant",
      "stressed",
      "sickness",
    ]);
    expect(built.summary?.odds[0].percent).toBe(`${(odds.success * 100).toFixed(2)}%`);
    expect(
      muckDialogContext(
        reporter,
        { skill: 0, cn: 8, genetics: "none", rollMode: "publicroll" },
        { tiesSucceed: false },
      ).summary?.odds.map((row) => row.key),
    ).toEqual(["success", "lucky7", "plotTwist", "hazardRise", "failure"]);
  });

  it("does not offer genetics while Stress >= Genetic, and says why", () => {
    const blocked = muckDialogContext(
      { ...reporter, genetic: 4, stress: 4 },
      { skill: 0, cn: 8, genetics: "bonus", rollMode: "publicroll" },
      { tiesSucceed: false },
    );
    expect(blocked.modes.filter((mode) => mode.disabled).map((mode) => mode.value)).toEqual(["bonus", "power"]);
    expect(blocked.geneticsBlocked).toEqual({ genetic: 4, stress: 4 });
    expect(blocked.canRoll).toBe(false);
    // The note gives the reason; the summary does not say it a second time.
    expect(blocked.error).toBeNull();
  });
});

describe("the reporter's sheet", () => {
  it("draws twelve boxes for each number and the sickness status", () => {
    const built = muckSheetContext(
      {
        name: "Nell",
        img: "",
        reporter: { skills: [], superpower: "", genetic: 12, stress: 5, sick: true, cover: "", evidence: "" },
      },
      true,
      "play",
      true,
    );
    expect(built.numbers.map((n) => n.boxes.length)).toEqual([12, 12]);
    expect(built.numbers[0].boxes.every((box) => box.filled)).toBe(true);
    expect(built.sick).toBe(true);
    expect(built.geneticsBlocked).toBe(false);
  });

  it("does not roll a reporter out of the scene with genetic sickness, nor for a viewer who may not edit", () => {
    const reporter = {
      skills: [{ name: "Sneak", points: 2 }],
      superpower: "",
      genetic: 7,
      stress: 3,
      sick: false,
      cover: "",
      evidence: "",
    };
    expect(muckSheetContext({ name: "Nell", img: "", reporter }, true, "play", false).rollable).toBe(true);
    expect(
      muckSheetContext({ name: "Nell", img: "", reporter: { ...reporter, sick: true } }, true, "play", false).rollable,
    ).toBe(false);
    expect(muckSheetContext({ name: "Nell", img: "", reporter }, false, "play", false).rollable).toBe(false);
  });
});
