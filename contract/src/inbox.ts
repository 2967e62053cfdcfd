import { z } from 'zod';
import { isMultiLine, multiLineCheck } from './common.ts';
import { contactMessageStatuses, contactSources } from './contact.ts';
import { adminSearchSchema, nextCursorSchema, pageQuerySchema } from './pages.ts';

/**
 * The back office's inbox (issue 34; docs/decisions/043): the messages of the site's forms
 * (contact page, popup, support, collaborations), answered by e-mail from the back office, each
 * answer kept with its message. Admin only, under /api/v1/admin/messages.
 */

const isoTime = z.string();

/** The languages an answer's e-mail can be written in (the site's). */
export const mailLanguages = ['en', 'hi'] as const;

/** `GET /admin/messages?status=&q=&limit=&cursor=`: newest first, a page at a time. */
export const inboxQuerySchema = pageQuerySchema.extend({
  status: z
    .enum(contactMessageStatuses, {
      message: `Status must be one of ${contactMessageStatuses.join(', ')}.`,
    })
    .optional(),
  q: adminSearchSchema,
});
export type InboxQuery = z.output<typeof inboxQuerySchema>;

/** How many messages are in each state (all of them, whatever the list is filtered by). */
export const inboxCountsSchema = z.object(
  Object.fromEntries(contactMessageStatuses.map((status) => [status, z.number().int()])) as Record<
    (typeof contactMessageStatuses)[number],
    z.ZodNumber
  >,
);
export type InboxCounts = z.infer<typeof inboxCountsSchema>;

export const inboxMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The phone number as typed; empty when not given. */
  contact: z.string(),
  message: z.string(),
  /** Which form it came from. */
  source: z.enum(contactSources),
  status: z.enum(contactMessageStatuses),
  /** Whether it was sent signed in (the sender's account), and how many answers it has. */
  fromAccount: z.boolean(),
  replies: z.number().int(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxListReplySchema = z.object({
  success: z.literal(true),
  messages: z.array(inboxMessageSchema),
  counts: inboxCountsSchema,
  nextCursor: nextCursorSchema,
});
export type InboxListReply = z.infer<typeof inboxListReplySchema>;

/** Where the e-mail that carries an answer is: waiting in the outbox, sent, or given up. */
export const replyMailStates = ['waiting', 'sent', 'failed'] as const;
export type ReplyMailState = (typeof replyMailStates)[number];

export const inboxReplySchema = z.object({
  _id: z.string(),
  body: z.string(),
  /** The admin who wrote it; null once that account is gone. */
  adminName: z.string().nullable(),
  subject: z.string().nullable(),
  mail: z.enum(replyMailStates).nullable(),
  createdAt: isoTime,
});
export type InboxReply = z.infer<typeof inboxReplySchema>;

/** `GET /admin/messages/{id}`, and what the reply and the status change answer. */
export const inboxMessageReplySchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  contactMessage: inboxMessageSchema,
  replies: z.array(inboxReplySchema),
  /** The language the answer's e-mail is written in unless the admin picks another. */
  suggestedLanguage: z.enum(mailLanguages),
});
export type InboxMessageReply = z.infer<typeof inboxMessageReplySchema>;

export const inboxCountsReplySchema = z.object({
  success: z.literal(true),
  counts: inboxCountsSchema,
});

export const replyBodyMaxLength = 10_000;

/** `POST /admin/messages/{id}/reply`. */
export const inboxReplyBodySchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'Write the answer.')
    .max(replyBodyMaxLength, `The answer can have at most ${replyBodyMaxLength} characters.`)
    .refine(isMultiLine, multiLineCheck('The answer')),
  /**
   * Chosen by the page once per answer it sends: the same key again (a double click, a retry
   * after a lost reply) sends nothing new and answers with the first answer.
   */
  idempotencyKey: z.uuid({ message: 'idempotencyKey must be a UUID.' }),
  /** The language of the e-mail's subject and closing lines (the answer is the admin's words). */
  mailLanguage: z
    .enum(mailLanguages, { message: `mailLanguage must be one of ${mailLanguages.join(', ')}.` })
    .optional(),
});
export type InboxReplyBody = z.input<typeof inboxReplyBodySchema>;

/** `PUT /admin/messages/{id}/status`. */
export const inboxStatusBodySchema = z.object({
  status: z.enum(contactMessageStatuses, {
    message: `Status must be one of ${contactMessageStatuses.join(', ')}.`,
  }),
});
export type InboxStatusBody = z.input<typeof inboxStatusBodySchema>;

const devanagari = /[\u0900-\u097F]/;

/**
 * The language to answer a message in when nothing else says: Hindi when the sender wrote in
 * Devanagari, English otherwise (the forms do not record the page's language).
 */
export function languageOfText(text: string): 'en' | 'hi' {
  return devanagari.test(text) ? 'hi' : 'en';
}
