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
