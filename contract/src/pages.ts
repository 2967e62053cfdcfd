import { z } from 'zod';
import { isSingleLine, queryNumberSchema, singleLineCheck } from './common.ts';

/**
 * Lists are pages, newest first (shared/API.md "Orders and appointments"): `limit` rows after
 * `cursor`, the opaque `nextCursor` of the page before. Without either, the first 50.
 */
export const pageLimits = { default: 50, max: 200 } as const;

/** A cursor is short and URL-safe; anything else cannot be one of ours. */
const cursorPattern = /^[A-Za-z0-9_-]{1,200}$/;

const limitMessage = { message: `limit must be a whole number from 1 to ${pageLimits.max}.` };

export const pageQuerySchema = z.object({
  limit: queryNumberSchema(limitMessage, { whole: true })
    .pipe(z.number().int().min(1, limitMessage).max(pageLimits.max, limitMessage))
    .default(pageLimits.default),
  cursor: z.string().regex(cursorPattern, 'That page cursor is not valid.').optional(),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

/** What an admin may search a list by: an order id, an e-mail address or a name. */
export const adminSearchSchema = z
  .string()
  .trim()
  .max(200, 'Search for at most 200 characters.')
  .refine(isSingleLine, singleLineCheck('The search'))
  .optional()
  .transform((value) => (value ? value : undefined));

/** `nextCursor`: null on the last page. */
export const nextCursorSchema = z.string().nullable();
