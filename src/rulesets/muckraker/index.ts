import type { Ruleset } from "../../foundry/ruleset.js";
import { MuckrakerReporterData } from "./data.js";

/** The Muckraker System: registered now so the manifest is final; issue 5 brings its roll, sheet and cards. */
export const muckraker: Ruleset = {
  id: "muckraker",
  actorModels: { muckrakerReporter: MuckrakerReporterData },
  itemModels: {},
  messageModels: {},
  trackables: { muckrakerReporter: { bar: [], value: ["genetic", "stress"] } },
  rolls: [],
  sheets: [],
};
