import { randomUUID } from 'node:crypto';
import { computeChart } from '@app/astro/chart';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { createPollingLoop } from '../../lib/polling-loop.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';
import type { OutboxWorker } from '../mail/outbox-worker.ts';
import { updateOrderStatus } from '../orders/orders.repository.ts';
import { type PdfRenderer, RendererClosedError } from './pdf-renderer.ts';
import { buildReport } from './report-content.ts';
import { reportContext } from './report-document.ts';
import { reportDeliveryMail } from './report-mail.ts';
import {
  type ClaimedReport,
  claimDueReport,
  failAbandonedReports,
  lockClaimedReport,
  recordReportFailure,
  releaseReportClaim,
  storeReportPdf,
} from './reports.repository.ts';
import { namesOf, peopleOf, productOf } from './reports.service.ts';

/**
 * The report generator (docs/decisions/029): a job per paid report, kept in `report_orders`.
 * One report at a time per instance (Chromium prints one document at a time; the web server
 * keeps the rest of the machine); several instances claim with FOR UPDATE SKIP LOCKED and a
 * lease, and only the claim's holder may record the outcome, so no report is made twice. A made
 * report is kept (PDF in the database), e-mailed through the outbox with the PDF attached, and
 * its order moves from Processing to Delivered, all in one transaction. A failed try is retried
 * with backoff; after the last one the report is `failed`, on the admin's attention list.
 *
 * A render has a deadline (pdf-renderer.ts, 60 s) well inside the lease, so a live generator
 * always records its try before anyone else may take the report; a try that outlives its lease
 * anyway (its instance died) counts as failed, and the cap holds for it too. Stopping (SIGTERM)
 * cuts a render in flight short and gives its report back untried, so a hung Chromium never
 * holds a shutdown.
 */

/** Tries of one round before a report is given up (about an hour and a half with the waits). */
export const maxReportAttempts = 5;

/** Waits before the next try after 1, 2, 3... failures. */
const retryDelaysSeconds = [30, 2 * 60, 10 * 60, 60 * 60];

function reportRetryDelaySeconds(failedAttempts: number): number {
  const index = Math.min(Math.max(failedAttempts, 1), retryDelaysSeconds.length) - 1;
  return retryDelaysSeconds[index] ?? 60;
}

/**
 * A claimed report not settled within this time is taken up again by any generator: three
 * times the render's deadline, so only a generator that died lets its lease run out.
 */
const leaseSeconds = 3 * 60;

export type ReportJobs = ReturnType<typeof createReportJobs>;

export function createReportJobs(deps: {
  db: Db;
  renderer: PdfRenderer;
  outbox: OutboxWorker;
  log: FastifyBaseLogger;
  pollIntervalMs: number;
  siteUrl: string | undefined;
  businessEmail: string;
}) {
  const { db, renderer, outbox, log } = deps;

  /** Makes one claimed report: the PDF, its mail and the order's new status, or a failure. */
  async function generate(claimed: ClaimedReport): Promise<'made' | 'failed' | 'lost'> {
    const started = Date.now();
    const context = {
      orderId: claimed.orderId,
      product: claimed.product,
      attempt: claimed.attempts,
    };
    const product = productOf(claimed.product);
    const people = peopleOf(claimed);
    const language = claimed.language === 'hi' ? 'hi' : 'en';
    let rendered: { pdf: Buffer; pages: number };
    try {
      const document = buildReport(
        await reportContext({
          language,
          chartStyle: claimed.chartStyle === 'south' ? 'south' : 'north',
          product,
          subjects: people.map((person) => ({ person, chart: computeChart(person) })),
          now: new Date(),
          orderId: claimed.orderId,
        }),
      );
      rendered = await renderer.render(document);
    } catch (error) {
      if (loop.state === 'stopped' && error instanceof RendererClosedError) {
        // Stopping: the try is given back, due at once for the next generator, not counted.
        const released = await releaseReportClaim(db, claimed);
        log.info({ ...context, released }, 'report generation interrupted by the shutdown');
        return 'lost';
      }
      const message = error instanceof Error ? error.message : String(error);
      const last = claimed.attempts >= maxReportAttempts;
      const retryInSeconds = last ? null : reportRetryDelaySeconds(claimed.attempts);
      const recorded = await db.transaction(async (tx) => {
        if (!(await lockClaimedReport(tx, claimed))) return false;
        await recordReportFailure(tx, { id: claimed.id, error: message, retryInSeconds });
        return true;
      });
      if (!recorded) return 'lost';
      if (last) {
        log.error(
          { ...context, err: error },
          'report not generated after the last try; shown to the admin',
        );
      } else {
        log.warn({ ...context, retryInSeconds, err: error }, 'report not generated; will retry');
      }
      return 'failed';
    }
    const mailId = await db.transaction(async (tx) => {
      if (!(await lockClaimedReport(tx, claimed))) return undefined;
      const id = await enqueueMail(tx, {
        userId: claimed.buyerId,
        ...reportDeliveryMail({
          orderId: claimed.orderId,
          product,
          language,
          email: claimed.email,
          names: namesOf(people),
          pdf: rendered.pdf,
          siteUrl: deps.siteUrl,
          businessEmail: deps.businessEmail,
        }),
      });
      await storeReportPdf(tx, {
        id: claimed.id,
        pdf: rendered.pdf,
        pages: rendered.pages,
        mailId: id,
      });
      // Delivered once kept and queued for e-mail; an order the admin moved on is left alone.
      await updateOrderStatus(tx, claimed.orderId, 'Processing', 'Delivered');
      return id;
    });
    if (!mailId) {
      log.warn(context, 'report made, but its claim was taken meanwhile; the other try records it');
      return 'lost';
    }
    outbox.kick();
    log.info(
      {
        ...context,
        mailId,
        pages: rendered.pages,
        bytes: rendered.pdf.length,
        ms: Date.now() - started,
      },
      'report generated and queued for e-mail',
    );
    return 'made';
  }

  /** Makes every report due now, one after another; resolves with how many were tried. */
  async function processDue(): Promise<number> {
    let tried = 0;
    while (loop.state !== 'stopped') {
      for (const abandoned of await failAbandonedReports(db, { maxAttempts: maxReportAttempts })) {
        log.error(
          { orderId: abandoned.orderId, product: abandoned.product, attempt: abandoned.attempts },
          'report not generated after the last try (it outlived its lease); shown to the admin',
        );
      }
      const claimed = await claimDueReport(db, {
        leaseSeconds,
        claimToken: randomUUID(),
        maxAttempts: maxReportAttempts,
      });
      if (!claimed) break;
      tried += 1;
      await generate(claimed);
    }
    return tried;
  }

  const loop = createPollingLoop({
    pass: processDue,
    intervalMs: deps.pollIntervalMs,
    log,
    failureMessage: 'report generator run failed',
  });

  return {
    /**
     * Makes the reports due now, after a run already going (tests and the benchmark call it;
     * the timer does otherwise).
     */
    runDue: loop.runNow,
    start: loop.start,
    /** A report was just paid for: look now rather than at the next poll. */
    kick: loop.kick,
    /**
     * Stops polling and closes the browser, which ends a render in flight at once (its report
     * is given back for the next generator), then waits for the run to record that.
     */
    async stop() {
      const wasStopped = loop.state === 'stopped';
      const passEnded = loop.stop();
      if (!wasStopped) await renderer.close();
      await passEnded;
    },
  };
}
