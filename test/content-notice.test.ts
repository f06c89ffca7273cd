import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The README, the system's description and the V5 compendiums say plainly that
// Vampire: The Masquerade is its owner's trademark, that Fivefold is unofficial and not
// affiliated, and that the compendiums hold mechanics and one-line summaries in Fivefold's words.
const root = new URL("..", import.meta.url).pathname;
const read = (path: string) => readFileSync(join(root, path), "utf8");
type Pack = { name: string; label: string; path: string; type: string };
const manifest = JSON.parse(read("system.json")) as { description: string; packs: Pack[] };

/** The statements the notice must make, each as words a reader finds in it. */
function expectNotice(text: string, where: string): void {
  expect(text, where).toMatch(/Vampire: The Masquerade is a trademark of Paradox Interactive/);
  expect(text, where).toMatch(/unofficial/);
  expect(text, where).toMatch(/not affiliated/);
  expect(text, where).toMatch(/one-line summaries/);
  expect(text, where).toMatch(/Fivefold's own words/);
}

const v5Packs = manifest.packs.filter((pack) => pack.name.startsWith("v5-"));
const docsOf = (pack: Pack) =>
  readdirSync(join(root, pack.path)).map((file) => JSON.parse(read(join(pack.path, file))) as Record<string, unknown>);

describe("the V5 content notice", () => {
  it("is in the README and the system's description", () => {
    expectNotice(read("README.md"), "README.md");
    expectNotice(manifest.description, "system.json description");
  });

  it("is the read-me journal of the V5 compendiums, and every V5 pack's label says it is unofficial", () => {
    const notice = v5Packs.find((pack) => pack.type === "JournalEntry");
    if (!notice) throw new Error("no V5 read-me journal pack");
    const pages = docsOf(notice).flatMap((doc) => doc.pages as { text: { content: string } }[]);
    expectNotice(pages.map((page) => page.text.content).join(" "), notice.path);
    for (const pack of v5Packs) expect(pack.label, pack.name).toMatch(/unofficial/);
  });

  it("keeps each V5 compendium text to a one-line summary: one paragraph, at most 160 characters", () => {
    for (const pack of v5Packs.filter((p) => p.type === "Item")) {
      for (const doc of docsOf(pack)) {
        const stored = (doc.system as { description?: unknown }).description;
        const description = typeof stored === "string" ? stored : "";
        const paragraphs = description.match(/<p>/g) ?? [];
        expect(paragraphs.length, String(doc.name)).toBeLessThanOrEqual(1);
        expect(description.replace(/<[^>]+>/g, "").length, String(doc.name)).toBeLessThanOrEqual(160);
      }
    }
  });
});
