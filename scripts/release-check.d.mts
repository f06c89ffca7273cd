/** This version's notes from CHANGELOG.md, when `tag` is the tag of the version package.json and system.json hold. */
export function checkTag(root: string, tag: string | undefined): { version: string; notes: string };
