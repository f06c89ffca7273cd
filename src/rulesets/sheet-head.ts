/** Play mode rolls and spends; edit mode sets names, numbers and text. */
export type SheetMode = "play" | "edit";

/** The keys of the mode button's label: back to play mode while editing, or into edit mode. */
export interface ModeLabels {
  readonly toPlay: string;
  readonly toEdit: string;
}

/**
 * What every character sheet's context opens with: the actor's name and portrait, whether the user may edit and is
 * editing now, and the mode button's label. Pure, like the sheet contexts that spread it.
 */
export function sheetHead(
  actor: { readonly name: string; readonly img: string },
  editable: boolean,
  mode: SheetMode,
  labels: ModeLabels,
) {
  const editing = editable && mode === "edit";
  return { name: actor.name, img: actor.img, editable, editing, modeKey: editing ? labels.toPlay : labels.toEdit };
}
