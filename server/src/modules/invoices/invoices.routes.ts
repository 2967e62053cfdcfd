import { appointmentKeyQuerySchema } from '@app/contract/appointments';
import {
  gstSummaryQuerySchema,
  gstSummaryReplySchema,
  invoiceListReplySchema,
  invoiceRangeQuerySchema,
} from '@app/contract/invoices';
import { languages } from '@app/contract/site';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/auth.ts';
import { accessOf } from '../appointments/appointments.routes.ts';
import type { Appointments } from '../appointments/appointments.service.ts';
import type { Invoicing } from './invoices.service.ts';
import { gstSummaryCsv, invoicesCsv } from './invoices-csv.ts';

const idParams = (name: 'orderId' | 'id') =>
  z.object({
    [name]: z
      .string()
      .max(100)
      .transform((id) => id.toLowerCase()),
  });

/** `?lang=hi`: the PDF's language (the page's); the document's own language by default. */
const languageQuery = z.object({ lang: z.enum(languages as ['en', 'hi']).optional() });

function sendPdf(reply: FastifyReply, document: { pdf: Buffer; fileName: string }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${document.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(document.pdf);
}

function sendCsv(reply: FastifyReply, fileName: string, body: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}

/**
 * Invoices (issue 34; decision 041), under /api/v1: an order's or booking's documents as one
 * PDF for its buyer or an admin, and for the admin the documents of a range (JSON and CSV) and
 * the monthly GST summary (JSON and CSV).
 */
export const invoiceRoutes: FastifyPluginAsyncZod<{
  invoicing: Invoicing;
  appointments: Appointments;
}> = async (app, { invoicing, appointments }) => {
  const pdfRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.get(
    '/order/:orderId/invoice.pdf',
    {
      onRequest: [app.requireUser],
      config: pdfRateLimit,
      schema: { params: idParams('orderId'), querystring: languageQuery },
    },
    async (request, reply) => {
      const { orderId } = request.params as { orderId: string };
      const user = signedInUser(request);
      return sendPdf(reply, await invoicing.pdfForAccount(user, orderId, request.query.lang));
    },
  );

  app.get(
    '/appointments/:id/invoice.pdf',
    {
      config: pdfRateLimit,
      schema: {
        params: idParams('id'),
        querystring: appointmentKeyQuerySchema.extend(languageQuery.shape),
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      await appointments.authorizeBooking(id, await accessOf(app, request, reply));
      return sendPdf(reply, await invoicing.pdfOf(id, request.query.lang));
    },
  );

  app.get(
    '/admin/invoices',
    {
      onRequest: [app.requireAdmin],
      schema: { querystring: invoiceRangeQuerySchema, response: { 200: invoiceListReplySchema } },
    },
    async (request) => {
      const { invoices, totals } = await invoicing.list(request.query);
      return {
        success: true as const,
        invoices: invoices.map(({ paise: _paise, ...invoice }) => invoice),
        totals,
      };
    },
  );

  app.get(
    '/admin/invoices.csv',
    { onRequest: [app.requireAdmin], schema: { querystring: invoiceRangeQuerySchema } },
    async (request, reply) => {
      const { from, to } = request.query;
      return sendCsv(
        reply,
        `invoices-${from}-to-${to}.csv`,
        invoicesCsv(await invoicing.list(request.query)),
      );
    },
  );

  app.get(
    '/admin/gst-summary',
    {
      onRequest: [app.requireAdmin],
      schema: { querystring: gstSummaryQuerySchema, response: { 200: gstSummaryReplySchema } },
    },
    async (request) => {
      const { totalsPaise: _totalsPaise, ...summary } = await invoicing.gstSummary(
        request.query.month,
      );
      return summary;
    },
  );

  app.get(
    '/admin/gst-summary.csv',
    { onRequest: [app.requireAdmin], schema: { querystring: gstSummaryQuerySchema } },
    async (request, reply) => {
      const { month } = request.query;
      return sendCsv(
        reply,
        `gst-summary-${month}.csv`,
        gstSummaryCsv(await invoicing.gstSummary(month)),
      );
    },
  );
};
