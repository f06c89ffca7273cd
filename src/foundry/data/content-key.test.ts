import { describe, expect, it } from "vitest";
import { packEntry, translatorFor } from "../../../test/content-i18n.js";
import { contentDescription, contentName } from "./content-key.js";

// Expected texts written by hand from packs/v5-powers/dominate-compel.json (English) and
// its Spanish in lang/es.json.
describe("contentName / contentDescription", () => {
  const compel = packEntry("v5-powers", "dominate-compel");
  const es = translatorFor("es");
  const en = translatorFor("en");

  it("words a compendium power in the reader's language", () => {
    expect(contentName(compel, es)).toBe("Obligar");
    expect(contentName(compel, en)).toBe("Compel");
    expect(contentDescription(compel, String(compel.system.description), es)).toBe(
      "<p>Da una orden breve e inmediata que el objetivo obedece sin pensar.</p>",
    );
  });

  it("shows a renamed item's own name and description", () => {
    const renamed = { ...compel, name: "Voice of the Prince" };
    expect(contentName(renamed, es)).toBe("Voice of the Prince");
    expect(contentDescription(renamed, "<p>Mine.</p>", es)).toBe("<p>Mine.</p>");
  });

  it("shows an item of the GM's own, or one whose key the lang file lacks, by its own name", () => {
    expect(contentName({ name: "Bat Swarm", flags: {} }, es)).toBe("Bat Swarm");
    expect(contentName({ name: "Odd", flags: { fivefold: { i18n: "FIVEFOLD.Content.Nope", name: "Odd" } } }, es)).toBe(
      "Odd",
    );
    // Before i18n is ready (no translator), the stored name.
    expect(contentName(compel, undefined)).toBe("Compel");
  });
});
