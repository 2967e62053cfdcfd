import type { ContactSource } from '@app/contract/contact';
import { cachedFormatter } from '@app/contract/intl-formatters';
import { type Language, site } from '@app/contract/site';
import type { OutgoingMail } from '../mail/outbox.repository.ts';
import type { InboxMessageRow } from './inbox.repository.ts';

/**
 * The e-mail that carries an admin's answer to a message of the site's forms: the answer as the
 * admin wrote it, the shop's name and contacts, and the sender's own message quoted below, in
 * the language chosen for it (the subject and the lines around the answer; the answer is the
 * admin's words). Replies to it go to the business address.
 */

const formNames: Record<ContactSource, Record<Language, string>> = {
  popup: { en: "the website's message box", hi: 'वेबसाइट के संदेश बॉक्स' },
  'contact-page': { en: 'contact page', hi: 'संपर्क पेज' },
  collaboration: { en: 'collaboration form', hi: 'सहयोग फ़ॉर्म' },
  support: { en: 'support form', hi: 'सहायता फ़ॉर्म' },
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The day the message was sent, as India's calendar has it (12 Nov 2026, 12 नव॰ 2026). */
function dayOf(instant: Date, language: Language): string {
  return cachedFormatter(Intl.DateTimeFormat, language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
    numberingSystem: 'latn',
  }).format(instant);
}

/** `Re: …`: what the sender would recognise as the answer to their message. */
function replySubject(language: Language): string {
  return language === 'hi'
    ? `Re: ${site.name.hi} को भेजा गया आपका संदेश`
    : `Re: Your message to ${site.name.en}`;
}

export function contactReplyMail(options: {
  message: InboxMessageRow;
  body: string;
  language: Language;
  businessEmail: string;
  dedupeKey: string;
}): OutgoingMail {
  const { message, body, language } = options;
  const quoted = message.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const name = oneLine(message.name);
  const form = formNames[message.source][language];
  const day = dayOf(message.createdAt, language);
  const contacts = `${options.businessEmail} · ${site.phones[0]}`;
  const text =
    language === 'hi'
      ? [
          `नमस्ते ${name},`,
          '',
          body,
          '',
          '--',
          site.name.hi,
          contacts,
          'इस ईमेल का जवाब देकर आप हमें सीधे लिख सकते हैं।',
          '',
          `${day} को आपने हमारे ${form} से यह संदेश भेजा था:`,
          quoted,
        ]
      : [
          `Namaste ${name},`,
          '',
          body,
          '',
          '--',
          site.name.en,
          contacts,
          'Reply to this e-mail to write to us directly.',
          '',
          `On ${day} you wrote to us through our ${form}:`,
          quoted,
        ];
  return {
    kind: 'contact-reply',
    to: message.email,
    replyTo: options.businessEmail,
    subject: replySubject(language),
    text: text.join('\n'),
    dedupeKey: options.dedupeKey,
    userId: message.userId,
  };
}
