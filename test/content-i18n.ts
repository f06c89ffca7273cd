// A stand-in for Foundry's game.i18n over one of Fivefold's lang files: `has` and `localize`
// on the flattened keys, as Localization#has and #localize read `translations`
// (fvtt-types client/helpers/localization.d.mts).
import { readFileSync } from "node:fs";

function flatten(node: unknown, prefix: string, into: Map<string, string>): Map<string, string> {
  if (typeof node === "string") into.set(prefix, node);
  else if (node && typeof node === "object")
    for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

/** The keys of lang/<lang>.json, flattened ("FIVEFOLD.Content.V5Powers.DominateCompel.name"). */
export function langKeys(lang: "en" | "es"): Map<string, string> {
  return flatten(JSON.parse(readFileSync(`lang/${lang}.json`, "utf8")), "", new Map());
}

/** game.i18n's has and localize over lang/<lang>.json; an unknown key is returned as is, as Foundry does. */
export function translatorFor(lang: "en" | "es") {
  const keys = langKeys(lang);
  return {
    has: (key: string) => keys.has(key),
    localize: (key: string) => keys.get(key) ?? key,
    format: (key: string) => keys.get(key) ?? key,
    lang,
  };
}

/** A pack entry as stored in packs/<pack>/<file>.json. */
export function packEntry(
  pack: string,
  file: string,
): { name: string; type: string; flags: unknown; system: Record<string, unknown> } {
  return JSON.parse(readFileSync(`packs/${pack}/${file}.json`, "utf8")) as {
    name: string;
    type: string;
    flags: unknown;
    system: Record<string, unknown>;
  };
}
