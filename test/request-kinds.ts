/// <reference types="vite/client" />
// Vitest's setup for every test file: hands the shared request code each ruleset's request kind,
// as src/foundry/requests/register.ts does at init. The kinds are Foundry-free, so the request
// text, checks, setup dialog, card and odds run here on plain data. Found by their file name,
// so that this file names no ruleset: every `src/rulesets/<id>/view/request.ts` exports one kind.
import { useRequestKinds, type RequestKind } from "../src/foundry/requests/kind.js";
import { RULESET_IDS } from "../src/rulesets/ids.js";

const modules = import.meta.glob<Readonly<Record<string, RequestKind>>>("../src/rulesets/*/view/request.ts", {
  eager: true,
});

/** Each ruleset's kind, in the order of RULESET_IDS (the registry's). */
const kinds = RULESET_IDS.flatMap((id) =>
  Object.values(modules[`../src/rulesets/${id}/view/request.ts`] ?? {}).filter((value) => value.id === id),
);
useRequestKinds(kinds);
