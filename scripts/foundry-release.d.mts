/** What Foundry's Package Release API is sent for a version. */
export interface ReleaseBody {
  id: string;
  "dry-run"?: true;
  release: {
    version: string;
    manifest: string;
    notes: string;
    compatibility: { minimum: string; verified: string; maximum: string };
  };
}
export const RELEASE_API: string;
/** The request body for this version, from system.json and package.json under `root`. */
export function releaseBody(root?: string, options?: { dryRun?: boolean }): ReleaseBody;
/**
 * Sends `body` with `token`, or says why it does not. Resolves to the line to print; rejects with Foundry's answer when
 * it refuses.
 */
export function publish(options: {
  token: string | undefined;
  body: ReleaseBody;
  fetch?: (
    url: string,
    init: { method: string; headers: Record<string, string>; body: string },
  ) => Promise<{
    ok: boolean;
    status: number;
    text(): Promise<string>;
  }>;
}): Promise<string>;
