import { BirthInputError } from '@app/astro/birth-moment';
import { computeChart } from '@app/astro/chart';
import { findReportProduct, type ReportProduct } from '@app/contract/catalogue-reports';
import { initialOrderStatus } from '@app/contract/orders';
import { paidPaymentStatus, paymentProviderName } from '@app/contract/payments';
import {
  type OrderReport,
  type ReportOrder,
  type ReportPerson,
  reportOrderSchema,
  reportPersonSchema,
} from '@app/contract/reports';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import { invalidRequest } from '../../lib/validation-messages.ts';
import { findUserProfileById, type UserProfile } from '../auth/users.repository.ts';
import { reportPricePaise } from '../catalogue/catalogue.service.ts';
import { enqueueMail, isMailWaiting } from '../mail/outbox.repository.ts';
import type { OutboxWorker } from '../mail/outbox-worker.ts';
import { orderMessages } from '../orders/orders.messages.ts';
import {
  findOrderById,
  findOrderIdByGatewayOrderId,
  insertOrder,
} from '../orders/orders.repository.ts';
import type { PurchaseKind } from '../payments/purchases.ts';
import type { ReportJobs } from './report-jobs.ts';
import { reportDeliveryMail, reportFileName, reportOrderedMail } from './report-mail.ts';
import { reportMessages } from './reports.messages.ts';
import {
  findReportOfOrder,
  findReportPdf,
  insertReport,
  type ReportRow,
  replaceReportMail,
  requeueReport,
} from './reports.repository.ts';

/**
 * Reports as a purpose of the payments module (docs/decisions/029), and what may be done with a
 * bought report: download its PDF (its buyer or an admin), generate or e-mail it again (admin).
 */

/**
 * A report purchase as payments keeps it while pending: the validated order form and the price
 * it was opened at (read from the catalogue: decision 042).
 */
export type ReportPurchase = ReportOrder & { pricePaise: number };

/** The price a stored purchase was opened at; one stored before prices were kept, the list's. */
const storedPriceSchema = z.object({ pricePaise: z.number().int().positive() });
function restorePurchase(stored: unknown): ReportPurchase {
  const order = reportOrderSchema.parse(stored);
  const price = storedPriceSchema.safeParse(stored);
  return {
    ...order,
    pricePaise: price.success ? price.data.pricePaise : productOf(order.product).pricePaise,
  };
}

/** The names a report is for: "Asha Verma", or "Ravi Kumar & Asha Verma" for matching. */
export const namesOf = (people: readonly { name: string }[]) =>
  people.map((person) => person.name).join(' & ');

export function productOf(slug: string): ReportProduct {
  const product = findReportProduct(slug);
  if (!product) throw new Error(`unknown report product ${slug}`);
  return product;
}

/**
 * Each birth must be one the engine can compute (a wall time skipped by a clock change, a date
 * outside the engine's years...): otherwise a 400 naming the field, in the request's language.
 */
function checkBirths(order: ReportOrder): void {
  order.people.forEach((person, index) => {
    try {
      computeChart(person, { transitYears: 0 });
    } catch (error) {
      if (!(error instanceof BirthInputError)) throw error;
      throw HttpError.invalidField(`report.people.${index}.${error.field}`, error.messages);
    }
  });
}

const storedPeopleSchema = z.array(reportPersonSchema);

/** The births kept with a report order. */
export function peopleOf(report: Pick<ReportRow, 'people'>): ReportPerson[] {
  return storedPeopleSchema.parse(report.people);
}

const purchaseKey = (purchase: ReportPurchase) =>
  JSON.stringify([
    purchase.product,
    purchase.language,
    purchase.chartStyle,
    purchase.email ?? null,
    purchase.people,
  ]);

export function createReportPurchase(options: {
  jobs: ReportJobs;
  siteUrl: string | undefined;
  businessEmail: string;
}): PurchaseKind<ReportPurchase> {
  return {
    purpose: 'report',
    requiresUser: true,
    async prepare(input, reader) {
      const parsed = reportOrderSchema.safeParse(input.report);
      if (!parsed.success) {
        throw invalidRequest(parsed.error.issues, input.report, { prefix: ['report'] });
      }
      checkBirths(parsed.data);
      return { ...parsed.data, pricePaise: await reportPricePaise(reader, parsed.data.product) };
    },
    restore: restorePurchase,
    amountPaise: (purchase) => purchase.pricePaise,
    samePurchase: (a, b) => purchaseKey(a) === purchaseKey(b),
    async complete(tx, payment) {
      if (!payment.userId) throw new Error('a report order needs a buyer');
      const purchase = payment.payload;
      const product = productOf(purchase.product);
      // Left out, the report goes to the buyer's registered address (specification section 9).
      const email =
        purchase.email ?? (await findUserProfileById(tx, payment.userId))?.email ?? undefined;
      if (!email) throw new Error('the buyer of a report has no e-mail address');
      const names = namesOf(purchase.people);
      const order = await insertOrder(tx, {
        userId: payment.userId,
        gatewayOrderId: payment.gatewayOrderId,
        paymentId: payment.paymentId,
        paymentType: paymentProviderName,
        paymentStatus: paidPaymentStatus,
        totalPaise: payment.amountPaise,
        status: initialOrderStatus,
        address: { name: names.slice(0, 200), phone: '', email, address: '', pin: '' },
        language: purchase.language,
        items: [
          {
            id: product.id,
            quantity: 1,
            size: '',
            name: product.name.en,
            pricePaise: purchase.pricePaise,
          },
        ],
      });
      if (!order) {
        // Only if the row lock was bypassed: the unique key kept it to one order.
        const existing = await findOrderIdByGatewayOrderId(tx, payment.gatewayOrderId);
        if (!existing) throw new Error('order insert conflicted but no order exists');
        return { id: existing.id, mails: [] };
      }
      await insertReport(tx, {
        orderId: order.id,
        product: product.slug,
        language: purchase.language,
        chartStyle: purchase.chartStyle,
        email,
        people: purchase.people,
      });
      return {
        id: order.id,
        mails: [
          reportOrderedMail({
            orderId: order.id,
            product,
            language: purchase.language,
            email,
            names,
            amountPaise: payment.amountPaise,
            siteUrl: options.siteUrl,
            businessEmail: options.businessEmail,
          }),
        ],
        // The generator starts at once rather than at its next poll.
        afterCommit: () => options.jobs.kick(),
      };
    },
    findRecord: (tx, gatewayOrderId) => findOrderIdByGatewayOrderId(tx, gatewayOrderId),
  };
}

/** The report on an Order reply (its buyer and the admin are the only ones who get Orders). */
export function toApiReport(report: ReportRow & { pdfReady: boolean }): OrderReport {
  return {
    product: productOf(report.product).slug,
    language: report.language === 'hi' ? 'hi' : 'en',
    chartStyle: report.chartStyle === 'south' ? 'south' : 'north',
    email: report.email,
    status: report.status,
    pdfReady: report.pdfReady,
    generatedAt: report.generatedAt?.toISOString() ?? null,
    people: peopleOf(report).map((person) => ({
      name: person.name,
      date: person.date,
      time: person.time,
      placeName: person.placeName,
      lat: person.lat,
      lon: person.lon,
      zone: person.zone ?? null,
      utcOffsetMinutes: person.utcOffsetMinutes ?? null,
      timeApproximate: person.timeApproximate,
    })),
  };
}

/** A report order, for its buyer or an admin; 404 for no such report order, 403 for others. */
async function reportFor(db: Db, requester: UserProfile, orderId: string): Promise<ReportRow> {
  const order = await findOrderById(db, orderId);
  if (!order) throw new HttpError(404, orderMessages.notFound());
  if (order.userId !== requester.id && requester.role !== 'admin') {
    throw new HttpError(403, reportMessages.onlyOwnReports());
  }
  const report = await findReportOfOrder(db, orderId);
  if (!report) throw new HttpError(404, reportMessages.notAReport());
  return report;
}

/** GET /order/{orderId}/report.pdf: the PDF kept, or 409 while it is being made. */
export async function reportPdfFor(db: Db, requester: UserProfile, orderId: string) {
  const report = await reportFor(db, requester, orderId);
  const kept = await findReportPdf(db, report.id);
  if (!kept) throw new HttpError(409, reportMessages.notReadyYet());
  return { pdf: kept.pdf, fileName: reportFileName(productOf(report.product), orderId) };
}

/** An admin's order id that must be a report order. */
async function adminReport(db: Db, orderId: string): Promise<ReportRow> {
  const report = await findReportOfOrder(db, orderId);
  if (!report) throw new HttpError(404, reportMessages.notAReport());
  return report;
}

/**
 * POST /admin/reports/{orderId}/regenerate: a new round of tries; the new PDF replaces the old
 * and is e-mailed again. Idempotent: while it waits or is being made, asking again does nothing.
 */
export async function regenerateReport(db: Db, jobs: ReportJobs, orderId: string) {
  const report = await adminReport(db, orderId);
  // The buyer deleted the account: the births are erased (decision 038), nothing to make it from.
  if (peopleOf(report).length === 0) throw new HttpError(409, reportMessages.birthsErased());
  const waiting = report.status === 'queued' || report.status === 'generating';
  const after = waiting ? report : await requeueReport(db, report.id);
  jobs.kick();
  return {
    status: after?.status ?? report.status,
    message: waiting ? reportMessages.alreadyGenerating() : reportMessages.regenerationQueued(),
  };
}

/** A resend that lost to another made at the same time: its mail is rolled back. */
class ResendOvertaken extends Error {}

/**
 * POST /admin/reports/{orderId}/resend: the kept PDF e-mailed again. Idempotent: while the
 * report's last mail (its delivery, or an earlier resend) still waits to be sent, a resend
 * queues nothing and says so (its `mailId` is that mail); once that mail is sent (or given up),
 * a resend queues one new mail. Two at once (two clicks, two admins, two instances) queue one:
 * each queues its mail and then moves the report's last mail from the one it saw to its own in
 * one conditional UPDATE (`replaceReportMail`); the database lets one of them do so, and the
 * other rolls its mail back and answers as a resend that found the mail waiting.
 */
export async function resendReport(
  db: Db,
  outbox: OutboxWorker,
  options: { siteUrl: string | undefined; businessEmail: string },
  orderId: string,
) {
  const report = await adminReport(db, orderId);
  const kept = await findReportPdf(db, report.id);
  if (!kept) throw new HttpError(409, reportMessages.noPdfToResend());
  const waiting = (mailId: string | null) => ({
    status: report.status,
    message: reportMessages.resendWaiting({ email: report.email }),
    mailId,
  });
  if (report.mailId && (await isMailWaiting(db, report.mailId))) return waiting(report.mailId);
  const buyerId = (await findOrderById(db, orderId))?.userId ?? null;
  const mail = reportDeliveryMail({
    orderId,
    product: productOf(report.product),
    language: report.language === 'hi' ? 'hi' : 'en',
    email: report.email,
    names: namesOf(peopleOf(report)),
    pdf: kept.pdf,
    ...options,
  });
  let mailId: string;
  try {
    mailId = await db.transaction(async (tx) => {
      const id = await enqueueMail(tx, { userId: buyerId, ...mail });
      const replaced = await replaceReportMail(tx, {
        id: report.id,
        seenMailId: report.mailId,
        mailId: id,
      });
      if (!replaced) throw new ResendOvertaken();
      return id;
    });
  } catch (error) {
    if (!(error instanceof ResendOvertaken)) throw error;
    // Another resend (or a new delivery) queued its mail first: that one goes.
    return waiting((await findReportOfOrder(db, orderId))?.mailId ?? null);
  }
  outbox.kick();
  return { status: report.status, message: reportMessages.resent({ email: report.email }), mailId };
}
