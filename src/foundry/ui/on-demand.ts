import { localize } from "./i18n.js";

// What a user's action fetches the first time it runs (a chunk next to fivefold.mjs, see
// vite.config.ts). A fetch can fail: the network dropped, or the system was updated on the
// server while this page kept the old files. A browser keeps a failed module fetch for the
// page's life (the HTML module map), so only a reload helps: the user is told so, once per
// try, and nothing is changed.

/** The i18n key of the notice shown when code could not be fetched; `{detail}` is the browser's reason. */
const NOT_LOADED = "FIVEFOLD.OnDemand.Failed";

/** Logs why code could not be fetched, and gives the notice's key and data to tell the user. */
export function notLoaded(error: unknown): { readonly key: string; readonly data: { readonly detail: string } } {
  console.error("Fivefold | code fetched on demand could not be loaded", error);
  return { key: NOT_LOADED, data: { detail: error instanceof Error ? error.message : String(error) } };
}

/** Tells the user that code could not be fetched, and logs why. */
function notifyNotLoaded(error: unknown): void {
  const { key, data } = notLoaded(error);
  ui.notifications?.error(localize(key, data));
}

/**
 * A function whose code is fetched on its first call: `load` imports its module and gives the
 * function. When the fetch fails, the user reads a notice and the call resolves to undefined,
 * having done nothing; an error of the function itself reaches the caller as it would have.
 */
export function onDemand<Args extends unknown[], Result>(
  load: () => Promise<(...args: Args) => Promise<Result>>,
): (...args: Args) => Promise<Result | undefined> {
  return async (...args) => {
    let run: (...args: Args) => Promise<Result>;
    try {
      run = await load();
    } catch (error) {
      notifyNotLoaded(error);
      return undefined;
    }
    return await run(...args);
  };
}
