import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { GstSummaryReply, InvoiceListReply } from '@app/contract/invoices';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPostgresDatabase } from '../../../src/db/database.ts';
import { invoices, outbox, outboxAttachments } from '../../../src/db/schema.ts';
import { financialYearOf } from '../../../src/modules/invoices/gst-amounts.ts';
import type { InvoiceLine } from '../../../src/modules/invoices/invoices.repository.ts';
import { takeDocumentSequence } from '../../../src/modules/invoices/invoices.repository.ts';
import { createTestApp, json, type TestApp } from '../../helpers/test-app.ts';
import { databaseKind } from '../../helpers/test-database.ts';
import { type Buyer, paymentEnvironment, paymentKit } from '../payments/payment-test-kit.ts';

/**
 * Invoices and credit notes through the real path (issue 34, decision 041): payments through
 * the simulated gateway, refunds through the admin's refund call and the gateway, the PDFs
 * printed by Chromium and read back with pdftotext, the accountant's summary and CSV summed
 * against the documents, and the numbering under concurrent payments on two app instances.
 *
 * The seller is registered in Maharashtra (27); the buyers live in Varanasi (221005, Uttar
 * Pradesh, 09) or Mumbai (400001, 27): IGST across states, CGST + SGST within.
 */

const run = promisify(execFile);
// Chromium prints up to five documents in one test: on a busy 2-core machine that takes a while.
vi.setConfig({ testTimeout: 90_000 });
const gstin = '27AAPFU0939F1ZV';
const sellerEnvironment = {
  ...paymentEnvironment,
  SELLER_LEGAL_NAME: 'Shubh Jyotish Services LLP',
  SELLER_ADDRESS: '5 Marine Drive, Mumbai 400002',
  SELLER_STATE: '27',
  SELLER_GSTIN: gstin,
};
const year = financialYearOf(new Date()).slice(2);

let context: TestApp;
const kit = paymentKit(() => context);
let buyer: Buyer;
let stranger: Buyer;
let admin: Buyer;
let workDir: string;

beforeAll(async () => {
  context = await createTestApp({ environment: sellerEnvironment });
  [buyer, stranger, admin] = await Promise.all([kit.buyer(), kit.buyer(), kit.admin()]);
  workDir = mkdtempSync(path.join(tmpdir(), 'invoices-'));
});
afterAll(async () => {
  await context.close();
  rmSync(workDir, { recursive: true, force: true });
});

const api = (url: string, headers: Record<string, string | undefined> = {}) =>
  context.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

/** A paid gemstone order (the buyer's), 3-faced and 5-faced: 1789 rupees. */
async function placeOrder(items = [{ id: 1 }, { id: 2 }]) {
  const { id } = await kit.captureGemstones(buyer.token, items);
  const response = await kit.verify(kit.verifyBody(await kit.pay(id), items), buyer.token);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ order: { _id: string } }>(response).order;
}

let bookingCounter = 0;
/** A paid consultation booking by a guest, at least four days ahead; pin as given. */
async function book(pin: string) {
  bookingCounter += 1;
  const from = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
  const slots = json<{ slots: { start: string }[] }>(
    await api(`/appointments/slots?from=${from}&days=14&package=regular&mode=audio`),
  ).slots;
  const slot = slots[bookingCounter * 3];
  if (!slot) throw new Error('no free slot');
  const addressData = {
    name: `Kavita Rao ${bookingCounter}`,
    phone: '+91 98450 11223',
    email: `kavita.${bookingCounter}@example.com`,
    address: '4 Assi Ghat',
    pin,
    location: 'domestic',
    package: 'regular',
    mode: 'audio',
  };
  const captured = await kit.capture({
    amount: 1500,
    purpose: 'appointment',
    addressData,
    slot: { start: slot.start },
  });
  expect(captured.statusCode, captured.body).toBe(200);
  const result = await kit.pay(json<{ order: { id: string } }>(captured).order.id);
  const verified = await context.app.inject({
    method: 'POST',
    url: '/api/v1/razorpay/verifyPayment-appiment',
    payload: { ...result, addressData },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return json<{ manageKey: string; appointment: { _id: string } }>(verified);
}

async function pdfText(pdf: Buffer, name: string): Promise<string> {
  const file = path.join(workDir, name);
  writeFileSync(file, pdf);
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', '-layout', file, '-']);
  return stdout.replace(/[ \t]+/g, ' ');
}

const documentsOf = (subjectId: string) =>
  context.db
    .select()
    .from(invoices)
    .where(sql`${invoices.orderId} = ${subjectId} or ${invoices.appointmentId} = ${subjectId}`)
    .orderBy(asc(invoices.issuedAt));

let refundKey = 0;
function refund(orderId: string, amount?: number) {
  refundKey += 1;
  return context.app.inject({
    method: 'POST',
    url: `/api/v1/order/${orderId}/refund`,
    headers: kit.auth(admin.token),
    payload: {
      action: 'refund',
      idempotencyKey: `invoice-test-${process.pid}-${refundKey}`,
      ...(amount === undefined ? {} : { amount }),
    },
  });
}

describe('the invoice of a paid booking', () => {
  it('is a tax invoice with IGST across states, numbered in its financial year, read back from its PDF', async () => {
    const booking = await book('221005');
    const [invoice] = await documentsOf(booking.appointment._id);
    expect(invoice).toMatchObject({
      kind: 'tax-invoice',
      number: expect.stringMatching(new RegExp(`^INV/${year}/\\d{6}$`)),
      placeOfSupply: '09',
      taxablePaise: 127_119,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 22_881,
      totalPaise: 150_000,
    });
    expect(invoice?.number.length).toBeLessThanOrEqual(16);

    // The booker opens it with the key of the booking's mails.
    const response = await api(
      `/appointments/${booking.appointment._id}/invoice.pdf?key=${booking.manageKey}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `${invoice?.number.replace(/\//g, '-')}.pdf`,
    );
    const text = await pdfText(response.rawPayload, 'booking.pdf');
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(invoice?.number);
    expect(text).toContain('Shubh Jyotish Services LLP');
    expect(text).toContain(`GSTIN: ${gstin}`);
    expect(text).toContain(`Kavita Rao ${bookingCounter}`);
    expect(text).toMatch(/Place of supply: Uttar Pradesh \(09\)/);
    expect(text).toContain('SAC 999799');
    expect(text).toContain('IGST');
    expect(text).toContain('₹1,271.19');
    expect(text).toContain('₹228.81');
    expect(text).toContain('Rupees One Thousand Five Hundred Only');

    // Without the key, nobody's: 401; a stranger's token: 403.
    expect((await api(`/appointments/${booking.appointment._id}/invoice.pdf`)).statusCode).toBe(
      401,
    );
    expect(
      (await api(`/appointments/${booking.appointment._id}/invoice.pdf`, kit.auth(stranger.token)))
        .statusCode,
    ).toBe(403);
    // An admin reads it by the order path too (API.md: "of a paid order or booking").
    expect(
      (await api(`/order/${booking.appointment._id}/invoice.pdf`, kit.auth(admin.token)))
        .statusCode,
    ).toBe(200);
  });

  it('splits CGST and SGST within the seller’s state, and prints in Hindi', async () => {
    const booking = await book('400001');
    const [invoice] = await documentsOf(booking.appointment._id);
    expect(invoice).toMatchObject({
      placeOfSupply: '27',
      taxablePaise: 127_119,
      cgstPaise: 11_440,
      sgstPaise: 11_441,
      igstPaise: 0,
    });
    const response = await api(
      `/appointments/${booking.appointment._id}/invoice.pdf?key=${booking.manageKey}&lang=hi`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const text = await pdfText(response.rawPayload, 'booking-hi.pdf');
    expect(text).toContain('कर बीजक');
    expect(text).toContain('आपूर्ति का स्थान');
    expect(text).toContain('महाराष्ट्र');
    expect(text).toContain('CGST');
    expect(text).toContain('₹114.40');
    expect(text).toContain('₹114.41');
    expect(text).toContain('एक हज़ार पाँच सौ रुपये मात्र');
  });
});

describe('a seller without a GSTIN', () => {
  it('issues a bill of supply with no GST even for a taxable service', async () => {
    // Another instance of the shop on the same database, configured without SELLER_GSTIN.
    const unregistered = await createTestApp({
      environment: { ...paymentEnvironment, SELLER_STATE: '27' },
      database: context.database,
    });
    const registered = context;
    context = unregistered;
    try {
      const booking = await book('221005');
      const [bill] = await documentsOf(booking.appointment._id);
      expect(bill).toMatchObject({
        kind: 'bill-of-supply',
        number: expect.stringMatching(new RegExp(`^BOS/${year}/\\d{6}$`)),
        taxablePaise: 150_000,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 0,
        totalPaise: 150_000,
      });
      const response = await api(
        `/appointments/${booking.appointment._id}/invoice.pdf?key=${booking.manageKey}`,
      );
      const text = await pdfText(response.rawPayload, 'unregistered.pdf');
      expect(text).toContain('Bill of Supply');
      expect(text).toContain('Not registered under GST');
      expect(text).not.toContain('IGST');
    } finally {
      context = registered;
      await unregistered.close();
    }
  });
});

describe('the bill of supply of a gemstone order and its credit notes', () => {
  it('issues a bill of supply for exempt rudraksha, its owner and an admin may read it, nobody else', async () => {
    const order = await placeOrder();
    const [bill] = await documentsOf(order._id);
    expect(bill).toMatchObject({
      kind: 'bill-of-supply',
      number: expect.stringMatching(new RegExp(`^BOS/${year}/\\d{6}$`)),
      placeOfSupply: '09',
      taxablePaise: 178_900,
      cgstPaise: 0,
      igstPaise: 0,
      totalPaise: 178_900,
    });
    expect(bill?.lines).toMatchObject([
      { code: '1404 90', codeKind: 'HSN', exempt: true, totalPaise: 79_100 },
      { code: '1404 90', codeKind: 'HSN', exempt: true, totalPaise: 99_800 },
    ]);

    const mine = await api(`/order/${order._id}/invoice.pdf`, kit.auth(buyer.token));
    expect(mine.statusCode).toBe(200);
    const text = await pdfText(mine.rawPayload, 'bill.pdf');
    expect(text).toContain('Bill of Supply');
    expect(text).toContain(bill?.number);
    expect(text).toContain('HSN 1404 90');
    expect(text).toContain('Exempt');
    expect(text).toContain('Rupees One Thousand Seven Hundred Eighty-Nine Only');

    expect((await api(`/order/${order._id}/invoice.pdf`, kit.auth(admin.token))).statusCode).toBe(
      200,
    );
    const theirs = await api(`/order/${order._id}/invoice.pdf`, {
      ...kit.auth(stranger.token),
      'accept-language': 'hi',
    });
    expect(theirs.statusCode).toBe(403);
    expect(json(theirs).message).toMatch(/इनवॉइस/);
    expect((await api(`/order/${order._id}/invoice.pdf`)).statusCode).toBe(401);
    expect(
      (await api('/order/00000000-0000-4000-8000-000000000000/invoice.pdf', kit.auth(admin.token)))
        .statusCode,
    ).toBe(404);
  });

  it('issues a credit note per refund that refers to the invoice, and nets to zero once all is refunded', async () => {
    const order = await placeOrder();
    const first = await refund(order._id, 500);
    expect(first.statusCode, first.body).toBe(200);
    expect(json<{ refund: { status: string } }>(first).refund.status).toBe('processed');
    const rest = await refund(order._id);
    expect(rest.statusCode, rest.body).toBe(200);
    // The worker issues any credit note the refund's listener missed (none here).
    await context.app.invoicing.runDue();

    const [bill, ...notes] = await documentsOf(order._id);
    expect(notes).toHaveLength(2);
    expect(notes.map((note) => note.kind)).toEqual(['credit-note', 'credit-note']);
    for (const note of notes) {
      expect(note.correctsInvoiceId).toBe(bill?.id);
      expect(note.number).toMatch(new RegExp(`^CN/${year}/\\d{6}$`));
    }
    expect(notes[0]?.totalPaise).toBe(50_000);
    expect((notes[0]?.totalPaise ?? 0) + (notes[1]?.totalPaise ?? 0)).toBe(bill?.totalPaise);
    // Line by line, the two notes give back exactly what the bill charged.
    ((bill?.lines ?? []) as InvoiceLine[]).forEach((line, index) => {
      const credited = notes.reduce(
        (sum, note) => sum + ((note.lines as InvoiceLine[])[index]?.totalPaise ?? 0),
        0,
      );
      expect(credited).toBe(line.totalPaise);
    });

    const response = await api(`/order/${order._id}/invoice.pdf`, kit.auth(buyer.token));
    const text = await pdfText(response.rawPayload, 'bill-and-notes.pdf');
    expect(text).toContain('Credit Note');
    expect(text).toContain(notes[0]?.number);
    expect(text).toContain(`Against invoice ${bill?.number}`);
    expect(text).toContain('Rupees Five Hundred Only');

    // Each document's PDF is mailed once, whichever instance's worker gets there.
    await context.app.invoicing.runDue();
    const mails = await context.db
      .select({ id: outbox.id, key: outbox.dedupeKey, to: outbox.toAddress })
      .from(outbox)
      .where(eq(outbox.kind, 'invoice-document'));
    const keys = mails.map((mail) => mail.key);
    for (const document of [bill, ...notes]) {
      expect(keys.filter((key) => key === `invoice-document:${document?.id}`)).toHaveLength(1);
    }
    const noteMail = mails.find((mail) => mail.key === `invoice-document:${notes[0]?.id}`);
    const attached = await context.db
      .select({ filename: outboxAttachments.filename })
      .from(outboxAttachments)
      .where(eq(outboxAttachments.mailId, noteMail?.id ?? ''));
    expect(attached).toEqual([{ filename: `${notes[0]?.number.replace(/\//g, '-')}.pdf` }]);
  });

  it('does not issue a second credit note for the same refund', async () => {
    const order = await placeOrder([{ id: 2 }]);
    await refund(order._id, 100);
    const [, note] = await documentsOf(order._id);
    expect(note?.refundId).toBeTruthy();
    const again = await context.app.invoicing.issueCreditNote(note?.refundId ?? '');
    expect(again?.id).toBe(note?.id);
    expect(await documentsOf(order._id)).toHaveLength(2);
  });
});

describe('numbers', () => {
  it('give a number back when the transaction that took it rolls back', async () => {
    const series = `T${process.pid % 100}`;
    const taken = await context.db.transaction((tx) => takeDocumentSequence(tx, series, '2026-27'));
    await expect(
      context.db.transaction(async (tx) => {
        await takeDocumentSequence(tx, series, '2026-27');
        throw new Error('payment failed after its number was taken');
      }),
    ).rejects.toThrow(/payment failed/);
    expect(await context.db.transaction((tx) => takeDocumentSequence(tx, series, '2026-27'))).toBe(
      taken + 1,
    );
  });

  it('run without gaps or duplicates under concurrent payments on two instances', async () => {
    // A second app on the same database: on PostgreSQL with its own connections, as another
    // instance would be; PGlite has one connection, which the two apps then share.
    const secondDatabase =
      databaseKind === 'postgres' && context.database.url
        ? await openPostgresDatabase(context.database.url)
        : undefined;
    const second = await createTestApp({
      environment: sellerEnvironment,
      database: (secondDatabase ?? context.database) as typeof context.database,
    });
    try {
      const count = 12;
      const paid = await Promise.all(
        Array.from({ length: count }, async () => {
          const items = [{ id: 2 }];
          const { id } = await kit.captureGemstones(buyer.token, items);
          return { items, result: await kit.pay(id) };
        }),
      );
      const responses = await Promise.all(
        paid.map(({ items, result }, index) =>
          (index % 2 === 0 ? context.app : second.app).inject({
            method: 'POST',
            url: '/api/v1/razorpay/verifyPayment',
            headers: kit.auth(buyer.token),
            payload: kit.verifyBody(result, items),
          }),
        ),
      );
      for (const response of responses) expect(response.statusCode, response.body).toBe(200);
      const bills = await context.db
        .select({ sequence: invoices.sequence })
        .from(invoices)
        .where(sql`${invoices.series} = 'BOS'`)
        .orderBy(asc(invoices.sequence));
      expect(bills.map((bill) => bill.sequence)).toEqual(
        Array.from({ length: bills.length }, (_, index) => index + 1),
      );
    } finally {
      await second.close();
      await secondDatabase?.close();
    }
  });
});

describe('for the accountant', () => {
  const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

  it('sums the month per rate and state, credit notes subtracted, equal to the documents to the paisa', async () => {
    const response = await api(`/admin/gst-summary?month=${month}`, kit.auth(admin.token));
    expect(response.statusCode, response.body).toBe(200);
    const summary = json<GstSummaryReply>(response);
    const all = await context.db.select().from(invoices);
    const signed = (pick: (row: (typeof all)[number]) => number) =>
      all.reduce((sum, row) => sum + (row.kind === 'credit-note' ? -1 : 1) * pick(row), 0);
    expect(Math.round(summary.totals.taxable * 100)).toBe(signed((row) => row.taxablePaise));
    expect(Math.round(summary.totals.cgst * 100)).toBe(signed((row) => row.cgstPaise));
    expect(Math.round(summary.totals.sgst * 100)).toBe(signed((row) => row.sgstPaise));
    expect(Math.round(summary.totals.igst * 100)).toBe(signed((row) => row.igstPaise));
    expect(Math.round(summary.totals.total * 100)).toBe(signed((row) => row.totalPaise));
    // 18% in Uttar Pradesh (the IGST booking) and in Maharashtra (the CGST + SGST one).
    expect(summary.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rate: 18, placeOfSupply: '09', igst: 228.81, taxable: 1271.19 }),
        expect.objectContaining({ rate: 18, placeOfSupply: '27', cgst: 114.4, sgst: 114.41 }),
        expect.objectContaining({ rate: 0, placeOfSupply: '09' }),
      ]),
    );
    const rowSum = summary.rows.reduce((sum, row) => sum + Math.round(row.total * 100), 0);
    expect(rowSum).toBe(signed((row) => row.totalPaise));

    const csv = await api(`/admin/gst-summary.csv?month=${month}`, kit.auth(admin.token));
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Month,Rate (%),Place of supply code,Place of supply,Documents,Taxable value,CGST,SGST,IGST,Total',
    );
    expect(lines.at(-1)).toMatch(
      new RegExp(`^Total,,,,\\d+,.*,${(signed((row) => row.totalPaise) / 100).toFixed(2)}$`),
    );
  });

  it('lists and exports the documents of a range, its totals equal to the invoices', async () => {
    const response = await api(`/admin/invoices?from=${today}&to=${today}`, kit.auth(admin.token));
    expect(response.statusCode, response.body).toBe(200);
    const list = json<InvoiceListReply>(response);
    const all = await context.db.select().from(invoices);
    expect(list.invoices).toHaveLength(all.length);
    const sum = all.reduce(
      (total, row) => total + (row.kind === 'credit-note' ? -1 : 1) * row.totalPaise,
      0,
    );
    expect(Math.round(list.totals.total * 100)).toBe(sum);

    const csv = await api(`/admin/invoices.csv?from=${today}&to=${today}`, kit.auth(admin.token));
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(all.length + 2);
    const csvSum = lines
      .slice(1, -1)
      .reduce((total, line) => total + Math.round(Number(line.split(',').at(-1)) * 100), 0);
    expect(csvSum).toBe(sum);
    expect(lines.at(-1)?.split(',').at(-1)).toBe((sum / 100).toFixed(2));
    expect(lines.some((line) => line.startsWith('CN/') && line.includes(',Credit note,'))).toBe(
      true,
    );
  });

  it('refuses a bad range or month in both languages, and anyone but an admin', async () => {
    const backwards = await api('/admin/invoices?from=2026-05-02&to=2026-05-01', {
      ...kit.auth(admin.token),
      'accept-language': 'hi',
    });
    expect(backwards.statusCode).toBe(400);
    expect(json(backwards).message).toContain('आख़िरी दिन');
    const backwardsEn = await api('/admin/invoices?from=2026-05-02&to=2026-05-01', {
      ...kit.auth(admin.token),
    });
    expect(json(backwardsEn).message).toMatch(/last day must not be before the first/);
    const month = await api('/admin/gst-summary?month=2026-13', kit.auth(admin.token));
    expect(month.statusCode).toBe(400);
    expect(json(month).message).toBeTruthy();
    expect((await api('/admin/gst-summary?month=2026-05', kit.auth(buyer.token))).statusCode).toBe(
      403,
    );
    expect((await api('/admin/invoices.csv?from=2026-05-01&to=2026-05-01')).statusCode).toBe(401);
  });
});
