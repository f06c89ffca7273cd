/** The repository's web address, from package.json in `root`. */
export function repositoryUrl(root?: string): string;
/** The manifest fields that point Foundry at a release: the latest manifest, and this version's zip. */
export function releaseUrls(
  repository: string,
  version: string,
): { url: string; manifest: string; download: string; bugs: string; changelog: string; readme: string };
/** This version's own release page and manifest (the copy attached to its GitHub release, which never moves). */
export function tagUrls(repository: string, version: string): { manifest: string; notes: string };
