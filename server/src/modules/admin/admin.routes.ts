import {
  adminSummaryReplySchema,
  failedMailReplySchema,
  paymentsNeedingAttentionReplySchema,
  reportActionReplySchema,
  reportsNeedingAttentionReplySchema,
  retryMailReplySchema,
} from '@app/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import { listFailedMail, retryFailedMail } from '../mail/outbox.repository.ts';
import type { OutboxWorker } from '../mail/outbox-worker.ts';
import { listPaymentsNeedingAttention } from '../payments/payment-orders.repository.ts';
import { failedRefunds } from '../payments/refunds.repository.ts';
import type { ReportJobs } from '../reports/report-jobs.ts';
import { listFailedReports } from '../reports/reports.repository.ts';
import { regenerateReport, resendReport } from '../reports/reports.service.ts';
import { adminMessages } from './admin.messages.ts';
import { getAdminSummary } from './admin.service.ts';

const mailIdParams = z.object({
  id: z
    .string()
    .regex(/^[0-9a-fA-F-]{36}$/, 'Unknown mail.')
    .transform((id) => id.toLowerCase()),
});

const orderIdParams = z.object({
  orderId: z
    .string()
    .max(100)
    .transform((id) => id.toLowerCase()),
});

/** The admin back office's own calls (prefix /api/v1/admin); every one is admin only. */
export const adminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  outbox: OutboxWorker;
  reportJobs: ReportJobs;
  mailOptions: { siteUrl: string | undefined; businessEmail: string };
}> = async (app, { db, outbox, reportJobs, mailOptions }) => {
  app.get(
    '/summary',
    { onRequest: [app.requireAdmin], schema: { response: { 200: adminSummaryReplySchema } } },
    async () => ({ success: true as const, summary: await getAdminSummary(db) }),
  );

  /**
   * Captured payments that could not become an order or appointment (decision 019), and refunds
   * that failed at the gateway.
   */
  app.get(
    '/payments/attention',
    {
      onRequest: [app.requireAdmin],
      schema: { response: { 200: paymentsNeedingAttentionReplySchema } },
    },
    async () => {
      const payments = (await listPaymentsNeedingAttention(db)).map((payment) => ({
        ...payment,
        reason: payment.reason ?? '',
        at: (payment.at ?? new Date(0)).toISOString(),
      }));
      // A refund the gateway could not make: the money must go back by hand.
      const refundsToSend = (await failedRefunds(db)).map(({ refund, email }) => ({
        gatewayOrderId: refund.gatewayOrderId,
        paymentId: refund.paymentId,
        purpose: 'refund',
        amountPaise: refund.amountPaise,
        reason: `Refund failed (${refund.reason}): ${refund.lastError ?? 'the gateway could not make it'}. Send the money back by hand.`,
        at: (refund.failedAt ?? refund.updatedAt).toISOString(),
        buyerEmail: email,
        ...(refund.orderId ? { orderId: refund.orderId } : {}),
        ...(refund.appointmentId ? { appointmentId: refund.appointmentId } : {}),
      }));
      return {
        success: true as const,
        payments: [...payments, ...refundsToSend].sort((a, b) => b.at.localeCompare(a.at)),
      };
    },
  );

  /** E-mails given up after their last attempt. */
  app.get(
    '/mail/failed',
    { onRequest: [app.requireAdmin], schema: { response: { 200: failedMailReplySchema } } },
    async () => ({
      success: true as const,
      mails: (await listFailedMail(db)).map((mail) => ({
        ...mail,
        failedAt: (mail.failedAt ?? new Date(0)).toISOString(),
        createdAt: mail.createdAt.toISOString(),
      })),
    }),
  );

  /** Sends a failed e-mail again (a new round of attempts); asking twice does no harm. */
  app.post(
    '/mail/:id/retry',
    {
      onRequest: [app.requireAdmin],
      schema: { params: mailIdParams, response: { 200: retryMailReplySchema } },
    },
    async (request) => {
      if (!(await retryFailedMail(db, request.params.id))) {
        throw new HttpError(404, adminMessages.noFailedMail());
      }
      outbox.kick();
      return { success: true as const, message: adminMessages.mailRetried()[request.language] };
    },
  );

  /** Paid reports that could not be generated after the last try (decision 029). */
  app.get(
    '/reports/attention',
    {
      onRequest: [app.requireAdmin],
      schema: { response: { 200: reportsNeedingAttentionReplySchema } },
    },
    async () => ({
      success: true as const,
      reports: (await listFailedReports(db)).map((report) => ({
        ...report,
        failedAt: (report.failedAt ?? new Date(0)).toISOString(),
        paidAt: report.paidAt.toISOString(),
      })),
    }),
  );

  /** Generates a report again (a new PDF, e-mailed when ready); idempotent while it waits. */
  app.post(
    '/reports/:orderId/regenerate',
    {
      onRequest: [app.requireAdmin],
      schema: { params: orderIdParams, response: { 200: reportActionReplySchema } },
    },
    async (request) => {
      const result = await regenerateReport(db, reportJobs, request.params.orderId);
      return {
        success: true as const,
        status: result.status,
        message: result.message[request.language],
      };
    },
  );

  /** E-mails the kept PDF again; idempotent while the last report mail waits to be sent. */
  app.post(
    '/reports/:orderId/resend',
    {
      onRequest: [app.requireAdmin],
      schema: { params: orderIdParams, response: { 200: reportActionReplySchema } },
    },
    async (request) => {
      const result = await resendReport(db, outbox, mailOptions, request.params.orderId);
      return {
        success: true as const,
        status: result.status,
        message: result.message[request.language],
      };
    },
  );
};
