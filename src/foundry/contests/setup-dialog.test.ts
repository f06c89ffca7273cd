import { afterEach, describe, expect, it, vi } from "vitest";
import { ApplicationV2Double, fakeDialogForm } from "../../../test/doubles/application-v2.js";

/*
 * The contest setup draws each side's odds as this viewer may see them: when the GM changes the player-odds setting
 * (V13 build 350, client/documents/setting.mjs, Setting#_onUpdate calls its onChange), an open setup is drawn again,
 * as the roll dialogs are (live-windows.ts); closed, it is not. The window's life cycle is the double's
 * (test/doubles/application-v2.ts says which ApplicationV2 lines it stands for).
 */
vi.stubGlobal("foundry", {
  applications: { api: { ApplicationV2: ApplicationV2Double, HandlebarsApplicationMixin: <T>(base: T) => base } },
});
const { ContestSetupDialog } = await import("./setup-dialog.js");
const { redrawLiveWindows } = await import("../applications/live-windows.js");

afterEach(() => vi.unstubAllGlobals());

describe("an open contest setup", () => {
  it("is drawn again when the open windows are, until it closes", async () => {
    let mode = "exact";
    const setup = {
      context: () => ({ canPost: true, mode }),
      read: () => undefined,
      forgetHidden: () => false,
      post: async () => true,
    };
    ApplicationV2Double.nextForm = fakeDialogForm({});
    const dialog = new ContestSetupDialog(setup);
    await dialog.render({ force: true });
    // The double keeps each render's context.
    const contexts = (dialog as unknown as ApplicationV2Double).contexts;
    mode = "words";
    redrawLiveWindows();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(contexts.map((context) => context.mode)).toEqual(["exact", "words"]);
    await dialog.close();
    redrawLiveWindows();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(contexts).toHaveLength(2);
  });

  // open.ts's setup takes back a side's half-typed number whose field the new form does not show (its forgetHidden,
  // pinned with the real template in test/hidden-entries.test.ts); the window is then drawn again, once, after the
  // render that hid it (ApplicationV2#render queues it: V13 build 350, client/applications/api/application.mjs).
  it("is drawn once more when its new form no longer shows a half-typed entry, and not again", async () => {
    const forgotten: boolean[] = [];
    const setup = {
      context: () => ({ canPost: forgotten.length > 0 }),
      read: () => undefined,
      forgetHidden: () => {
        forgotten.push(forgotten.length === 0);
        return forgotten.at(-1) === true;
      },
      post: async () => true,
    };
    ApplicationV2Double.nextForm = fakeDialogForm({});
    const dialog = new ContestSetupDialog(setup);
    await dialog.render({ force: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const contexts = (dialog as unknown as ApplicationV2Double).contexts;
    expect(contexts.map((context) => context.canPost)).toEqual([false, true]);
    expect(forgotten).toEqual([true, false]);
  });
});
