// What Fivefold's shared code registers, told to the Foundry types by declaration merging. The
// rulesets' data models are declared with the registry (src/rulesets/registry.ts), the one file
// that names every ruleset.

// A module, so that the block below merges into fvtt-types instead of declaring a module anew.
export {};

declare module "fvtt-types/configuration" {
  interface SystemNameConfig {
    name: "fivefold";
  }
  interface FlagConfig {
    ChatMessage: {
      /** A relayed card action request (src/foundry/chat/actions.ts): the request, never who asked. */
      fivefold?: {
        cardRequest?: { requestId: string; messageId: string; actionId: string; payload: unknown; dice?: unknown };
        /** The roll request (its message id) a roll card answers (src/foundry/requests/pending.ts). */
        rollRequest?: string;
        /** The roll answers a request whose difficulty is kept from the players (cards/secret-difficulty.ts). */
        secretDifficulty?: true;
      };
    };
  }
}
