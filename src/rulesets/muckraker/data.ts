import { flag, rating } from "../../foundry/fields.js";

function reporterSchema() {
  return {
    genetic: rating(0, 12, 0),
    stress: rating(0, 12, 0),
    sick: flag(),
  };
}

/** An undercover reporter. Issue 5 adds skills, the superpower, cover and evidence notes. */
export class MuckrakerReporterData extends foundry.abstract.TypeDataModel<ReturnType<typeof reporterSchema>, Actor.Implementation> {
  static override defineSchema() {
    return reporterSchema();
  }
}
