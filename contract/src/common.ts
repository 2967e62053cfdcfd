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
