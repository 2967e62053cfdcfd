import {
  daysInRange,
  type ExportKind,
  type ExportQuery,
  maxExportDays,
} from '@app/contract/exports';
import { fromIstWallClock, istWallClock } from '@app/contract/india-time';
import type { Language } from '@app/contract/site';
import type { Db } from '../../db/database.ts';
import { type CsvValue, csvByteOrderMark, csvRecord, csvRupees } from '../../lib/csv.ts';
import { HttpError } from '../../lib/http-error.ts';
import { exportMessages } from './exports.messages.ts';
import {
  bookingExportPage,
  type InstantRange,
  orderExportPage,
  type RowPosition,
  refundExportPage,
} from './exports.repository.ts';

/**
 * The accountant's CSV files (issue 34; docs/decisions/043): orders, bookings and refunds of a
 * range of India's calendar days, written record by record as the pages of rows arrive. The
 * headings are in the admin's language; the values (statuses, reasons, lines) are the API's
 * codes, the same in both, so that a formula or a pivot table never depends on the language.
 */

const dayMs = 86_400_000;
/** Rows read per query. */
const pageSize = 500;

/** The instants of a range of IST days (both included); a 400 naming the field when wrong. */
export function exportRange(query: ExportQuery): InstantRange {
  const days = daysInRange(query.from, query.to);
  if (days < 1) throw HttpError.invalidField('to', exportMessages.rangeReversed());
  if (days > maxExportDays) {
    throw HttpError.invalidField('to', exportMessages.rangeTooLong({ max: maxExportDays, days }));
  }
  const first = Date.parse(`${query.from}T00:00:00Z`);
  return {
    start: fromIstWallClock(first),
    end: fromIstWallClock(first + days * dayMs),
  };
}

/** An instant as India's wall clock reads it: `2026-11-29 09:15`. */
function istTime(instant: Date | null): string {
  if (!instant) return '';
  return istWallClock(instant).toISOString().slice(0, 16).replace('T', ' ');
}

type Column<Row> = { heading: Record<Language, string>; value: (row: Row) => CsvValue };

const rupees = (paise: number | string) => csvRupees(Number(paise));

type OrderRow = Awaited<ReturnType<typeof orderExportPage>>[number];
type BookingRow = Awaited<ReturnType<typeof bookingExportPage>>[number];
type RefundRow = Awaited<ReturnType<typeof refundExportPage>>[number];

const orderColumns: Column<OrderRow>[] = [
  { heading: { en: 'Order ID', hi: 'ऑर्डर आईडी' }, value: (row) => row.id },
  {
    heading: { en: 'Paid at (IST)', hi: 'भुगतान का समय (IST)' },
    value: (row) => istTime(row.createdAt),
  },
  { heading: { en: 'Line', hi: 'श्रेणी' }, value: (row) => (row.isReport ? 'reports' : 'beads') },
  { heading: { en: 'Items', hi: 'उत्पाद' }, value: (row) => row.items },
  { heading: { en: 'Customer', hi: 'ग्राहक' }, value: (row) => row.name },
  { heading: { en: 'E-mail', hi: 'ईमेल' }, value: (row) => row.email },
  { heading: { en: 'Phone', hi: 'फ़ोन' }, value: (row) => row.phone },
  { heading: { en: 'PIN', hi: 'पिन कोड' }, value: (row) => row.pin },
  { heading: { en: 'Status', hi: 'स्थिति' }, value: (row) => row.status },
  { heading: { en: 'Payment ID', hi: 'भुगतान आईडी' }, value: (row) => row.paymentId },
  {
    heading: { en: 'Gateway order ID', hi: 'भुगतान ऑर्डर आईडी' },
    value: (row) => row.gatewayOrderId,
  },
  { heading: { en: 'Total (INR)', hi: 'कुल राशि (₹)' }, value: (row) => rupees(row.totalPaise) },
  {
    heading: { en: 'Refunded (INR)', hi: 'रिफ़ंड की गई राशि (₹)' },
    value: (row) => rupees(row.refundedPaise),
  },
  {
    heading: { en: 'Net (INR)', hi: 'शुद्ध राशि (₹)' },
    value: (row) => rupees(row.totalPaise - Number(row.refundedPaise)),
  },
  { heading: { en: 'Courier', hi: 'कूरियर' }, value: (row) => row.courier },
  { heading: { en: 'Tracking number', hi: 'ट्रैकिंग नंबर' }, value: (row) => row.trackingNumber },
  {
    heading: { en: 'Shipped at (IST)', hi: 'रवाना होने का समय (IST)' },
    value: (row) => istTime(row.shippedAt),
  },
];

const bookingColumns: Column<BookingRow>[] = [
  { heading: { en: 'Booking ID', hi: 'बुकिंग आईडी' }, value: (row) => row.id },
  {
    heading: { en: 'Paid at (IST)', hi: 'भुगतान का समय (IST)' },
    value: (row) => istTime(row.createdAt),
  },
  {
    heading: { en: 'Call at (IST)', hi: 'कॉल का समय (IST)' },
    value: (row) => istTime(row.slotStart),
  },
  { heading: { en: 'Package', hi: 'परामर्श पैकेज' }, value: (row) => row.package },
  { heading: { en: 'Mode', hi: 'कॉल का प्रकार' }, value: (row) => row.mode },
  { heading: { en: 'Location', hi: 'स्थान' }, value: (row) => row.location },
  { heading: { en: 'Client', hi: 'ग्राहक' }, value: (row) => row.name },
  { heading: { en: 'E-mail', hi: 'ईमेल' }, value: (row) => row.email },
  { heading: { en: 'Phone', hi: 'फ़ोन' }, value: (row) => row.phone },
  { heading: { en: 'Status', hi: 'स्थिति' }, value: (row) => row.status },
  { heading: { en: 'Payment ID', hi: 'भुगतान आईडी' }, value: (row) => row.paymentId },
  {
    heading: { en: 'Gateway order ID', hi: 'भुगतान ऑर्डर आईडी' },
    value: (row) => row.gatewayOrderId,
  },
  { heading: { en: 'Total (INR)', hi: 'कुल राशि (₹)' }, value: (row) => rupees(row.totalPaise) },
  {
    heading: { en: 'Refunded (INR)', hi: 'रिफ़ंड की गई राशि (₹)' },
    value: (row) => rupees(row.refundedPaise),
  },
  {
    heading: { en: 'Net (INR)', hi: 'शुद्ध राशि (₹)' },
    value: (row) => rupees(row.totalPaise - Number(row.refundedPaise)),
  },
];

const refundColumns: Column<RefundRow>[] = [
  { heading: { en: 'Refund ID', hi: 'रिफ़ंड आईडी' }, value: (row) => row.id },
  {
    heading: { en: 'Asked at (IST)', hi: 'अनुरोध का समय (IST)' },
    value: (row) => istTime(row.createdAt),
  },
  {
    heading: { en: 'Processed at (IST)', hi: 'रिफ़ंड होने का समय (IST)' },
    value: (row) => istTime(row.processedAt),
  },
  {
    heading: { en: 'Line', hi: 'श्रेणी' },
    value: (row) => (row.appointmentId ? 'consultations' : row.isReport ? 'reports' : 'beads'),
  },
  { heading: { en: 'Order ID', hi: 'ऑर्डर आईडी' }, value: (row) => row.orderId },
  { heading: { en: 'Booking ID', hi: 'बुकिंग आईडी' }, value: (row) => row.appointmentId },
  { heading: { en: 'Customer', hi: 'ग्राहक' }, value: (row) => row.name },
  { heading: { en: 'E-mail', hi: 'ईमेल' }, value: (row) => row.email },
  { heading: { en: 'Reason', hi: 'कारण' }, value: (row) => row.reason },
  { heading: { en: 'Status', hi: 'स्थिति' }, value: (row) => row.status },
  { heading: { en: 'Amount (INR)', hi: 'राशि (₹)' }, value: (row) => rupees(row.amountPaise) },
  { heading: { en: 'Payment ID', hi: 'भुगतान आईडी' }, value: (row) => row.paymentId },
  {
    heading: { en: 'Gateway refund ID', hi: 'पेमेंट गेटवे की रिफ़ंड आईडी' },
    value: (row) => row.gatewayRefundId,
  },
];

type PageReader<Row> = (
  db: Db,
  range: InstantRange,
  after: RowPosition | undefined,
  limit: number,
) => Promise<Row[]>;

/** The file, record by record: the byte order mark and the headings first, then every row. */
export function exportCsv(
  db: Db,
  kind: ExportKind,
  range: InstantRange,
  language: Language,
): AsyncGenerator<string> {
  const file = { db, range, language };
  if (kind === 'orders') return csvOf(file, orderColumns, orderExportPage);
  if (kind === 'bookings') return csvOf(file, bookingColumns, bookingExportPage);
  return csvOf(file, refundColumns, refundExportPage);
}

async function* csvOf<Row extends { id: string; position: string }>(
  { db, range, language }: { db: Db; range: InstantRange; language: Language },
  columns: Column<Row>[],
  read: PageReader<Row>,
): AsyncGenerator<string> {
  yield csvByteOrderMark + csvRecord(columns.map((column) => column.heading[language]));
  let after: RowPosition | undefined;
  for (;;) {
    const rows = await read(db, range, after, pageSize);
    if (rows.length > 0) {
      yield rows.map((row) => csvRecord(columns.map((column) => column.value(row)))).join('');
    }
    const last = rows.at(-1);
    if (rows.length < pageSize || !last) return;
    after = { micros: last.position, id: last.id };
  }
}
