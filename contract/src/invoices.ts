/**
 * The documents a sale gets (issue 34; docs/decisions/039): a tax invoice when the seller has a
 * GSTIN, otherwise (or for an exempt supply such as rudraksha) a bill of supply; a refund issues
 * a credit note that refers to the invoice it corrects. Numbers run per series and financial
 * year (April-March), without gaps or duplicates.
 */
export const invoiceKinds = ['tax-invoice', 'bill-of-supply', 'credit-note'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];
