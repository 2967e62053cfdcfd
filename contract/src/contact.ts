import { z } from 'zod';
import {
  emailSchema,
  isMultiLine,
  isSingleLine,
  multiLineCheck,
  singleLineCheck,
} from './common.ts';
import {
  contactMessageMaxLength,
  contactNameMaxLength,
  contactPhoneCharacters,
  contactPhoneMaxLength,
  contactSources,
} from './contact-check.ts';

// The form's hand check (contact-check.ts) repeats these rules without zod; a test keeps them equal.
export { type ContactSource, contactSources } from './contact-check.ts';

/** Where a message stands in the back office's inbox: new, answered by e-mail, or closed. */
export const contactMessageStatuses = ['new', 'answered', 'closed'] as const;
export type ContactMessageStatus = (typeof contactMessageStatuses)[number];

export const contactBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required.')
    .max(contactNameMaxLength, 'Name is too long.')
    .refine(isSingleLine, singleLineCheck('Name')),
  email: emailSchema,
  contact: z
    .string()
    .trim()
    .max(contactPhoneMaxLength, 'Phone number is too long.')
    .regex(contactPhoneCharacters, 'Phone number may contain only digits, spaces and + ( ) -.')
    .optional(),
  message: z
    .string()
    .trim()
    .min(1, 'Message is required.')
    .max(contactMessageMaxLength, 'Message is too long.')
    .refine(isMultiLine, multiLineCheck('Message')),
  source: z.enum(contactSources).default('contact-page'),
});
export type ContactBody = z.input<typeof contactBodySchema>;

export const contactReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ _id: z.string() }),
});
