import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { createPollingLoop } from '../../lib/polling-loop.ts';
import type { MailSender } from './mail-sender.ts';
import {
  claimDueMail,
  markMailFailed,
  markMailGivenUp,
  markMailSent,
} from './outbox.repository.ts';

/**
 * Attempts of one mail before it is given up (about 17 hours with the waits below); then it is
 * marked failed for an admin to see and retry.
 */
export const maxMailAttempts = 8;

/** Waits before the next attempt after 1, 2, 3... failures; the last one repeats. */
const retryDelaysSeconds = [60, 5 * 60, 15 * 60, 60 * 60, 3 * 60 * 60, 6 * 60 * 60];

export function retryDelaySeconds(failedAttempts: number): number {
  const index = Math.min(Math.max(failedAttempts, 1), retryDelaysSeconds.length) - 1;
  return retryDelaysSeconds[index] ?? 60;
}

/** A claimed mail that is not settled within this time is taken up again by any worker. */
const leaseSeconds = 5 * 60;
const batchSize = 10;

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;

/**
 * Sends the outbox: polls for due mail every `pollIntervalMs`, and at once after `kick()`.
 * Each mail is claimed, sent, then marked sent, or rescheduled with backoff and the error
 * recorded; nothing is dropped. Several workers (instances) may run against one database.
 */
export function createOutboxWorker(deps: {
  db: Db;
  sender: MailSender;
  log: FastifyBaseLogger;
  pollIntervalMs: number;
  /** The clock deciding which mails are due (tests move it forward); the database's by default. */
  now?: (() => Date) | undefined;
}) {
  const { db, sender, log } = deps;

  /** Sends every mail due now; resolves with how many were attempted. */
  async function processDue(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const batch = await claimDueMail(db, { limit: batchSize, leaseSeconds, now: deps.now?.() });
      for (const mail of batch) {
        try {
          const outcome = await sender.send(mail);
          await markMailSent(db, mail.id);
          log.info(
            { mailId: mail.id, kind: mail.kind, attempt: mail.attempts, outcome },
            'mail sent',
          );
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          if (mail.attempts >= maxMailAttempts) {
            // Given up: the admin sees it among the failed mails and may send it again.
            await markMailGivenUp(db, mail.id, message);
            log.error(
              { mailId: mail.id, kind: mail.kind, attempt: mail.attempts, err: error },
              'mail not sent after the last attempt; an admin can retry it',
            );
            continue;
          }
          const retryInSeconds = retryDelaySeconds(mail.attempts);
          await markMailFailed(db, mail.id, { error: message, retryInSeconds });
          log.warn(
            {
              mailId: mail.id,
              kind: mail.kind,
              attempt: mail.attempts,
              retryInSeconds,
              err: error,
            },
            'mail not sent; will retry',
          );
        }
      }
      attempted += batch.length;
      if (batch.length < batchSize || loop.state === 'stopped') return attempted;
    }
  }

  const loop = createPollingLoop({
    pass: processDue,
    intervalMs: deps.pollIntervalMs,
    log,
    failureMessage: 'outbox run failed',
  });

  return {
    processDue,
    start: loop.start,
    /** Something was just queued: look now rather than at the next poll. */
    kick: loop.kick,
    /** Stops polling and waits for the mail being sent; then closes the sender. */
    async stop() {
      if (loop.state === 'stopped') return;
      await loop.stop();
      sender.close();
    },
  };
}
