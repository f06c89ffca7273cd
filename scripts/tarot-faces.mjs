import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { bundleNode } from "./bundle-node.mjs";

/**
 * Writes the tarot deck's art: one SVG per card of the compendium's deck (named by the
 * card's id, the path its face points at) and the back, drawn by
 * src/rulesets/muckraker/rules/tarot-faces.ts from each card's name, suit and value.
 */
export async function writeTarotFaces(deckFile, outDir) {
  const drawer = await bundleNode(
    "src/rulesets/muckraker/rules/tarot-faces.ts",
    join("build", "tarot"),
    "tarot-faces.mjs",
  );
  const { tarotFaceSvg, tarotBackSvg } = await import(join(process.cwd(), drawer));
  const deck = JSON.parse(await readFile(deckFile, "utf8"));
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, "back.svg"), tarotBackSvg());
  for (const card of deck.cards) await writeFile(join(outDir, `${card._id}.svg`), tarotFaceSvg(card));
  return deck.cards.length;
}
