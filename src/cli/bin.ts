import { randomInt } from "node:crypto";
import { runCli } from "./main.js";

const status = runCli(
  process.argv.slice(2),
  {
    stdout: (text) => process.stdout.write(`${text}\n`),
    stderr: (text) => process.stderr.write(`${text}\n`),
  },
  () => randomInt(2 ** 32) / 2 ** 32,
);
process.exitCode = status;
