import { z } from 'zod';
import { emailAddressMaxLength, emailAddressPattern } from './email-address.ts';

/** Every failure reply of the API has this shape (see shared/API.md "Status codes"). */
export const errorReplySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;

/** An e-mail address: trimmed, lower-cased, shaped like user@host.tld. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(emailAddressMaxLength)
  .pipe(z.email({ pattern: emailAddressPattern, message: 'Enter a valid e-mail address.' }));

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

/**
 * The refinements of our schemas by name. A refinement's issue carries its name as
 * `params.check` beside its English message, so the server can say it in each language
 * (server/src/lib/validation-messages.ts has the Hindi of each).
 */
export type ValidationCheck =
  | 'singleLine'
  | 'multiLine'
  | 'passwordNotTrivial'
  | 'knownProduct'
  | 'wholePaise'
  | 'productQuantity'
  | 'reportPeople'
  | 'postalCode'
  | 'birthTimeOrUnknown'
  | 'birthZone'
  | 'rangeOrder'
  | 'rangesOverlap'
  | 'statusOrNotes';

/** A refinement's options: its English message and its name (plus any values the text needs). */
export function checked(
  check: ValidationCheck,
  message: string,
  values: Record<string, string | number> = {},
) {
  return { message, params: { check, ...values } };
}

/** The check of a single-line field that fails `isSingleLine`. */
export const singleLineCheck = (label: string) =>
  checked('singleLine', `${label} must be one line of text, without control characters.`);
/** The check of a multi-line field that fails `isMultiLine`. */
export const multiLineCheck = (label: string) =>
  checked('multiLine', `${label} must be plain text, without control characters.`);

/**
 * A number written in a query string (`?lat=28.61`), in plain decimal: `z.coerce.number` would
 * read a blank or missing value as 0 and `0x1F` as 31, `1e3` as 1000 and `Infinity` as a number.
 * `whole` takes digits only. The message names the field; what follows (range) is piped on.
 */
export function queryNumberSchema(error: { message: string }, options: { whole?: boolean } = {}) {
  const pattern = options.whole ? /^\d+$/ : /^[+-]?(?:\d+\.?\d*|\.\d+)$/;
  return z.string(error).trim().regex(pattern, error).transform(Number);
}
