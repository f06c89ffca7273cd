import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { afterAll, describe, expect, it } from "vitest";
import { langKeys } from "./content-i18n.js";

interface Pack {
  name: string;
  path: string;
  type: string;
  system?: string;
}
const manifest = JSON.parse(readFileSync("system.json", "utf8")) as {
  version: string;
  compatibility: { minimum: string; verified: string; maximum?: string };
  documentTypes: Record<string, Record<string, unknown>>;
  packs: Pack[];
};

// The fields each Item type's data model defines (src/rulesets/*/foundry/data.ts); a pack document
// with any other field would lose it on import.
const FIELDS: Record<string, readonly string[]> = {
  v5Power: ["discipline", "level", "rouse", "pool", "description"],
  v5Trait: ["kind", "dots", "description"],
  sunriderBonus: ["kind", "dice", "skills", "description"],
  uniqueSpecial: ["starred", "description"],
  uniqueTool: ["quality", "description"],
};

function documents(pack: Pack): { file: string; doc: Record<string, unknown> }[] {
  return readdirSync(pack.path)
    .filter((file) => file.endsWith(".json"))
    .map((file) => ({ file, doc: JSON.parse(readFileSync(join(pack.path, file), "utf8")) as Record<string, unknown> }));
}

describe("system.json", () => {
  it("leaves the token bar attributes unset, as docs/foundry.md says, rather than null", () => {
    // V13 build 350, common/packages/base-system.mjs BaseSystem.defineSchema: primaryTokenAttribute and
    // secondaryTokenAttribute are plain StringFields, not nullable (common/data/fields.mjs DataField._defaults),
    // so null is not a value they accept (DataField#_validateSpecial: "may not be null"). Fivefold sets the bars
    // per Actor type (src/foundry/documents/token-defaults.ts).
    const raw = JSON.parse(readFileSync("system.json", "utf8")) as Record<string, unknown>;
    expect(raw).not.toHaveProperty("primaryTokenAttribute");
    expect(raw).not.toHaveProperty("secondaryTokenAttribute");
    expect(readFileSync("docs/foundry.md", "utf8")).toMatch(/`primaryTokenAttribute`[^.]*left unset/);
  });

  it("recommends Dice So Nice for every ruleset that gives its dice their own colours", () => {
    const raw = JSON.parse(readFileSync("system.json", "utf8")) as {
      relationships: { recommends: { id: string; reason: string }[] };
    };
    const reason = raw.relationships.recommends.find((module) => module.id === "dice-so-nice")?.reason ?? "";
    // The rulesets with a Dice So Nice colourset (lang/en.json FIVEFOLD.<ruleset>.DiceSoNice), by the dice they colour.
    const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as { FIVEFOLD: Record<string, unknown> };
    const coloured = Object.entries(lang.FIVEFOLD)
      .filter(([, section]) => typeof section === "object" && section !== null && "DiceSoNice" in section)
      .map(([ruleset]) => ruleset)
      .sort();
    expect(coloured).toEqual(["Muckraker", "Murk", "Sunrider", "V5"]);
    for (const dice of [
      "V5 Hunger dice",
      "Murk's attribute die",
      "Sunrider Chance Die",
      "Muckraker white and red dice",
    ])
      expect(reason).toContain(dice);
  });

  it("is a V13 manifest with a semantic version", () => {
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(manifest.compatibility.minimum).toBe("13");
  });

  it("does not block a later Foundry (no maximum), and says V14 is verified", () => {
    // What "verified" rests on (docs/foundry.md, "Foundry 13 and 14"): each V14 difference has its
    // helper and a test for both shapes, and test/foundry-v14-api.test.ts keeps removed APIs out;
    // nothing ran inside V14 here.
    expect(manifest.compatibility.maximum).toBeUndefined();
    expect(manifest.compatibility.verified).toBe("14");
  });

  it("declares Actor types for all five rulesets", () => {
    const prefixes = Object.keys(manifest.documentTypes.Actor).map((type) => type.replace(/[A-Z].*$/, ""));
    expect(new Set(prefixes)).toEqual(new Set(["muckraker", "murk", "sunrider", "unique", "v5"]));
  });
});

describe("compendium packs", () => {
  it("lists packs, each a folder of documents of a type the system declares", () => {
    expect(manifest.packs.length).toBeGreaterThan(0);
    for (const pack of manifest.packs) {
      expect(pack.system).toBe("fivefold");
      expect(documents(pack).length, pack.name).toBeGreaterThan(0);
    }
  });

  it("keeps Item packs to the fields their data models define", () => {
    for (const pack of manifest.packs.filter((p) => p.type === "Item")) {
      const docs = documents(pack);
      expect(docs.length, pack.name).toBeGreaterThan(5);
      for (const { file, doc } of docs) {
        expect(Object.keys(manifest.documentTypes.Item), file).toContain(doc.type);
        expect(doc._id, file).toMatch(/^[A-Za-z0-9]{16}$/);
        expect(doc._key, file).toBe(`!items!${String(doc._id)}`);
        const allowed = FIELDS[String(doc.type)];
        expect(
          Object.keys(doc.system as object).filter((field) => !allowed.includes(field)),
          file,
        ).toEqual([]);
      }
    }
  });

  it("gives every Item pack entry a content key, kept for its name, worded in English and Spanish", () => {
    const en = langKeys("en");
    const es = langKeys("es");
    for (const pack of manifest.packs.filter((p) => p.type === "Item")) {
      for (const { file, doc } of documents(pack)) {
        const flags = (doc.flags as { fivefold?: { i18n?: unknown; name?: unknown } } | undefined)?.fivefold;
        expect(flags?.i18n, file).toMatch(/^FIVEFOLD\.Content\.[A-Za-z0-9]+\.[A-Za-z0-9]+$/);
        expect(flags?.name, file).toBe(doc.name);
        const key = String(flags?.i18n);
        // English is the stored text unchanged; Spanish is its own text.
        expect(en.get(`${key}.name`), file).toBe(doc.name);
        expect(en.get(`${key}.description`), file).toBe((doc.system as { description: string }).description);
        expect(es.get(`${key}.name`)?.length, file).toBeGreaterThan(0);
        expect(es.get(`${key}.description`)?.length, file).toBeGreaterThan(0);
      }
    }
  });

  it("gives every RollTable a result for every total of its formula, keyed to the table", () => {
    const tables = manifest.packs.filter((p) => p.type === "RollTable");
    expect(tables.length).toBeGreaterThan(0);
    for (const pack of tables) {
      for (const { file, doc } of documents(pack)) {
        expect(doc._key, file).toBe(`!tables!${String(doc._id)}`);
        // NdS throws totals from N to N x S: each needs a result (2d6: 2 to 12).
        const [, count, sides] = (/^(\d+)d(\d+)$/.exec(String(doc.formula)) ?? []).map(Number);
        const results = doc.results as { _id: string; _key: string; range: [number, number]; name: string }[];
        const covered = results
          .flatMap((result) =>
            Array.from({ length: result.range[1] - result.range[0] + 1 }, (_, i) => result.range[0] + i),
          )
          .sort((a, b) => a - b);
        expect(covered, file).toEqual(Array.from({ length: count * sides - count + 1 }, (_, i) => count + i));
        for (const result of results) {
          expect(result._key, file).toBe(`!tables.results!${String(doc._id)}.${result._id}`);
          expect(result.name.length, file).toBeGreaterThan(0);
        }
      }
    }
  });

  it("gives every document its own id and name", () => {
    const all = manifest.packs.flatMap((pack) => documents(pack).map(({ doc }) => doc));
    expect(new Set(all.map((doc) => doc._id)).size).toBe(all.length);
    for (const pack of manifest.packs) {
      const names = documents(pack).map(({ doc }) => doc.name);
      expect(new Set(names).size, pack.name).toBe(names.length);
    }
  });

  describe("compiled to LevelDB with the official CLI", () => {
    const folder = mkdtempSync(join(tmpdir(), "fivefold-packs-"));
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it("compiles every pack and reads back the same documents", async () => {
      for (const pack of manifest.packs) {
        const db = join(folder, "db", pack.name);
        const back = join(folder, "back", pack.name);
        await compilePack(pack.path, db, { log: false });
        await extractPack(db, back, { log: false });
        const extracted = readdirSync(back).map(
          (file) => (JSON.parse(readFileSync(join(back, file), "utf8")) as { _id: string })._id,
        );
        expect(extracted.sort()).toEqual(
          documents(pack)
            .map(({ doc }) => String(doc._id))
            .sort(),
        );
      }
    });
  });
});
