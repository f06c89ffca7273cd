/**
 * The form controls of a rendered template, as a browser would list them in
 * `HTMLFormElement#elements` (buttons, inputs, selects, textareas), each with its attributes and
 * its `disabled` state, and `querySelectorAll` for selector lists of attribute tests
 * (`[data-action='tab'], button[name]`): what the sheet bases' `_toggleDisabled` reads. Nothing
 * else of the DOM is stood in for.
 */

/** One control: its tag, its attributes and whether it is disabled now. */
export interface FakeControl {
  readonly tagName: string;
  readonly attributes: Readonly<Record<string, string>>;
  disabled: boolean;
  matches(selector: string): boolean;
  closest(selector: string): FakeControl | object | null;
}

const CONTROL_TAGS = /<(button|input|select|textarea)\b([^>]*)>/gi;
const ATTRIBUTE = /([\w:-]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g;

/** A group of a match; one that took no part in the match is undefined, though typed string. */
function group(match: RegExpMatchArray, index: number): string | undefined {
  return match[index];
}

/** An attribute's value as written, without its quotes. */
const unquoted = (value: string) => value.replace(/^(["'])(.*)\1$/, "$2");

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    attributes[match[1].toLowerCase()] = unquoted(group(match, 2) ?? "");
  }
  return attributes;
}

/** Whether a control matches one compound selector: an optional tag and attribute tests `[name]`, `[name='value']`. */
function matchesOne(control: { tagName: string; attributes: Record<string, string> }, selector: string): boolean {
  const parsed = /^([a-z]*)((?:\[[^\]]+\])*)$/i.exec(selector.trim());
  if (!parsed) throw new Error(`fake form: selector not supported: ${selector}`);
  if (parsed[1] && parsed[1].toLowerCase() !== control.tagName) return false;
  for (const test of parsed[2].matchAll(/\[([\w:-]+)(?:=([^\]]*))?\]/g)) {
    const name = test[1].toLowerCase();
    if (!(name in control.attributes)) return false;
    const value = control.attributes[name];
    const wanted = group(test, 2);
    if (wanted !== undefined && value !== unquoted(wanted)) return false;
  }
  return true;
}

/** A form holding the controls of `html`; every control is inside the window's content. */
export function fakeForm(html: string) {
  const windowContent = {};
  const elements: FakeControl[] = [...html.matchAll(CONTROL_TAGS)].map((match) => {
    const attributes = attributesOf(match[2]);
    const control: FakeControl = {
      tagName: match[1].toLowerCase(),
      attributes,
      disabled: "disabled" in attributes,
      matches: (selector) => selector.split(",").some((one) => matchesOne(control, one)),
      closest: (selector) => (selector === ".window-content" ? windowContent : null),
    };
    return control;
  });
  return {
    elements,
    querySelector: () => null,
    querySelectorAll: (selector: string) => elements.filter((control) => control.matches(selector)),
  };
}

/**
 * How a redraw finds a focused control again: V13 build 350 HandlebarsApplicationMixin#_preSyncPartState keeps
 * `#<id>`, else `<TAG>[name="<name>"]`, else nothing (client/applications/api/handlebars-application.mjs).
 */
export function focusKey(control: FakeControl): string | undefined {
  if (control.attributes.id) return `#${control.attributes.id}`;
  if (control.attributes.name) return `${control.tagName}[name="${control.attributes.name}"]`;
  return undefined;
}
