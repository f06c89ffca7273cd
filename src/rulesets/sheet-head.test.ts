import { describe, expect, it } from "vitest";
import { sheetHead } from "./sheet-head.js";

const labels = { toPlay: "Back.To.Play", toEdit: "Into.Edit" };
const actor = { name: "Ilse", img: "ilse.webp", character: { notes: "not part of the head" } };

describe("sheetHead", () => {
  // editable, mode -> editing, the mode button's label key (written out by hand).
  const table = [
    [true, "play", false, "Into.Edit"],
    [true, "edit", true, "Back.To.Play"],
    [false, "play", false, "Into.Edit"],
    [false, "edit", false, "Into.Edit"],
  ] as const;

  it.each(table)("editable %s in %s mode: editing %s, label %s", (editable, mode, editing, modeKey) => {
    expect(sheetHead(actor, editable, mode, labels)).toEqual({
      name: "Ilse",
      img: "ilse.webp",
      editable,
      editing,
      modeKey,
    });
  });
});
