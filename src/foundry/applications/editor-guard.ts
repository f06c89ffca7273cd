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
 * The events after which an open editor may have closed: V13's `HTMLProseMirrorElement#save`
 * (client/applications/elements/prosemirror-editor.mjs, build 350) dispatches a bubbling "close"
 * when a toggled editor's own Save closes it, whether or not its text changed; focus leaving the
 * editor ("focusout") covers the rest. Focus is not a sure sign: a Save by keyboard removes the
 * focused element, which fires no "focusout" in every browser.
 */
const CLOSING_EVENTS = ["close", "focusout"] as const;

/**
 * Keeps text being typed in a sheet's open editor: an update from elsewhere (another user,
 * a roll) redraws the sheet, which would replace the editor and lose what was typed. While
 * an editor is open, a render that was not forced waits, and runs once the last editor closes.
 */
export class EditorGuard {
  /** Set while a render waits: aborting it stops the wait. */
  #waiting: AbortController | null = null;

  constructor(private readonly sheet: GuardedSheet) {}

  /** Whether a render may run now (a forced one always may); if not, it is put off until the editor closes. */
  allows(force: boolean | undefined): boolean {
    if (force || !this.sheet.rendered || !editorOpen(this.sheet.element)) return true;
    this.#waiting ??= this.#waitForClose();
    return false;
  }

  /** A render ran: nothing is waiting any more. */
  rendered(): void {
    this.#waiting?.abort();
    this.#waiting = null;
  }

  /** Listens until no editor of the sheet is open (another may still be, after the first closes), then renders. */
  #waitForClose(): AbortController {
    const waiting = new AbortController();
    const element = this.sheet.element;
    const closed = () => {
      if (editorOpen(element)) return;
      this.rendered();
      void this.sheet.render();
    };
    for (const type of CLOSING_EVENTS) element.addEventListener(type, closed, { signal: waiting.signal });
    return waiting;
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
