// Fails when the TypeScript files under src/ import each other in a cycle. `npm run lint` runs it.
//
// An edge is a relative import that loads the module at run time: a static `import` or
// `export ... from`, or a dynamic `import("./x.js")`. A dynamic import counts: code fetched on
// demand that imports its loader back ties both into one knot, and the bundler then cannot give
// each ruleset a chunk of its own. `import type`, `export type` and `typeof import("./x.js")`
// are left out (they vanish from the build). `import { type A }` still counts: with
// verbatimModuleSyntax it stays as `import {}`, which loads the module. Each cycle is reported
// as the files of one strongly connected component.
//
//   node scripts/cycles.mjs [root ...]     (default: src)

import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

const repo = resolve(import.meta.dirname, "..");

/** Every .ts file under `dir` (declarations left out). */
function tsFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return path.endsWith(".ts") && !path.endsWith(".d.ts") ? [path] : [];
  });
}

/** Whether an import declaration loads its module at run time. */
function loadsAtRunTime(node) {
  if (ts.isImportDeclaration(node)) return !node.importClause?.isTypeOnly;
  if (ts.isExportDeclaration(node)) return !node.isTypeOnly;
  return false;
}

/** The files `file` loads at run time through relative static imports and re-exports. */
export function runtimeImports(file, text = readFileSync(file, "utf8")) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
  const specifiers = [];
  for (const node of source.statements) {
    if (loadsAtRunTime(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      specifiers.push(node.moduleSpecifier.text);
  }
  const dynamic = (node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) specifiers.push(argument.text);
    }
    ts.forEachChild(node, dynamic);
  };
  dynamic(source);
  return specifiers
    .filter((specifier) => specifier.startsWith("."))
    .map((specifier) => resolve(dirname(file), specifier).replace(/\.js$/, ".ts"));
}

/** The strongly connected components of more than one file (or a file importing itself), by Tarjan. */
export function cyclesOf(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (start) => {
    // Iterative, so a deep import chain cannot overflow the call stack.
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next);
    next += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, at] = frame;
      const edges = graph.get(node) ?? [];
      if (at < edges.length) {
        frame[1] += 1;
        const to = edges[at];
        if (!graph.has(to)) continue;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next);
          next += 1;
          stack.push(to);
          onStack.add(to);
          work.push([to, 0]);
        } else if (onStack.has(to)) {
          low.set(node, Math.min(low.get(node), index.get(to)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || edges.includes(node)) cycles.push(component.sort());
      }
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** The run-time import graph of every .ts file under the given folders. */
export function importGraph(roots) {
  const files = roots.flatMap((dir) => tsFiles(resolve(repo, dir)));
  return new Map(files.map((file) => [file, runtimeImports(file)]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const roots = process.argv.slice(2);
  const cycles = cyclesOf(importGraph(roots.length > 0 ? roots : ["src"]));
  if (cycles.length === 0) {
    console.log("cycles: no import cycle");
  } else {
    for (const cycle of cycles) {
      console.error(
        `import cycle of ${cycle.length} file(s):\n  ${cycle.map((file) => relative(repo, file)).join("\n  ")}`,
      );
    }
    console.error(
      `cycles: ${cycles.length} import cycle(s); break each (a type-only import, or a dynamic import() of what loads on demand)`,
    );
    process.exitCode = 1;
  }
}
