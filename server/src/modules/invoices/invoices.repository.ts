import type { Language } from '@app/contract/site';
import { and, asc, eq, gte, inArray, isNotNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  appointments,
  cataloguePrices,
  invoiceCounters,
  invoices,
  orderItems,
  orders,
  outbox,
  products,
  refunds,
  reportOrders,
} from '../../db/schema.ts';
import { isUuid } from '../../lib/uuid.ts';

/** A line as printed and kept (amounts in paise; `totalPaise` is what was paid, tax included). */
export type InvoiceLine = {
  description: { en: string; hi: string };
  codeKind: 'HSN' | 'SAC';
  code: string;
  /** The GST rate charged, in basis points (1800 = 18%); 0 for an exempt or untaxed line. */
  rateBasisPoints: number;
  /** Exempt by notification (rudraksha): printed as "Exempt", not as 0%. */
  exempt: boolean;
  quantity: number;
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

export type InvoiceSeller = {
  legalName: string;
  address: string;
  state: string;
  gstin: string | null;
};

export type InvoiceBuyer = {
  name: string;
  address: string;
  pin: string;
  email: string;
  /** The buyer's state from the PIN code; null when unknown (none given, abroad, army post). */
  state: string | null;
};

export type InvoiceRow = Omit<typeof invoices.$inferSelect, 'seller' | 'buyer' | 'lines'> & {
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  language: Language;
};

export type NewInvoice = Omit<InvoiceRow, 'id'>;

/**
 * The next number of a series in a financial year, taken in the caller's transaction: the
 * counter row is created at 2 (this call has 1) or raised by one, and stays locked until the
 * transaction ends, so concurrent issuers (on any instance) queue on it, and a transaction that
 * rolls back gives its number back with it: no gap, no duplicate.
 */
export async function takeDocumentSequence(
  tx: Db,
  series: string,
  financialYear: string,
): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series, financialYear, nextNumber: 2 })
    .onConflictDoUpdate({
      target: [invoiceCounters.series, invoiceCounters.financialYear],
      set: { nextNumber: sql`${invoiceCounters.nextNumber} + 1` },
    })
    .returning({ next: invoiceCounters.nextNumber });
  if (!row) throw new Error('the invoice counter returned no row');
  return row.next - 1;
}

export async function insertInvoice(tx: Db, invoice: NewInvoice): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(invoice).returning();
  if (!row) throw new Error('invoice insert returned no row');
  return row as InvoiceRow;
}

/** The invoice or bill of supply of an order or a booking (not its credit notes). */
export async function findSaleInvoice(
  db: Db,
  subject: { orderId: string } | { appointmentId: string },
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      and(
        'orderId' in subject
          ? eq(invoices.orderId, subject.orderId)
          : eq(invoices.appointmentId, subject.appointmentId),
        sql`${invoices.kind} <> 'credit-note'`,
      ),
    );
  return row as InvoiceRow | undefined;
}

/** Every document of an order or booking: its invoice first, then its credit notes in order. */
export async function findDocumentsOf(db: Db, subjectId: string): Promise<InvoiceRow[]> {
  if (!isUuid(subjectId)) return [];
  const rows = await db
    .select()
    .from(invoices)
    .where(or(eq(invoices.orderId, subjectId), eq(invoices.appointmentId, subjectId)))
    .orderBy(
      sql`case when ${invoices.kind} = 'credit-note' then 1 else 0 end`,
      asc(invoices.issuedAt),
      asc(invoices.sequence),
    );
  return rows as InvoiceRow[];
}

export async function findInvoiceById(db: Db, id: string): Promise<InvoiceRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row as InvoiceRow | undefined;
}

/** The credit notes already issued against an invoice. */
export async function findCreditNotesOf(db: Db, invoiceId: string): Promise<InvoiceRow[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.correctsInvoiceId, invoiceId))
    .orderBy(asc(invoices.sequence));
  return rows as InvoiceRow[];
}

/** Documents issued within [from, to) (instants), oldest first; with the numbers they correct. */
export async function findDocumentsIssued(
  db: Db,
  range: { from: Date; to: Date },
): Promise<(InvoiceRow & { correctsNumber: string | null })[]> {
  const corrected = sql<
    string | null
  >`(select i2.number from invoices i2 where i2.id = ${invoices.correctsInvoiceId})`;
  const rows = await db
    .select({ invoice: invoices, correctsNumber: corrected })
    .from(invoices)
    .where(and(gte(invoices.issuedAt, range.from), lt(invoices.issuedAt, range.to)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.series), asc(invoices.sequence));
  return rows.map(({ invoice, correctsNumber }) => ({
    ...(invoice as InvoiceRow),
    correctsNumber,
  }));
}

/** Locks a refund row for the transaction that issues its credit note. */
export async function lockRefund(tx: Db, refundId: string) {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  return row;
}

/** Whether a refund already has its credit note. */
export async function findCreditNoteOfRefund(
  db: Db,
  refundId: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.refundId, refundId));
  return row as InvoiceRow | undefined;
}

/** Processed refunds whose order or booking has an invoice, but which have no credit note yet. */
export async function findRefundsWithoutCreditNote(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'processed'),
        notExists(
          db.select({ one: sql`1` }).from(invoices).where(eq(invoices.refundId, refunds.id)),
        ),
        sql`exists (select 1 from invoices i where i.kind <> 'credit-note' and (i.order_id = ${refunds.orderId} or i.appointment_id = ${refunds.appointmentId}))`,
      ),
    )
    .orderBy(asc(refunds.processedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The dedupe key of the mail that carries a document's PDF: queued once, by any instance. */
export const documentMailKey = (invoiceId: string) => `invoice-document:${invoiceId}`;

/** Documents issued since `since` with a buyer's address and no mail queued yet, oldest first. */
export async function findDocumentsToMail(
  db: Db,
  options: { since: Date; limit: number },
): Promise<InvoiceRow[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(
      and(
        gte(invoices.issuedAt, options.since),
        // Without an address (the account was deleted) there is nobody to mail.
        sql`coalesce(${invoices.buyer}->>'email', '') <> ''`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(outbox)
            .where(eq(outbox.dedupeKey, sql`'invoice-document:' || ${invoices.id}::text`)),
        ),
        // Nor one whose PDF went with the purchase's confirmation (decision 041).
        notExists(
          db
            .select({ one: sql`1` })
            .from(outbox)
            .where(
              and(eq(outbox.attachesInvoiceId, invoices.id), isNotNull(outbox.invoiceAttachedAt)),
            ),
        ),
      ),
    )
    .orderBy(asc(invoices.issuedAt))
    .limit(options.limit);
  return rows as InvoiceRow[];
}

// ---------------------------------------------------------------------------------------------
// What a document is made from
// ---------------------------------------------------------------------------------------------

export async function findOrderForInvoice(tx: Db, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return undefined;
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  const [report] = await tx
    .select({ product: reportOrders.product, language: reportOrders.language })
    .from(reportOrders)
    .where(eq(reportOrders.orderId, orderId));
  return { order, items, report };
}

export async function findAppointmentForInvoice(tx: Db, appointmentId: string) {
  const [row] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId));
  return row;
}

/** The products' names and tax codes (the catalogue's rows, once the back office keeps them). */
export async function findProductTaxes(tx: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: products.id,
      nameEn: products.nameEn,
      nameHi: products.nameHi,
      taxCode: products.taxCode,
      taxRateBasisPoints: products.taxRateBasisPoints,
    })
    .from(products)
    .where(inArray(products.id, ids));
}

/** The tax code and rate of a catalogue price (`report:<slug>`, `consultation:...`), if kept. */
export async function findCataloguePriceTax(tx: Db, key: string) {
  const [row] = await tx
    .select({
      taxCode: cataloguePrices.taxCode,
      taxRateBasisPoints: cataloguePrices.taxRateBasisPoints,
    })
    .from(cataloguePrices)
    .where(eq(cataloguePrices.key, key));
  return row;
}

/** Who may read an order's documents: its buyer (null once the account is deleted). */
export async function findOrderOwner(db: Db, orderId: string) {
  if (!isUuid(orderId)) return undefined;
  const [row] = await db
    .select({ userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/** A booking's owner account, if the id is a booking's. */
export async function findAppointmentOwner(db: Db, appointmentId: string) {
  if (!isUuid(appointmentId)) return undefined;
  const [row] = await db
    .select({ userId: appointments.userId })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  return row;
}
