/** One tab as ApplicationV2#_prepareTabs gives it to a template (fvtt-types ApplicationV2.Tab). */
export interface PreparedTab {
  id: string;
  group: string;
  active: boolean;
  cssClass: string;
  label?: string;
}

/**
 * Stands in for ApplicationV2#_prepareTabs (fvtt-types applications/api/application.d.mts,
 * `_prepareTabs`, `TABS`, `tabGroups`): each tab of the group's configuration, keyed by id,
 * with `active` and the "active" class on the one the window shows (its `initial` tab until
 * the player changes it).
 */
export function preparedTabs(
  group: string,
  config: { tabs: readonly { id: string; cssClass: string; label?: string }[]; initial: string },
  active = config.initial,
): Record<string, PreparedTab> {
  return Object.fromEntries(
    config.tabs.map((tab) => [
      tab.id,
      {
        ...tab,
        group,
        active: tab.id === active,
        cssClass: [tab.cssClass, tab.id === active ? "active" : ""].filter(Boolean).join(" "),
      },
    ]),
  );
}
