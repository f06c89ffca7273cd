/** The roll modes Foundry offers, in the order its menus show them. */
export const ROLL_MODES = ["publicroll", "gmroll", "blindroll", "selfroll"] as const;

/** The roll-mode choices of a dialog, labelled from lang/en.json. */
export function rollModeOptions() {
  return ROLL_MODES.map((mode) => ({ value: mode, label: `FIVEFOLD.RollMode.${mode}` }));
}
