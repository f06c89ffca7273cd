/** The Markdown files whose transcripts are the tool's: the README and every page under docs/. */
export function transcriptFiles(root?: string): string[];
/** `text` with each transcript's output replaced by what `run(args)` prints for its command. */
export function withTranscripts(text: string, run: (args: string[]) => string): string;
/** What the built tool prints for `args`: its output, or its one line of refusal. */
export function runBuiltTool(cli: string, args: readonly string[]): string;
