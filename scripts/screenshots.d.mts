/** The gallery pictures the README shows, by ruleset: a sheet, a roll dialog with its odds, a chat card. */
export const README_SCREENSHOTS: readonly (readonly [string, readonly string[]])[];
/** Copies every README picture from `from` to `to`; returns the pictures missing from `from`, copying nothing then. */
export function copyScreenshots(from: string, to: string): string[];
