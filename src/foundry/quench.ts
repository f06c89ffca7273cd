// Quench (a Foundry module that runs Mocha/Chai tests inside a world) is optional and
// untyped: these are the few parts of its API Fivefold's batches use.

/** What a Quench batch function receives. */
export interface QuenchContext {
  describe(name: string, body: () => void): void;
  it(name: string, body: () => Promise<void> | void): void;
  before(body: () => Promise<void> | void): void;
  after(body: () => Promise<void> | void): void;
  assert: {
    equal(actual: unknown, expected: unknown, message?: string): void;
    isTrue(value: unknown, message?: string): void;
    isFalse(value: unknown, message?: string): void;
    ok(value: unknown, message?: string): void;
  };
}

/** A Quench test batch of a ruleset. */
export interface QuenchBatch {
  readonly key: string;
  readonly displayName: string;
  readonly run: (context: QuenchContext) => void;
}

/** Quench's registry, handed to the `quenchReady` hook. */
export interface Quench {
  registerBatch(key: string, fn: (context: QuenchContext) => void, options?: { displayName?: string }): void;
}

declare module "fvtt-types/configuration" {
  namespace Hooks {
    interface HookConfig {
      /** Fired by the Quench module, when it is active, so systems can register test batches. */
      quenchReady: (quench: Quench) => void;
    }
  }
}

/** Registers test batches with Quench. They run only in a world with Quench, never in this repository's CI. */
export function registerQuenchBatches(quench: Quench, batches: readonly QuenchBatch[]): void {
  for (const batch of batches) quench.registerBatch(batch.key, batch.run, { displayName: batch.displayName });
}
