/**
 * The version of the shape Fivefold stores its documents in. Raise it with every release
 * whose data models change shape, and say in CHANGELOG.md what the migration does.
 */
export const SCHEMA_VERSION = 2;

/**
 * What a world needs when the GM opens it: nothing, a first stamp, a migration, or a warning that a newer Fivefold
 * wrote it.
 */
export type MigrationPlan = "upToDate" | "migrate" | "newer";

/**
 * Compares the version a world was last stamped with (0: never, e.g. made before versions
 * were kept) with this release's.
 */
export function planMigration(stored: number, current: number = SCHEMA_VERSION): MigrationPlan {
  if (!Number.isInteger(stored) || stored < current) return "migrate";
  return stored > current ? "newer" : "upToDate";
}
