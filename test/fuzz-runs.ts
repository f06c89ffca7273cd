/**
 * How many random cases each property-based test tries. One table, so docs/QUALITY.md
 * reports the figures the tests ran with (the test names carry them into the report).
 */
export const FUZZ_RUNS = {
  /** Random payloads sent to each card action. */
  payloads: 200,
  /** Random command lines given to the CLI, per property. */
  cli: 1500,
  /** Random allowed inputs given to each ruleset's tool. */
  allowedInputs: 400,
  /** Random hostile values given to each ruleset's tool. */
  hostileInputs: 600,
} as const;

declare module "vitest" {
  /** What a test records for docs/QUALITY.md (scripts/quality.mjs reads it from the JSON report). */
  interface TaskMeta {
    /** Random cases a property-based test tried. */
    runs?: number;
    /** Renders or states a test checked. */
    checked?: number;
    /** axe-core: rules run, pictures checked, serious or critical findings. */
    axe?: { rules: number; pictures: number; findings: number };
  }
}
