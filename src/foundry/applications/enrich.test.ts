import { describe, expect, it } from "vitest";
import { asParagraphs } from "./enrich.js";

// Defect 10: plain notes typed in the old textareas kept their line breaks only as newlines,
// which HTML collapses into one paragraph. Expected HTML written by hand.
describe("plain notes typed before the editor", () => {
  it.each([
    ["one line", "Owes a favour.", "<p>Owes a favour.</p>"],
    ["two paragraphs", "First.\n\nSecond.\r\nThird.", "<p>First.</p><p>Second.</p><p>Third.</p>"],
    ["HTML is left alone", "<p>Already</p>\n<p>HTML</p>", "<p>Already</p>\n<p>HTML</p>"],
    ["empty", "", ""],
  ])("%s", (_title, text, html) => {
    expect(asParagraphs(text)).toBe(html);
  });
});
