import { istWallClock } from '@app/contract/india-time';
import type { GstSummaryReply, InvoiceKind } from '@app/contract/invoices';
import { type CsvValue, csvByteOrderMark, csvRecord, csvRupees } from '../../lib/csv.ts';
import { stateLabel } from './invoices.service.ts';

/**
 * The accountant's CSV files (lib/csv.ts: RFC 4180, a byte order mark, formulas neutralised).
 * Amounts are rupees with two decimals, written from paise, credit notes negative; the last row
 * holds the totals.
 */

function csv(rows: CsvValue[][]): string {
  return csvByteOrderMark + rows.map(csvRecord).join('');
}

const rupees = csvRupees;

const kindNames: Record<InvoiceKind, string> = {
  'tax-invoice': 'Tax invoice',
  'bill-of-supply': 'Bill of supply',
  'credit-note': 'Credit note',
};

type Paise = { taxable: number; cgst: number; sgst: number; igst: number; total: number };

/** One row per document of the range, then the totals. */
export function invoicesCsv(list: {
  invoices: {
    number: string;
    kind: InvoiceKind;
    issuedAt: string;
    corrects: string | null;
    orderId: string | null;
    appointmentId: string | null;
    buyerName: string;
    placeOfSupply: string;
    paise: Paise;
  }[];
  totalsPaise: Paise;
}): string {
  const header = [
    'Number',
    'Type',
    'Date (IST)',
    'Against invoice',
    'Order or booking',
    'Buyer',
    'Place of supply code',
    'Place of supply',
    'Taxable value',
    'CGST',
    'SGST',
    'IGST',
    'Total',
  ];
  const amounts = (paise: Paise) => [
    rupees(paise.taxable),
    rupees(paise.cgst),
    rupees(paise.sgst),
    rupees(paise.igst),
    rupees(paise.total),
  ];
  return csv([
    header,
    ...list.invoices.map((invoice) => [
      invoice.number,
      kindNames[invoice.kind],
      istWallClock(new Date(invoice.issuedAt)).toISOString().slice(0, 10),
      invoice.corrects ?? '',
      invoice.orderId ?? invoice.appointmentId ?? '',
      invoice.buyerName,
      invoice.placeOfSupply,
      stateLabel(invoice.placeOfSupply),
      ...amounts(invoice.paise),
    ]),
    ['Total', '', '', '', '', '', '', '', ...amounts(list.totalsPaise)],
  ]);
}

/** The monthly summary: one row per rate and place of supply, then the totals. */
export function gstSummaryCsv(summary: GstSummaryReply & { totalsPaise: Paise }): string {
  const paise = (value: number) => Math.round(value * 100);
  return csv([
    [
      'Month',
      'Rate (%)',
      'Place of supply code',
      'Place of supply',
      'Documents',
      'Taxable value',
      'CGST',
      'SGST',
      'IGST',
      'Total',
    ],
    ...summary.rows.map((row) => [
      summary.month,
      row.rate,
      row.placeOfSupply,
      stateLabel(row.placeOfSupply),
      row.documents,
      rupees(paise(row.taxable)),
      rupees(paise(row.cgst)),
      rupees(paise(row.sgst)),
      rupees(paise(row.igst)),
      rupees(paise(row.total)),
    ]),
    [
      'Total',
      '',
      '',
      '',
      summary.invoices + summary.creditNotes,
      rupees(summary.totalsPaise.taxable),
      rupees(summary.totalsPaise.cgst),
      rupees(summary.totalsPaise.sgst),
      rupees(summary.totalsPaise.igst),
      rupees(summary.totalsPaise.total),
    ],
  ]);
}
