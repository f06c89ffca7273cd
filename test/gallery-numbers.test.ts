import { readdirSync, readFileSync } from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { requestFixtures } from "../gallery/fixtures/requests.js";
import { templateEnvironment } from "../gallery/handlebars.js";

// Every figure a gallery picture shows comes from the engine: a fixture types what a player or the dice
// give (a sheet's dots, a pool, the faces rolled, a difficulty), never a chance. Read from the fixtures'
// source (gallery/fixtures/*.ts and the test data they use, test/fixtures/*.ts), as TypeScript parses it.
const FOLDERS = ["gallery/fixtures", "test/fixtures"];
/**
 * The names under which a figure the engine derives is handed to a context: a request line's `odds`, a Murk
 * character's `potentialCap` (its rank's). A Sunrider card's `chance` is the Chance Die's faces, a roll's input.
 */
const CHANCE_NAMES = new Set(["odds", "chances", "percent", "probability", "potentialCap"]);

/** Each typed chance in one source: a number with a fraction, or a number under a chance's name. "path:line: text". */
function typedChances(path: string, source: string): string[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) =>
    `${path}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText().slice(0, 80)}`;
  /** Whether a number literal sits inside, but for a call's arguments (a cap from its rank: `potentialCap(2)`). */
  const holdsNumber = (node: ts.Node): boolean =>
    ts.isNumericLiteral(node) || (!ts.isCallExpression(node) && ts.forEachChild(node, holdsNumber) === true);
  const visit = (node: ts.Node): void => {
    // A fraction is no die face, dot, pool or difficulty: 0.81, .5, 1e-3.
    if (ts.isNumericLiteral(node) && /[.eE]/.test(node.getText())) found.push(at(node));
    if (
      ts.isPropertyAssignment(node) &&
      CHANCE_NAMES.has(node.name.getText()) &&
      !ts.isIdentifier(node.initializer) &&
      holdsNumber(node.initializer)
    )
      found.push(at(node));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("the gallery's numbers", () => {
  it("finds a typed chance where one is written (the check can fail)", () => {
    // Written by hand: each line types a chance one way; the last lines type none.
    const typed = [
      "const a = { odds: [0.81, 0.52, 0.23] };",
      "const b = { odds: [1, 0, 0] };",
      "const c = { percent: 51 };",
      "const g = { potentialCap: 16 };",
      "const d = [0.9 - index * 0.05];",
    ];
    const clean = [
      "const e = { odds: null, dice: [2, 5, 7], pool: 7, chance: [6] };",
      "const f = { odds: await oddsOf(ada), potentialCap: potentialCap(2) };",
    ];
    for (const line of typed) expect(typedChances("x.ts", line), line).not.toEqual([]);
    for (const line of clean) expect(typedChances("x.ts", line), line).toEqual([]);
  });

  it("types no chance in any fixture: each is computed by the engine from a character", () => {
    const files = FOLDERS.flatMap((folder) =>
      readdirSync(folder)
        .filter((name) => name.endsWith(".ts"))
        .map((name) => `${folder}/${name}`),
    );
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap((path) => typedChances(path, readFileSync(path, "utf8")))).toEqual([]);
  });

  it("writes a request card's whole percentages in Spanish as a Spanish client does ('51 %', never '51,00 %')", () => {
    // src/foundry/requests/card-context.ts writes a whole percent (writtenPercent(p, 0)) in the reader's language;
    // es-ES puts a space before the sign. Each odds cell of the GM's card, in each language.
    const fixture = requestFixtures.find((candidate) => candidate.id === "request-card-gm")!;
    const cells = (lang: string) =>
      [
        ...templateEnvironment({ lang: `lang/${lang}.json` })
          .render(fixture.template, fixture.context)
          .matchAll(/<td class="odds[^"]*">([^<]*)<\/td>/g),
      ].map(([, text]) => text.replace(/\s/g, " "));
    expect(cells("en").length).toBe(9);
    expect(cells("en").filter((text) => !/^[<>]?\d+%$/.test(text))).toEqual([]);
    expect(cells("es").filter((text) => !/^[<>]?\d+ %$/.test(text))).toEqual([]);
    expect(cells("es")).toEqual(cells("en").map((text) => text.replace("%", " %")));
  });
});
