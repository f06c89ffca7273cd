// The checklist for adding a ruleset: the files of its own and the one entry in each shared file.
// docs/architecture.md's tables are drawn from here (`npm run checklist` writes them), and
// test/architecture.test.ts reads the same rows to check the repository against them.

/** Where a file of a ruleset sits: its folder says the layer. */
export type ChecklistLayer =
  | "rules" // pure rules and odds, type-checked as the engine (no Foundry, no DOM): `rules/`
  | "view" // view models and card decisions, Foundry-free: `view/`
  | "foundry" // Foundry classes and hooks: `foundry/`
  | "entry" // the `Ruleset` object, the one way in
  | "test"
  | "presentation"
  | "docs";

export interface OwnFile {
  /** The file's path, `<id>` standing for the ruleset's id. */
  readonly path: string;
  readonly needed: "always" | "when needed";
  readonly layer: ChecklistLayer;
  readonly what: string;
}

export interface SharedEdit {
  readonly path: string;
  /** What the ruleset adds to it. */
  readonly entry: string;
}

/** What a ruleset keeps in its own folders. */
export const RULESET_OWN_FILES: readonly OwnFile[] = [
  {
    path: "src/rulesets/<id>/rules/rules.ts",
    needed: "always",
    layer: "rules",
    what: "input spec and validation, pool, `resolve*` from faces, seeded `roll*`",
  },
  { path: "src/rulesets/<id>/rules/odds.ts", needed: "always", layer: "rules", what: "exact odds of every outcome" },
  {
    path: "src/rulesets/<id>/rules/cli.ts",
    needed: "always",
    layer: "rules",
    what: "the `fivefold` tool's commands for it",
  },
  {
    path: "src/rulesets/<id>/rules/rules.test.ts",
    needed: "always",
    layer: "test",
    what: "the rule text's worked examples, by hand",
  },
  {
    path: "src/rulesets/<id>/rules/odds.test.ts",
    needed: "always",
    layer: "test",
    what: "odds against enumeration and sampling",
  },
  {
    path: "src/rulesets/<id>/view/card-context.ts",
    needed: "always",
    layer: "view",
    what: "the chat card's template context",
  },
  {
    path: "src/rulesets/<id>/view/card-context.test.ts",
    needed: "always",
    layer: "test",
    what: "the card context against hand-written tables",
  },
  {
    path: "src/rulesets/<id>/view/dialog-context.ts",
    needed: "always",
    layer: "view",
    what: "the roll dialog's context and live odds",
  },
  {
    path: "src/rulesets/<id>/view/sheet-context.ts",
    needed: "always",
    layer: "view",
    what: "the character sheet's context",
  },
  {
    path: "src/rulesets/<id>/view/card-decisions.ts",
    needed: "always",
    layer: "view",
    what: "what each card button refuses and changes",
  },
  {
    path: "src/rulesets/<id>/foundry/data.ts",
    needed: "always",
    layer: "foundry",
    what: "Actor (and Item) data models, token bars",
  },
  {
    path: "src/rulesets/<id>/foundry/roll.ts",
    needed: "always",
    layer: "foundry",
    what: "the Roll subclass: Foundry's dice, faces to the engine",
  },
  {
    path: "src/rulesets/<id>/foundry/message.ts",
    needed: "always",
    layer: "foundry",
    what: "the chat card's message data model and its buttons",
  },
  {
    path: "src/rulesets/<id>/foundry/card-actions.ts",
    needed: "always",
    layer: "foundry",
    what: "the card actions: read documents, roll, write the change",
  },
  { path: "src/rulesets/<id>/foundry/chat.ts", needed: "always", layer: "foundry", what: "posting a roll's card" },
  { path: "src/rulesets/<id>/foundry/sheet.ts", needed: "always", layer: "foundry", what: "the character sheet" },
  { path: "src/rulesets/<id>/foundry/dialog.ts", needed: "always", layer: "foundry", what: "the roll dialog" },
  {
    path: "src/rulesets/<id>/foundry/open-dialog.ts",
    needed: "always",
    layer: "foundry",
    what: "opens the roll dialog (and, for V5 and Sunrider, the contest setup), fetching its code with its `on-demand.ts` on first use",
  },
  {
    path: "src/rulesets/<id>/foundry/card-action-list.ts",
    needed: "always",
    layer: "foundry",
    what: "its card actions as one list, fetched the first time one is asked for: `dist/<id>-card-action-list.mjs`",
  },
  {
    path: "src/rulesets/<id>/foundry/on-demand.ts",
    needed: "always",
    layer: "foundry",
    what: "what it fetches on first use (its dialogs, the posting only they make): `dist/<id>-on-demand.mjs`",
  },
  {
    path: "src/rulesets/<id>/view/request.ts",
    needed: "when needed",
    layer: "view",
    what: "its roll requests' kind: text words, checks, setup fields, card heading, and the lazy import of its odds",
  },
  {
    path: "src/rulesets/<id>/view/request-odds.ts",
    needed: "when needed",
    layer: "view",
    what: "its chance on a request through its dialog context and odds function, fetched the first time a card shows odds: `dist/<id>-request-odds.mjs`",
  },
  {
    path: "src/rulesets/<id>/foundry/request-actor.ts",
    needed: "when needed",
    layer: "foundry",
    what: "how its actor answers a roll request: the sheet the odds read, the dialog opened, a roll card's result",
  },
  {
    path: "src/rulesets/<id>/foundry/dialog-character.ts",
    needed: "when needed",
    layer: "foundry",
    what: "the character as its roll dialog, macros and requests read it from an Actor",
  },
  {
    path: "src/rulesets/<id>/foundry/template-parts.ts",
    needed: "when needed",
    layer: "foundry",
    what: "the partials its chat cards include, loaded at init (`cardPartials`)",
  },
  {
    path: "src/rulesets/<id>/foundry/request-quench.ts",
    needed: "when needed",
    layer: "foundry",
    what: "a Quench batch of roll requests, end to end with its characters",
  },
  { path: "src/rulesets/<id>/foundry/macro.ts", needed: "always", layer: "foundry", what: "hotbar macros" },
  {
    path: "src/rulesets/<id>/foundry/hud.ts",
    needed: "always",
    layer: "foundry",
    what: "its groups and buttons in Token Action HUD (`hud`), fetched only when that module is active: `dist/<id>-hud.mjs`",
  },
  {
    path: "src/rulesets/<id>/foundry/quench.ts",
    needed: "always",
    layer: "foundry",
    what: "its Quench batch, run inside Foundry",
  },
  {
    path: "src/rulesets/<id>/index.ts",
    needed: "always",
    layer: "entry",
    what: "the one `Ruleset` object the entry point registers, and the type of its *Use* world setting",
  },
  {
    path: "src/rulesets/<id>/foundry/faces.ts",
    needed: "when needed",
    layer: "foundry",
    what: "reading faces off Foundry's dice terms when its roll has several",
  },
  {
    path: "src/rulesets/<id>/view/initiative.ts",
    needed: "when needed",
    layer: "view",
    what: "its game's initiative in the combat tracker: a roll formula or a fixed value from the actor's data (`Ruleset.initiative`)",
  },
  {
    path: "src/rulesets/<id>/foundry/settings.ts",
    needed: "when needed",
    layer: "foundry",
    what: "world settings (house rules, decks, tables)",
  },
  {
    path: "src/rulesets/<id>/foundry/dice-so-nice.ts",
    needed: "when needed",
    layer: "foundry",
    what: "its dice colours in Dice So Nice",
  },
  {
    path: "src/rulesets/<id>/foundry/item-sheet.ts",
    needed: "when needed",
    layer: "foundry",
    what: "sheets of its Item types",
  },
  {
    path: "src/rulesets/<id>/rules/character.ts",
    needed: "when needed",
    layer: "rules",
    what: "its character's limits and lists (resources, die codes)",
  },
  {
    path: "src/rulesets/<id>/rules/contest.ts",
    needed: "when needed",
    layer: "rules",
    what: "contests: one side's inputs, exact contest odds, a contest resolved from both sides' faces, seeded `roll*Contest`",
  },
  {
    path: "src/rulesets/<id>/view/contest-card.ts",
    needed: "when needed",
    layer: "view",
    what: "a contest card's state: each side rolls once, its turn order, winner and margin",
  },
  {
    path: "src/rulesets/<id>/view/contest-context.ts",
    needed: "when needed",
    layer: "view",
    what: "the contest card's context (shared template `templates/contest/card.hbs`)",
  },
  {
    path: "src/rulesets/<id>/view/contest-setup.ts",
    needed: "when needed",
    layer: "view",
    what: "the contest setup dialog's context and live contest odds",
  },
  {
    path: "src/rulesets/<id>/foundry/contest-message.ts",
    needed: "when needed",
    layer: "foundry",
    what: "the contest card's message data model and its buttons",
  },
  {
    path: "src/rulesets/<id>/foundry/contest-actions.ts",
    needed: "when needed",
    layer: "foundry",
    what: "the contest card's actions (Roll; V5 also Willpower reroll and Keep)",
  },
  {
    path: "src/rulesets/<id>/foundry/contest-open.ts",
    needed: "when needed",
    layer: "foundry",
    what: "opening the contest setup dialog and posting the contest card",
  },
  {
    path: "src/rulesets/<id>/rules/cli.test.ts",
    needed: "when needed",
    layer: "test",
    what: "its CLI commands, beyond `test/cli.test.ts`'s contract",
  },
  {
    path: "src/rulesets/<id>/rules/contest.test.ts",
    needed: "when needed",
    layer: "test",
    what: "contest odds against brute-force enumeration, by hand and by sampling",
  },
  {
    path: "src/rulesets/<id>/view/dialog-context.test.ts",
    needed: "when needed",
    layer: "test",
    what: "the dialog context's validation and odds",
  },
  {
    path: "src/rulesets/<id>/view/sheet-context.test.ts",
    needed: "when needed",
    layer: "test",
    what: "the sheet context",
  },
  {
    path: "src/rulesets/<id>/foundry/faces.test.ts",
    needed: "when needed",
    layer: "test",
    what: "faces read off Foundry's dice terms",
  },
  { path: "templates/<id>/card.hbs", needed: "always", layer: "presentation", what: "the chat card" },
  { path: "templates/<id>/dialog.hbs", needed: "always", layer: "presentation", what: "the roll dialog's form" },
  {
    path: "templates/<id>/dialog-summary.hbs",
    needed: "always",
    layer: "presentation",
    what: "the dialog's working and odds, redrawn on each keystroke",
  },
  { path: "templates/<id>/sheet.hbs", needed: "always", layer: "presentation", what: "the character sheet" },
  {
    path: "src/rulesets/<id>/view/card-template.test.ts",
    needed: "always",
    layer: "test",
    what: "the card template rendered with real Handlebars",
  },
  {
    path: "docs/rulesets/<id>.md",
    needed: "always",
    layer: "docs",
    what: "how it plays in Fivefold, and each open point decided",
  },
];

/** The shared files a new ruleset adds one entry to: at most ten. */
export const RULESET_SHARED_EDITS: readonly SharedEdit[] = [
  { path: "src/rulesets/ids.ts", entry: "its id in `RULESET_IDS` (for the tests and the gallery)" },
  {
    path: "src/rulesets/registry.ts",
    entry: "its `Ruleset` in `RULESETS`, its data models in the types' `DataModelConfig`",
  },
  { path: "src/cli/rulesets.ts", entry: "its tool in `RULESET_TOOLS`" },
  { path: "templates/requests/setup.hbs", entry: "its fields in the request setup dialog (when it takes requests)" },
  { path: "system.json", entry: "its Actor, Item and ChatMessage types in `documentTypes`" },
  { path: "lang/en.json", entry: "its strings under `FIVEFOLD.<Name>`" },
  { path: "lang/es.json", entry: "the same strings in Spanish" },
  { path: "styles/fivefold.scss", entry: "`@use` of its stylesheets (`styles/_<id>*.scss`)" },
  { path: "gallery/fixtures/index.ts", entry: "its fixtures (`gallery/fixtures/<id>*.ts`) in `ALL_FIXTURES`" },
  { path: "test/card-specs.ts", entry: "its card actions in the permission matrix" },
];

/** The folder a layer's files sit in, under `src/rulesets/<id>/`, or null for a layer without one. */
export function layerFolder(layer: ChecklistLayer): string | null {
  return layer === "rules" || layer === "view" || layer === "foundry" ? layer : null;
}

const LAYER_WORDS: Record<ChecklistLayer, string> = {
  rules: "rules (pure)",
  view: "view model (pure)",
  foundry: "Foundry",
  entry: "entry",
  test: "test",
  presentation: "presentation",
  docs: "docs",
};

/** The two Markdown tables of docs/architecture.md's checklist. */
export function checklistMarkdown(): string {
  const own = RULESET_OWN_FILES.map(
    (row) => `| \`${row.path}\` | ${row.needed} | ${LAYER_WORDS[row.layer]} | ${row.what} |`,
  );
  const shared = RULESET_SHARED_EDITS.map((row) => `| \`${row.path}\` | ${row.entry} |`);
  return [
    "### Files of its own",
    "",
    "`<id>` stands for the ruleset's id.",
    "",
    "| file | needed | layer | what it holds |",
    "|---|---|---|---|",
    ...own,
    "",
    "### One entry in each shared file",
    "",
    "| file | the entry |",
    "|---|---|",
    ...shared,
  ].join("\n");
}
