import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { bundleNode } from "./bundle-node.mjs";

/**
 * Writes the tarot deck's art: one SVG per card of the compendium's deck (named by the
 * card's id, the path its face points at), the same in each other language of system.json
 * under <lang>/, and the back, drawn by
 * src/rulesets/muckraker/rules/tarot-faces.ts from each card's name, suit and value.
 */
export async function writeTarotFaces(deckFile, outDir) {
  const drawer = await bundleNode(
    "src/rulesets/muckraker/rules/tarot-faces.ts",
    join("build", "tarot"),
    "tarot-faces.mjs",
  );
  const { tarotFaceSvg, tarotFaceIn, tarotBackSvg } = await import(join(process.cwd(), drawer));
  const deck = JSON.parse(await readFile(deckFile, "utf8"));
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, "back.svg"), tarotBackSvg());
  for (const card of deck.cards) await writeFile(join(outDir, `${card._id}.svg`), tarotFaceSvg(card));
  // The faces in each other language system.json lists, under <lang>/: the card's name from that language's
  // FIVEFOLD.Tarot.<id>.name (English where the file lacks it), which the chat card shows a reader of that language;
  // a court card has no English rank letter there (tarot-faces.ts corners).
  for (const { lang, path } of await otherLanguages()) {
    const texts = JSON.parse(await readFile(path, "utf8")).FIVEFOLD?.Tarot;
    await mkdir(join(outDir, lang), { recursive: true });
    for (const card of deck.cards)
      await writeFile(join(outDir, lang, `${card._id}.svg`), tarotFaceIn(card, lang, texts));
  }
  return deck.cards.length;
}

/** The languages system.json lists other than English, with their files. */
async function otherLanguages() {
  const system = JSON.parse(await readFile("system.json", "utf8"));
  return (system.languages ?? []).filter((language) => language.lang !== "en");
}
