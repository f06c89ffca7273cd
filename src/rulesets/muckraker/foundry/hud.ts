// Muckraker in Token Action HUD (src/foundry/hud/): the reporter's skills, the power and the genetics
// bonus (a roll with genetics as a superpower or as a bonus), and the Genetic and Stress numbers as
// values. Each button opens the sheet's roll dialog. Fetched only when Token Action HUD is active.

import { type HudGroup, type RulesetHudSpec } from "../../../foundry/hud/spec.js";
import { localize } from "../../../foundry/ui/i18n.js";
import { MuckrakerReporterData } from "./data.js";
import { openMuckRollDialog } from "./open-dialog.js";

function reporterOf(actor: Actor.Implementation): MuckrakerReporterData | null {
  return actor.system instanceof MuckrakerReporterData ? actor.system : null;
}

/** The kinds of Muckraker's buttons that act (their ids are stored by Token Action HUD Core: spec.ts). */
type MuckHudKind = "skill" | "genetics";

function groups(actor: Actor.Implementation): HudGroup<MuckHudKind>[] | null {
  const reporter = reporterOf(actor);
  if (!reporter) return null;
  return [
    {
      id: "skills",
      actions: reporter.skills.map((skill, index) => ({
        id: `skill.${index}`,
        name: skill.name,
        info: String(skill.points),
      })),
    },
    {
      id: "genetics",
      actions: [
        { id: "genetics.power", name: reporter.superpower || localize("FIVEFOLD.RequestEntry.Setup.Genetics.power") },
        { id: "genetics.bonus", name: localize("FIVEFOLD.RequestEntry.Setup.Genetics.bonus") },
      ],
    },
    {
      id: "trackers",
      actions: [
        {
          id: "value.genetic",
          name: localize("FIVEFOLD.Muckraker.Sheet.Genetic"),
          info: String(reporter.genetic),
          value: true,
        },
        {
          id: "value.stress",
          name: localize("FIVEFOLD.Muckraker.Sheet.Stress"),
          info: String(reporter.stress),
          value: true,
        },
      ],
    },
  ];
}

/** Muckraker's groups in Token Action HUD. */
export const muckrakerHud: RulesetHudSpec<MuckHudKind> = {
  categories: [
    {
      id: "rolls",
      nameKey: "FIVEFOLD.Hud.Category.Rolls",
      groups: [
        { id: "skills", nameKey: "FIVEFOLD.Hud.Group.Skills" },
        { id: "genetics", nameKey: "FIVEFOLD.Hud.Group.Genetics" },
        { id: "trackers", nameKey: "FIVEFOLD.Hud.Group.Trackers" },
      ],
    },
  ],
  groups,
  handlers: {
    skill: (actor, index, { skipDialog }) => openMuckRollDialog(actor, { skill: Number(index) }, { skipDialog }),
    genetics: async (actor, mode, { skipDialog }) => {
      if (mode === "power" || mode === "bonus") await openMuckRollDialog(actor, { genetics: mode }, { skipDialog });
    },
  },
  request(actor, actionId): Readonly<Record<string, string>> | null {
    const [kind, key = ""] = actionId.split(".");
    const skill = reporterOf(actor)?.skills[Number(key)];
    if (kind === "skill" && skill) return { skill: skill.name };
    if (kind === "genetics") return { genetics: key };
    return null;
  },
};
