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
    const setup = { context: () => ({ canPost: true, mode }), read: () => undefined, post: async () => true };
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
});
