import type { ContactSource, contactBodySchema } from '@app/contract/contact';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { enqueueMail, type OutgoingMail } from '../mail/outbox.repository.ts';
import type { OutboxWorker } from '../mail/outbox-worker.ts';
import { type ContactMessage, insertContactMessage } from './contact.repository.ts';

const sourceLabels: Record<ContactSource, string> = {
  popup: 'website popup',
  'contact-page': 'contact page',
  collaboration: 'collaboration form',
  support: 'support form',
};

/**
 * Stores the message and, in the same transaction, queues the notification to the business
 * address; the mail is sent after the commit, so a mail failure never loses a message.
 */
export async function submitContactMessage(
  deps: { db: Db; outbox: OutboxWorker; businessEmail: string },
  body: z.output<typeof contactBodySchema>,
  /** The sender's account, when signed in. */
  userId: string | null = null,
): Promise<ContactMessage> {
  const message = await deps.db.transaction(async (tx) => {
    const saved = await insertContactMessage(tx, {
      name: body.name,
      email: body.email,
      contact: body.contact ?? '',
      message: body.message,
      source: body.source,
      userId,
    });
    await enqueueMail(tx, { userId, ...contactNotificationMail(saved, deps.businessEmail) });
    return saved;
  });
  deps.outbox.kick();
  return message;
}

function contactNotificationMail(message: ContactMessage, to: string): OutgoingMail {
  const label = sourceLabels[message.source];
  const oneLine = (text: string) => text.replace(/\s+/g, ' ');
  return {
    kind: 'contact-notification',
    to,
    replyTo: message.email,
    subject: oneLine(`New message from ${message.name} (${label})`),
    text: [
      `A visitor sent a message through the ${label}.`,
      '',
      `Name:    ${oneLine(message.name)}`,
      `E-mail:  ${message.email}`,
      `Phone:   ${message.contact === '' ? '(not given)' : message.contact}`,
      `Source:  ${message.source}`,
      `Sent at: ${message.createdAt.toISOString()} (UTC)`,
      '',
      'Message:',
      message.message,
      '',
      '--',
      `Reply to this e-mail to answer ${oneLine(message.name)} directly.`,
      `Message id: ${message.id}`,
    ].join('\n'),
  };
}
