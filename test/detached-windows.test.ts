import { afterEach, describe, expect, it, vi } from "vitest";
import { DocumentDouble, type doubles } from "./doubles/foundry-sheets.js";
import { V5VampireSheet } from "../src/rulesets/v5/foundry/sheet.js";
import { FivefoldActorSheet } from "../src/foundry/applications/actor-sheet.js";
import { SunriderSheet } from "../src/rulesets/sunrider/foundry/sheet.js";
import { openV5Contest } from "../src/rulesets/v5/foundry/open-dialog.js";
import { openSunriderContest } from "../src/rulesets/sunrider/foundry/open-dialog.js";

// The cards, roll dialogs and contest setups the sheets open need far more of Foundry than the sheets do; what the
// contest setup does once opened is tested with it (src/foundry/contests/open.ts), here only what the sheet hands it.
vi.mock("../src/rulesets/v5/foundry/chat.js", () => ({ postRemorseCheck: vi.fn(), postRouseCheck: vi.fn() }));
vi.mock("../src/rulesets/v5/foundry/dialog.js", () => ({ openV5RollDialog: vi.fn() }));
vi.mock("../src/rulesets/v5/foundry/night-chat.js", () => ({ postMend: vi.fn() }));
vi.mock("../src/rulesets/v5/foundry/frenzy-status.js", () => ({ setFrenzy: vi.fn() }));
vi.mock("../src/rulesets/v5/foundry/open-dialog.js", () => ({ openV5Contest: vi.fn(), openV5RollDialog: vi.fn() }));
vi.mock("../src/rulesets/sunrider/foundry/open-dialog.js", () => ({
  openSunriderContest: vi.fn(),
  openSunriderRollDialog: vi.fn(),
}));

/*
 * A sheet popped out into its own browser window (V14 14.363, fvtt-types tag 14.363.0): its `window.windowId`
 * (dist/client/applications/api/application.d.mts `ApplicationV2#window`) names that window, and its element lives in
 * that window's document. What it opens must open there: `Document#deleteDialog(options)` passes `options` to
 * `DialogV2.confirm` (client-document.d.mts), whose `renderOptions` reach the dialog's render (dialog.d.mts,
 * DialogV2WaitOptions); a window the sheet opens itself is rendered with `renderChild`
 * (src/foundry/compat/open-window.ts).
 * V13 build 350 client/documents/abstract/client-document.mjs `deleteDialog` merges `options` into its confirm config.
 */
type Action = (this: unknown, event: PointerEvent, target: HTMLElement) => Promise<void>;
function action(Sheet: { DEFAULT_OPTIONS: object }, name: string): Action {
  return (Sheet.DEFAULT_OPTIONS as { actions: Record<string, Action> }).actions[name];
}
const click = (dataset: Record<string, string>) =>
  [new Event("click") as PointerEvent, { dataset } as unknown as HTMLElement] as const;

const mainDocument = { nodeName: "#document main" };

/** A sheet of `Sheet` whose window was detached into a second browser window, "detached-2". */
function detachedSheet<T>(Sheet: new (options: never) => T, document: DocumentDouble) {
  vi.stubGlobal("document", mainDocument);
  const sheet = new Sheet({ document } as never) as T & InstanceType<typeof doubles.ApplicationV2>;
  // The double's `window` is where it draws; V14's holds the frame's windowId too.
  Object.assign(sheet, { window: { windowId: "detached-2", draw: () => undefined } });
  Object.assign(sheet.element, { ownerDocument: { nodeName: "#document detached-2" } });
  return sheet;
}

afterEach(() => vi.unstubAllGlobals());

describe("a sheet detached into its own browser window (V14)", () => {
  it("asks to delete an owned Item in that window", async () => {
    const document = new DocumentDouble({});
    const deleteDialog = vi.fn(async () => null);
    document.items = new Map([["power", { deleteDialog }]]);
    const sheet = detachedSheet(V5VampireSheet, document);
    // Every character sheet's base holds the delete button's action (Foundry merges it into each sheet's options).
    await action(FivefoldActorSheet, "deleteItem").call(sheet, ...click({ itemId: "power" }));
    expect(deleteDialog).toHaveBeenCalledWith({ renderOptions: { window: { windowId: "detached-2" } } });
  });

  it("opens the V5 and Sunrider contest setups with the sheet as their opener", async () => {
    const vampire = new DocumentDouble({});
    const v5 = detachedSheet(V5VampireSheet, vampire);
    await action(V5VampireSheet, "contest").call(v5, ...click({}));
    expect(vi.mocked(openV5Contest)).toHaveBeenCalledWith(vampire, v5);
    const character = new DocumentDouble({});
    const sunrider = detachedSheet(SunriderSheet, character);
    await action(SunriderSheet, "contest").call(sunrider, ...click({}));
    expect(vi.mocked(openSunriderContest)).toHaveBeenCalledWith(character, sunrider);
  });
});
