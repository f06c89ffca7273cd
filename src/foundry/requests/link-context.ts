// A journal's `@Request[<text>]{<label>}`, as the template of its link sees it. Pure, so the
// enricher, its tests and the gallery draw the same link.

import type { ErrorView } from "../ui/error-text.js";
import { isSecret } from "./spec.js";
import { readRequestText, type TraitNameOf } from "./text.js";

/** The template that draws a request link (templates/requests/link.hbs). */
export const LINK_TEMPLATE = "templates/requests/link.hbs";

/** One request link: readable, with what a click does for this viewer, or broken with why. */
export type RequestLinkContext =
  | {
      readonly ok: true;
      readonly text: string;
      readonly label: string;
      readonly shown: string;
      /** What the link shows in place of `shown`, as an i18n key: a secret request's text would tell its difficulty. */
      readonly shownKey: string;
      readonly tooltipKey: string;
      readonly ariaKey: string;
    }
  | { readonly ok: false; readonly shown: string; readonly error: ErrorView };

/** What a secret request's link without a label shows: its text names the difficulty, and every reader sees it. */
const SECRET_LINK_KEY = "FIVEFOLD.RequestEntry.Link.Secret";

/**
 * The link for a request's text and label: it shows the label (else the text, or for a secret
 * request a label without its difficulty), and says what a click does for this viewer (a GM
 * posts the request, a player rolls it). Text that cannot be read makes a broken link that shows why.
 */
export function requestLinkContext(
  text: string,
  label: string | undefined,
  viewer: { readonly isGM: boolean; readonly nameOf?: TraitNameOf },
): RequestLinkContext {
  const own = (label ?? "").trim();
  const shown = own === "" ? text.trim() : own;
  const read = readRequestText(text, viewer.nameOf);
  if (!read.ok) return { ok: false, shown: shown === "" ? "@Request[]" : shown, error: read.refusal };
  const hidden = own === "" && isSecret(read.roll);
  return {
    ok: true,
    text: text.trim(),
    label: own,
    shown: hidden ? "" : shown,
    shownKey: hidden ? SECRET_LINK_KEY : "",
    tooltipKey: viewer.isGM ? "FIVEFOLD.RequestEntry.Link.TooltipGM" : "FIVEFOLD.RequestEntry.Link.TooltipPlayer",
    ariaKey: viewer.isGM ? "FIVEFOLD.RequestEntry.Link.AriaGM" : "FIVEFOLD.RequestEntry.Link.AriaPlayer",
  };
}
