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

export { isMultiLine, isSingleLine } from './text-checks.ts';

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
