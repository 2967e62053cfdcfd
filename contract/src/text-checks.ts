/**
 * What may be typed into a form's text, without zod: `common.ts` builds its schemas with these,
 * and the hand checks that load with every page (contact-check.ts) use them too, so the browser
 * and the server agree on every character (docs/decisions/010).
 */

// Characters that have no place in what a person types into a form: control characters (C0,
// DEL, C1), the line and paragraph separators, and the direction overrides and isolates
// (U+202A-U+202E, U+2066-U+2069) that make text display in another order than it is stored.
// (Built from strings: the linter forbids control characters in a regular expression literal.)
const controlCharacters = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f';
const lineBreaks = '\\n\\r\\t';
const separatorsAndDirection = '\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069';
const notInOneLine = new RegExp(`[${controlCharacters}${lineBreaks}${separatorsAndDirection}]`);
// The same, but line breaks (\n, \r) and tabs are part of a message or an address.
const notInText = new RegExp(`[${controlCharacters}${separatorsAndDirection}]`);

/** Whether `value` is valid UTF-16: no lone surrogate (which no database text can store). */
function isWellFormed(value: string): boolean {
  try {
    encodeURIComponent(value);
    return true;
  } catch {
    return false;
  }
}

/** A single-line field (a name, a phone number, an id): no control characters, no line breaks. */
export const isSingleLine = (value: string) => !notInOneLine.test(value) && isWellFormed(value);
/** A multi-line field (a message, an address): line breaks allowed, other control characters not. */
export const isMultiLine = (value: string) => !notInText.test(value) && isWellFormed(value);
