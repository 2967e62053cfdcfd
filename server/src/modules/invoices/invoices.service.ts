import { findProduct } from '@app/contract/catalogue';
import { findReportProduct } from '@app/contract/catalogue-reports';
import { findConsultationPackage } from '@app/contract/consultation-packages';
import { gstStates, isGstStateCode } from '@app/contract/gst-states';
import { fromIstWallClock } from '@app/contract/india-time';
import {
  type GstSummaryReply,
  type InvoiceAmounts,
  type InvoiceKind,
  type InvoiceListItem,
  type InvoiceRangeQuery,
  invoiceSeries,
} from '@app/contract/invoices';
import { seededTax } from '@app/contract/live-catalogue';
import { paiseToRupees } from '@app/contract/money';
import type { PaymentPurpose } from '@app/contract/payments';
import { consultationPriceKey, placeOfLocation, reportPriceKey } from '@app/contract/price-keys';
import type { Language } from '@app/contract/site';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import { createPollingLoop } from '../../lib/polling-loop.ts';
import { attachInvoiceToHeldMail, enqueueMail } from '../mail/outbox.repository.ts';
import type { OutboxWorker } from '../mail/outbox-worker.ts';
import type { RefundRow } from '../payments/refunds.repository.ts';
import type { PdfRenderer } from '../reports/pdf-renderer.ts';
import {
  documentNumber,
  financialYearOf,
  shareByTotals,
  splitInclusiveTotal,
} from './gst-amounts.ts';
import { invoiceDocument } from './invoice-document.ts';
import { invoiceDocumentMail, withAttachedInvoiceLine } from './invoice-mail.ts';
import { invoiceMessages } from './invoices.messages.ts';
import {
  findAppointmentForInvoice,
  findAppointmentOwner,
  findCataloguePriceTax,
  findCreditNoteOfRefund,
  findCreditNotesOf,
  findDocumentsIssued,
  findDocumentsOf,
  findDocumentsToMail,
  findInvoiceById,
  findOrderForInvoice,
  findOrderOwner,
  findProductTaxes,
  findRefundsWithoutCreditNote,
  findSaleInvoice,
  type InvoiceBuyer,
  type InvoiceLine,
  type InvoiceRow,
  type InvoiceSeller,
  insertInvoice,
  lockRefund,
  takeDocumentSequence,
} from './invoices.repository.ts';
import { stateOfPinCode } from './pin-code-states.ts';

/**
 * Invoices, bills of supply and credit notes (issue 34; decisions 039 and 041).
 *
 * - A paid order or booking gets its document in the transaction that completes the payment
 *   (`issueForPurchase`, called by payments.service.ts), numbered from the counter row of its
 *   series and financial year, so a rolled-back payment leaves no gap and two instances never
 *   share a number.
 * - A processed refund gets a credit note (`issueCreditNote`, from the refunds' `onSettled`; a
 *   pass of the worker issues any that a crash left out), with the refund shared among the
 *   invoice's lines.
 * - The PDFs are printed outside every transaction: on request (My Orders, the admin), and by
 *   this module's worker, which mails each document once under a dedupe key.
 */

/** Decision 039's codes (the catalogue's seeds), used when the catalogue keeps none for a line. */
const defaultTaxes = {
  bead: { code: seededTax.bead.taxCode, rateBasisPoints: seededTax.bead.taxRateBasisPoints },
  service: {
    code: seededTax.service.taxCode,
    rateBasisPoints: seededTax.service.taxRateBasisPoints,
  },
} as const;

/** Services are chapter 99 of the scheme (SAC); everything else is goods (HSN). */
const codeKindOf = (code: string): 'HSN' | 'SAC' => (code.startsWith('99') ? 'SAC' : 'HSN');

/** How many printed PDFs a process keeps (a document is immutable once issued). */
const maxPrintsKept = 32;

/**
 * How long a purchase's confirmation waits for its invoice's PDF (decision 041): printing takes
 * a few seconds; a slow or broken printer must not hold the confirmation longer than this.
 */
const confirmationHoldMs = 90_000;

/** How far back the worker looks for documents whose mail is not queued. */
const mailLookBackMs = 14 * 24 * 60 * 60 * 1000;

/** A line before tax: what was paid for it, with its code and configured rate. */
type DraftLine = {
  description: { en: string; hi: string };
  code: string;
  rateBasisPoints: number;
  quantity: number;
  totalPaise: number;
};

type Draft = {
  subject: { orderId: string } | { appointmentId: string };
  buyer: InvoiceBuyer;
  language: Language;
  lines: DraftLine[];
};

export type Invoicing = ReturnType<typeof createInvoicing>;

export function createInvoicing(deps: {
  db: Db;
  seller: { legalName: string; address: string; state: string; gstin: string | undefined };
  renderer: PdfRenderer;
  outbox: OutboxWorker;
  log: FastifyBaseLogger;
  businessEmail: string;
  pollIntervalMs: number;
  now?: (() => Date) | undefined;
}) {
  const { db, renderer, outbox, log } = deps;
  const now = deps.now ?? (() => new Date());
  const seller: InvoiceSeller = { ...deps.seller, gstin: deps.seller.gstin ?? null };
  // Development only: config.ts refuses the placeholder in production.
  if (seller.legalName.startsWith('PLACEHOLDER')) {
    log.info(
      'invoices are issued with placeholder seller details: set SELLER_LEGAL_NAME, SELLER_ADDRESS, SELLER_STATE and SELLER_GSTIN',
    );
  }
  /** Printed PDFs, by documents and language: a second download is not printed again. */
  const printed = new Map<string, Promise<Buffer>>();

  // ---------------------------------------------------------------------------------------
  // Issuing
  // ---------------------------------------------------------------------------------------

  async function taxOf(tx: Db, key: string, fallback: { code: string; rateBasisPoints: number }) {
    const kept = await findCataloguePriceTax(tx, key);
    return kept ? { code: kept.taxCode, rateBasisPoints: kept.taxRateBasisPoints } : fallback;
  }

  async function orderDraft(tx: Db, orderId: string): Promise<Draft> {
    const found = await findOrderForInvoice(tx, orderId);
    if (!found) throw new Error(`order ${orderId} not found for its invoice`);
    const { order, items, report } = found;
    const state = stateOfPinCode(order.shippingPin) ?? null;
    const buyer: InvoiceBuyer = {
      name: order.shippingName,
      address: order.shippingAddress,
      pin: order.shippingPin,
      email: order.shippingEmail,
      state,
    };
    if (report) {
      const product = findReportProduct(report.product);
      const item = items[0];
      const tax = await taxOf(tx, reportPriceKey(report.product), defaultTaxes.service);
      return {
        subject: { orderId },
        buyer,
        language: report.language === 'hi' ? 'hi' : 'en',
        lines: [
          {
            description: product?.name ?? { en: item?.name ?? '', hi: item?.name ?? '' },
            ...tax,
            quantity: 1,
            totalPaise: order.totalPaise,
          },
        ],
      };
    }
    const kept = new Map(
      (await findProductTaxes(tx, [...new Set(items.map((item) => item.productId))])).map((row) => [
        row.id,
        row,
      ]),
    );
    return {
      subject: { orderId },
      buyer,
      // The language the buyer paid in, as the order's confirmation (order-mail.ts).
      language: order.language === 'hi' ? 'hi' : 'en',
      lines: items.map((item) => {
        const product = kept.get(item.productId);
        const size = item.size ? ` (${item.size})` : '';
        const hindi = product?.nameHi ?? findProduct(item.productId)?.name.hi ?? item.name;
        return {
          description: { en: `${item.name}${size}`, hi: `${hindi}${size}` },
          code: product?.taxCode ?? defaultTaxes.bead.code,
          rateBasisPoints: product?.taxRateBasisPoints ?? defaultTaxes.bead.rateBasisPoints,
          quantity: item.quantity,
          totalPaise: item.pricePaise * item.quantity,
        };
      }),
    };
  }

  async function appointmentDraft(tx: Db, appointmentId: string): Promise<Draft> {
    const row = await findAppointmentForInvoice(tx, appointmentId);
    if (!row) throw new Error(`booking ${appointmentId} not found for its invoice`);
    const pack = findConsultationPackage(row.package);
    const tax = await taxOf(
      tx,
      consultationPriceKey(row.package ?? 'regular', placeOfLocation[row.location]),
      defaultTaxes.service,
    );
    return {
      subject: { appointmentId },
      buyer: {
        name: row.name,
        address: row.address,
        pin: row.pin,
        email: row.email,
        // A client abroad has no Indian PIN: the seller's state (IGST Act s. 12(2)(b)).
        state: row.location === 'domestic' ? (stateOfPinCode(row.pin) ?? null) : null,
      },
      language: row.language === 'hi' ? 'hi' : 'en',
      lines: [
        {
          description: pack?.name ?? { en: 'Astrologer consultation', hi: 'ज्योतिषी परामर्श' },
          ...tax,
          quantity: 1,
          totalPaise: row.totalPaise,
        },
      ],
    };
  }

  function sumOf(lines: readonly InvoiceLine[]) {
    const sum = (pick: (line: InvoiceLine) => number) =>
      lines.reduce((total, line) => total + pick(line), 0);
    return {
      taxablePaise: sum((line) => line.taxablePaise),
      cgstPaise: sum((line) => line.cgstPaise),
      sgstPaise: sum((line) => line.sgstPaise),
      igstPaise: sum((line) => line.igstPaise),
      totalPaise: sum((line) => line.totalPaise),
    };
  }

  /** Numbers and stores a document in `tx`: the counter row stays locked until it ends. */
  async function store(
    tx: Db,
    document: {
      kind: InvoiceKind;
      subject: Draft['subject'];
      buyer: InvoiceBuyer;
      seller: InvoiceSeller;
      language: Language;
      placeOfSupply: string;
      lines: InvoiceLine[];
      refundId?: string;
      correctsInvoiceId?: string;
    },
  ): Promise<InvoiceRow> {
    const issuedAt = now();
    const financialYear = financialYearOf(issuedAt);
    const series = invoiceSeries[document.kind];
    const sequence = await takeDocumentSequence(tx, series, financialYear);
    return insertInvoice(tx, {
      kind: document.kind,
      series,
      financialYear,
      sequence,
      number: documentNumber(series, financialYear, sequence),
      orderId: 'orderId' in document.subject ? document.subject.orderId : null,
      appointmentId: 'appointmentId' in document.subject ? document.subject.appointmentId : null,
      refundId: document.refundId ?? null,
      correctsInvoiceId: document.correctsInvoiceId ?? null,
      language: document.language,
      seller: document.seller,
      buyer: document.buyer,
      placeOfSupply: document.placeOfSupply,
      lines: document.lines,
      ...sumOf(document.lines),
      issuedAt,
    });
  }

  /**
   * The invoice (or bill of supply) of a purchase just completed, in the completing transaction.
   * Issued once: a purchase that has one gets it back.
   */
  async function issueForPurchase(
    tx: Db,
    purchase: { purpose: PaymentPurpose; recordId: string },
  ): Promise<InvoiceRow> {
    const subject =
      purchase.purpose === 'appointment'
        ? { appointmentId: purchase.recordId }
        : { orderId: purchase.recordId };
    const existing = await findSaleInvoice(tx, subject);
    if (existing) return existing;
    const draft =
      purchase.purpose === 'appointment'
        ? await appointmentDraft(tx, purchase.recordId)
        : await orderDraft(tx, purchase.recordId);
    const registered = seller.gstin !== null;
    const placeOfSupply = draft.buyer.state ?? seller.state;
    const supply = placeOfSupply === seller.state ? 'intra-state' : 'inter-state';
    const lines: InvoiceLine[] = draft.lines.map((line) => {
      // Without a GSTIN the seller charges no GST at all (CGST Act s. 31(3)(c)).
      const rate = registered ? line.rateBasisPoints : 0;
      return {
        description: line.description,
        codeKind: codeKindOf(line.code),
        code: line.code,
        rateBasisPoints: rate,
        exempt: line.rateBasisPoints === 0,
        quantity: line.quantity,
        totalPaise: line.totalPaise,
        ...splitInclusiveTotal(line.totalPaise, rate, supply),
      };
    });
    const kind: InvoiceKind =
      registered && lines.some((line) => line.rateBasisPoints > 0)
        ? 'tax-invoice'
        : 'bill-of-supply';
    return store(tx, {
      kind,
      subject: draft.subject,
      buyer: draft.buyer,
      seller,
      language: draft.language,
      placeOfSupply,
      lines,
    });
  }

  /**
   * The credit note of a processed refund, once (the refund's row lock orders two callers; the
   * unique refund_id is the last word). The refund is shared among the invoice's lines in
   * proportion to what is not yet credited of each; a line credited in full reverses exactly
   * what is left of its tax, so an invoice refunded in parts nets to zero to the paisa.
   */
  async function issueCreditNote(refundId: string): Promise<InvoiceRow | undefined> {
    const issued = await db.transaction(async (tx) => {
      const refund = await lockRefund(tx, refundId);
      if (refund?.status !== 'processed') return undefined;
      const existing = await findCreditNoteOfRefund(tx, refundId);
      if (existing) return existing;
      const invoice = await findSaleInvoice(
        tx,
        refund.orderId
          ? { orderId: refund.orderId }
          : { appointmentId: refund.appointmentId ?? '' },
      );
      if (!invoice) return undefined;
      const earlier = await findCreditNotesOf(tx, invoice.id);
      const left = invoice.lines.map((line, index) => {
        const credited = (pick: (line: InvoiceLine) => number) =>
          earlier.reduce((sum, note) => sum + pick(note.lines[index] as InvoiceLine), 0);
        return {
          totalPaise: line.totalPaise - credited((l) => l.totalPaise),
          taxablePaise: line.taxablePaise - credited((l) => l.taxablePaise),
          cgstPaise: line.cgstPaise - credited((l) => l.cgstPaise),
          sgstPaise: line.sgstPaise - credited((l) => l.sgstPaise),
          igstPaise: line.igstPaise - credited((l) => l.igstPaise),
        };
      });
      const leftTotal = left.reduce((sum, line) => sum + line.totalPaise, 0);
      const amount = Math.min(refund.amountPaise, leftTotal);
      if (amount <= 0) {
        log.warn(
          { refundId, invoice: invoice.number },
          'refund beyond its invoice: no credit note',
        );
        return undefined;
      }
      const shares = shareByTotals(
        amount,
        left.map((line) => line.totalPaise),
      );
      const supply = invoice.igstPaise > 0 || invoice.placeOfSupply !== invoice.seller.state;
      const lines: InvoiceLine[] = invoice.lines
        .map((line, index): InvoiceLine => {
          const share = shares[index] ?? 0;
          const rest = left[index];
          const amounts =
            rest && share === rest.totalPaise
              ? rest
              : {
                  totalPaise: share,
                  ...splitInclusiveTotal(
                    share,
                    line.rateBasisPoints,
                    supply ? 'inter-state' : 'intra-state',
                  ),
                };
          return { ...line, quantity: share === line.totalPaise ? line.quantity : 1, ...amounts };
        })
        .filter((line) => line.totalPaise > 0);
      return store(tx, {
        kind: 'credit-note',
        subject: invoice.orderId
          ? { orderId: invoice.orderId }
          : { appointmentId: invoice.appointmentId ?? '' },
        buyer: invoice.buyer,
        seller: invoice.seller,
        language: invoice.language,
        placeOfSupply: invoice.placeOfSupply,
        lines,
        refundId,
        correctsInvoiceId: invoice.id,
      });
    });
    if (issued) loop.kick();
    return issued;
  }

  /** The refunds' `onSettled`: a processed refund's credit note (a failed one has none). */
  async function refundSettled(refund: RefundRow): Promise<void> {
    if (refund.status !== 'processed') return;
    try {
      await issueCreditNote(refund.id);
    } catch (error) {
      // The worker's next pass issues it (findRefundsWithoutCreditNote).
      log.error({ err: error, refundId: refund.id }, 'credit note not issued; will retry');
    }
  }

  // ---------------------------------------------------------------------------------------
  // Printing
  // ---------------------------------------------------------------------------------------

  function fileNameOf(documents: readonly InvoiceRow[]): string {
    const first = documents[0];
    return `${(first?.number ?? 'invoice').replace(/\//g, '-')}.pdf`;
  }

  /** One PDF of `documents` in `language`; a print under way or done is shared, a failed one not. */
  function print(documents: InvoiceRow[], language: Language): Promise<Buffer> {
    const key = `${documents.map((document) => document.id).join('+')}:${language}`;
    const kept = printed.get(key);
    if (kept) return kept;
    const rendering = renderer
      .render(invoiceDocument(documents, { language }))
      .then(({ pdf }) => pdf)
      .catch((error: unknown) => {
        printed.delete(key);
        log.error({ err: error }, 'invoice PDF not printed');
        throw new HttpError(503, invoiceMessages.notPrinted());
      });
    printed.set(key, rendering);
    // The oldest print goes once more are kept than needed.
    if (printed.size > maxPrintsKept) printed.delete(printed.keys().next().value as string);
    return rendering;
  }

  /**
   * `GET /order/{id}/invoice.pdf`: the invoice of an order, or of a booking by its id (API.md
   * "Refunds and invoices"), with its credit notes; the buyer's or an admin's.
   */
  async function pdfForAccount(
    requester: { id: string; role: string },
    subjectId: string,
    language: Language | undefined,
  ) {
    const owner =
      (await findOrderOwner(db, subjectId)) ?? (await findAppointmentOwner(db, subjectId));
    if (!owner) throw new HttpError(404, invoiceMessages.notFound());
    if (requester.role !== 'admin' && owner.userId !== requester.id) {
      throw new HttpError(403, invoiceMessages.onlyOwnInvoices());
    }
    return pdfOf(subjectId, language);
  }

  /** The PDF of a subject whose access was checked (a booking's by the appointments module). */
  async function pdfOf(subjectId: string, language: Language | undefined) {
    const documents = await findDocumentsOf(db, subjectId);
    const first = documents[0];
    if (!first || first.kind === 'credit-note') {
      throw new HttpError(404, invoiceMessages.noInvoiceYet());
    }
    const pdf = await print(documents, language ?? first.language);
    return { pdf, fileName: fileNameOf(documents) };
  }

  // ---------------------------------------------------------------------------------------
  // The worker: missing credit notes, and each document's mail
  // ---------------------------------------------------------------------------------------

  /**
   * Sends a document's PDF: attached to the purchase's confirmation while that is still held for
   * it, else in a mail of its own (a credit note always; an invoice whose confirmation left
   * without it).
   */
  async function mailDocument(document: InvoiceRow): Promise<void> {
    if (!document.buyer.email) return;
    const corrects = document.correctsInvoiceId
      ? await findInvoiceById(db, document.correctsInvoiceId)
      : undefined;
    const pdf = await renderer
      .render(
        invoiceDocument([document], {
          language: document.language,
          related: corrects ? [corrects] : [],
        }),
      )
      .then(({ pdf }) => pdf);
    if (document.kind !== 'credit-note') {
      const outcome = await attachInvoiceToHeldMail(
        db,
        document.id,
        { filename: fileNameOf([document]), contentType: 'application/pdf', content: pdf },
        (text) => withAttachedInvoiceLine(text, document),
      );
      if (outcome !== 'not-held') {
        outbox.kick();
        return;
      }
    }
    const owner = document.orderId
      ? await findOrderOwner(db, document.orderId)
      : await findAppointmentOwner(db, document.appointmentId ?? '');
    await enqueueMail(
      db,
      invoiceDocumentMail(document, {
        pdf,
        fileName: fileNameOf([document]),
        userId: owner?.userId ?? null,
        businessEmail: deps.businessEmail,
        corrects,
      }),
    );
    outbox.kick();
  }

  /** One pass: credit notes a crash left out, then the mails of new documents. */
  async function processDue(): Promise<number> {
    let done = 0;
    for (const refundId of await findRefundsWithoutCreditNote(db, 20)) {
      if (await issueCreditNote(refundId)) done += 1;
    }
    const due = await findDocumentsToMail(db, {
      since: new Date(now().getTime() - mailLookBackMs),
      limit: 10,
    });
    for (const document of due) {
      if (loop.state === 'stopped') break;
      try {
        await mailDocument(document);
        done += 1;
      } catch (error) {
        log.warn({ err: error, number: document.number }, 'invoice mail not queued; will retry');
      }
    }
    return done;
  }

  const loop = createPollingLoop({
    pass: processDue,
    intervalMs: deps.pollIntervalMs,
    log,
    failureMessage: 'invoice worker run failed',
  });

  // ---------------------------------------------------------------------------------------
  // For the accountant
  // ---------------------------------------------------------------------------------------

  /** Instants of [from 00:00 IST, the day after `to` 00:00 IST). */
  function istRange(from: string, to: string) {
    const start = Date.parse(`${from}T00:00:00Z`);
    const end = Date.parse(`${to}T00:00:00Z`) + 24 * 60 * 60 * 1000;
    return { from: fromIstWallClock(start), to: fromIstWallClock(end) };
  }

  /** The documents of a range for the admin's list and CSV; credit notes' amounts negative. */
  async function list(query: InvoiceRangeQuery) {
    const rows = await findDocumentsIssued(db, istRange(query.from, query.to));
    const totals = { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
    const invoices: (InvoiceListItem & { paise: typeof totals })[] = rows.map((row) => {
      const sign = row.kind === 'credit-note' ? -1 : 1;
      const paise = {
        taxable: sign * row.taxablePaise,
        cgst: sign * row.cgstPaise,
        sgst: sign * row.sgstPaise,
        igst: sign * row.igstPaise,
        total: sign * row.totalPaise,
      };
      for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += paise[key];
      return {
        _id: row.id,
        number: row.number,
        kind: row.kind,
        issuedAt: row.issuedAt.toISOString(),
        orderId: row.orderId,
        appointmentId: row.appointmentId,
        corrects: row.correctsNumber,
        buyerName: row.buyer.name,
        placeOfSupply: row.placeOfSupply,
        ...inRupees(paise),
        paise,
      };
    });
    return { invoices, totals: inRupees(totals), totalsPaise: totals };
  }

  /**
   * The monthly GST summary (B2C): taxable value and tax per rate and per place of supply, of
   * the invoices issued in the month (IST) less its credit notes, summed in paise from the
   * documents' own lines, so it matches them to the paisa.
   */
  async function gstSummary(month: string): Promise<GstSummaryReply & { totalsPaise: Paise }> {
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    const from = fromIstWallClock(Date.UTC(year, monthNumber - 1, 1));
    const to = fromIstWallClock(Date.UTC(year, monthNumber, 1));
    const rows = await findDocumentsIssued(db, { from, to });
    const groups = new Map<
      string,
      { rate: number; state: string; paise: Paise; ids: Set<string> }
    >();
    const totals = zeroPaise();
    for (const row of rows) {
      const sign = row.kind === 'credit-note' ? -1 : 1;
      for (const line of row.lines) {
        const key = `${line.rateBasisPoints}|${row.placeOfSupply}`;
        const group = groups.get(key) ?? {
          rate: line.rateBasisPoints,
          state: row.placeOfSupply,
          paise: zeroPaise(),
          ids: new Set<string>(),
        };
        group.paise.taxable += sign * line.taxablePaise;
        group.paise.cgst += sign * line.cgstPaise;
        group.paise.sgst += sign * line.sgstPaise;
        group.paise.igst += sign * line.igstPaise;
        group.paise.total += sign * line.totalPaise;
        group.ids.add(row.id);
        groups.set(key, group);
      }
      totals.taxable += sign * row.taxablePaise;
      totals.cgst += sign * row.cgstPaise;
      totals.sgst += sign * row.sgstPaise;
      totals.igst += sign * row.igstPaise;
      totals.total += sign * row.totalPaise;
    }
    const summaryRows = [...groups.values()]
      .sort((a, b) => b.rate - a.rate || a.state.localeCompare(b.state))
      .map((group) => ({
        rate: group.rate / 100,
        placeOfSupply: group.state,
        documents: group.ids.size,
        ...inRupees(group.paise),
      }));
    return {
      success: true,
      month,
      rows: summaryRows,
      totals: inRupees(totals),
      totalsPaise: totals,
      invoices: rows.filter((row) => row.kind !== 'credit-note').length,
      creditNotes: rows.filter((row) => row.kind === 'credit-note').length,
    };
  }

  return {
    issueForPurchase,
    issueCreditNote,
    refundSettled,
    pdfForAccount,
    pdfOf,
    list,
    gstSummary,
    /** Issues missing credit notes and mails new documents now (tests; the timer otherwise). */
    runDue: loop.runNow,
    start: loop.start,
    /** A document was just issued: mail it now rather than at the next poll. */
    kick: loop.kick,
    /**
     * Until when a purchase's confirmation waits for its invoice's PDF: only while this worker
     * runs to attach it (a test's app without workers sends confirmations at once).
     */
    confirmationHoldUntil(): Date | undefined {
      return loop.state === 'running' ? new Date(now().getTime() + confirmationHoldMs) : undefined;
    },
    stop: loop.stop,
  };
}

type Paise = { taxable: number; cgst: number; sgst: number; igst: number; total: number };

const zeroPaise = (): Paise => ({ taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });

function inRupees(paise: Paise): InvoiceAmounts {
  return {
    taxable: paiseToRupees(paise.taxable),
    cgst: paiseToRupees(paise.cgst),
    sgst: paiseToRupees(paise.sgst),
    igst: paiseToRupees(paise.igst),
    total: paiseToRupees(paise.total),
  };
}

/** A state's name for the CSV, with its code. */
export function stateLabel(code: string, language: Language = 'en'): string {
  return isGstStateCode(code) ? gstStates[code][language] : code;
}
