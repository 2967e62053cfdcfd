import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { OutboxMail } from './outbox.repository.ts';

export type MailSender = {
  /** Sends one mail; resolves with a short note for the log (where it went). */
  send(mail: OutboxMail): Promise<string>;
  close(): void;
};

/**
 * SMTP when `smtpUrl` is set; otherwise every mail is written as an RFC 822 `.eml` file under
 * `<dataDir>/mail/` (open it with any mail program).
 */
export function createMailSender(options: {
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): MailSender {
  const messageIdDomain = options.mailFrom.match(/@([^>\s]+)/)?.[1] ?? 'localhost';
  const toMessage = (mail: OutboxMail) => ({
    from: options.mailFrom,
    to: mail.toAddress,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.textBody,
    html: mail.htmlBody ?? undefined,
    attachments: mail.attachments?.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      content,
    })),
    // The same Message-ID on every attempt lets mail programs drop a duplicate delivery.
    messageId: `<${mail.id}@${messageIdDomain}>`,
    date: mail.createdAt,
  });

  if (options.smtpUrl !== undefined) {
    const smtpUrl = options.smtpUrl;
    const transport = onFirstMail(async () =>
      (await import('nodemailer')).default.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    );
    return {
      async send(mail) {
        const info = await (await transport.get()).sendMail(toMessage(mail));
        return `sent by SMTP: ${info.response}`;
      },
      close: transport.close,
    };
  }

  const mailDir = path.join(options.dataDir, 'mail');
  const transport = onFirstMail(async () =>
    (await import('nodemailer')).default.createTransport({ streamTransport: true, buffer: true }),
  );
  return {
    async send(mail) {
      const info = await (await transport.get()).sendMail(toMessage(mail));
      await mkdir(mailDir, { recursive: true, mode: 0o700 });
      const stamp = mail.createdAt.toISOString().replaceAll(':', '-');
      const file = path.join(mailDir, `${stamp}-${mail.id}.eml`);
      await writeFile(file, info.message, { mode: 0o600 });
      options.log.info({ mailId: mail.id, file }, 'mail written to file (SMTP_URL not set)');
      return `written to ${file}`;
    },
    close: transport.close,
  };
}

/**
 * The mail library's transport, made when the first mail is sent: nodemailer is some 35 modules,
 * and a server that sends no mail before it is ready need not load them while starting.
 */
function onFirstMail<T extends Transporter>(make: () => Promise<T>) {
  let made: Promise<T> | undefined;
  return {
    get: () => {
      // A transport that could not be made is tried again with the next mail.
      made ??= make().catch((error: unknown) => {
        made = undefined;
        throw error;
      });
      return made;
    },
    close: () => {
      void made?.then((transport) => transport.close());
    },
  };
}
