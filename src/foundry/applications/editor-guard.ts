/**
 * Whether a rich-text editor inside `root` is open for typing (ProseMirror's view is contenteditable only while it is).
 */
function editorOpen(root: HTMLElement): boolean {
  return root.querySelector("prose-mirror [contenteditable='true']") !== null;
}

/** The part of a sheet the guard needs: its window element, whether it is drawn, and drawing it again. */
export interface GuardedSheet {
  readonly element: HTMLElement;
  readonly rendered: boolean;
  render(): unknown;
}

/**
 * Keeps text being typed in a sheet's open editor: an update from elsewhere (another user,
 * a roll) redraws the sheet, which would replace the editor and lose what was typed. While
 * an editor is open, a render that was not forced waits, and runs once the editor closes.
 */
export class EditorGuard {
  #deferred = false;

  constructor(private readonly sheet: GuardedSheet) {}

  /** Whether a render may run now (a forced one always may); if not, it is put off until the editor closes. */
  allows(force: boolean | undefined): boolean {
    if (force || !this.sheet.rendered || !editorOpen(this.sheet.element)) return true;
    if (!this.#deferred) {
      this.#deferred = true;
      this.#waitForClose();
    }
    return false;
  }

  /** A render ran: nothing is waiting any more. */
  rendered(): void {
    this.#deferred = false;
  }

  #waitForClose(): void {
    this.sheet.element.addEventListener(
      "focusout",
      () => {
        if (!this.#deferred) return;
        if (editorOpen(this.sheet.element)) return this.#waitForClose();
        this.#deferred = false;
        void this.sheet.render();
      },
      { once: true },
    );
  }
}

/**
 * Lets the keyboard change an image: Foundry's `editImage` action runs on a click on an
 * `<img data-action="editImage">`, which Enter and Space do not give an image; they do here.
 */
export function keyboardImages(root: HTMLElement): void {
  for (const image of root.querySelectorAll<HTMLElement>("img[data-action='editImage']")) {
    image.addEventListener("keydown", (event) => {
      if (event.key !== "Enter" && event.key !== " ") return;
      event.preventDefault();
      image.click();
    });
  }
}
