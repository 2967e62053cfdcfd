import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { invoices, orders, outbox, outboxAttachments } from '../../../src/db/schema.ts';
import {
  attachInvoiceToHeldMail,
  enqueueMail,
} from '../../../src/modules/mail/outbox.repository.ts';
import { createTestApp, json, type TestApp } from '../../helpers/test-app.ts';
import {
  address,
  type Buyer,
  paymentEnvironment,
  paymentKit,
} from '../payments/payment-test-kit.ts';

/**
 * The invoice goes with the purchase's confirmation (issue 34, decision 041): while the invoice
 * worker runs, the confirmation is queued held for the invoice; the worker prints the PDF,
 * attaches it and releases the mail, and the invoice gets no mail of its own. A confirmation
 * that left without it (the hold ran out, or it was already being sent) gets the invoice in a
 * mail of its own, once. A rudraksha order keeps the buyer's language: its confirmation and its
 * invoice speak Hindi when the buyer paid in Hindi.
 */

const run = promisify(execFile);
vi.setConfig({ testTimeout: 90_000 });

let context: TestApp;
const kit = paymentKit(() => context);
let buyer: Buyer;
let workDir: string;

beforeAll(async () => {
  context = await createTestApp({ environment: paymentEnvironment });
  buyer = await kit.buyer();
  workDir = mkdtempSync(path.join(tmpdir(), 'invoice-confirmation-'));
});
afterAll(async () => {
  await context.close();
  rmSync(workDir, { recursive: true, force: true });
});

/** A paid order of one 5-faced bead (998 rupees), bought in `language`. */
async function placeOrder(language: 'en' | 'hi') {
  const items = [{ id: 2 }];
  const captured = await kit.capture(
    { amount: 998, purpose: 'gemstone', items, addressData: address },
    buyer.token,
    { 'accept-language': language },
  );
  expect(captured.statusCode, captured.body).toBe(200);
  const paymentOrderId = json<{ order: { id: string } }>(captured).order.id;
  const verified = await kit.verify(
    kit.verifyBody(await kit.pay(paymentOrderId), items),
    buyer.token,
  );
  expect(verified.statusCode, verified.body).toBe(200);
  return json<{ order: { _id: string } }>(verified).order._id;
}

async function confirmationOf(orderId: string) {
  const [invoice] = await context.db.select().from(invoices).where(eq(invoices.orderId, orderId));
  if (!invoice) throw new Error('no invoice');
  const [mail] = await context.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'order-confirmation'), eq(outbox.attachesInvoiceId, invoice.id)));
  return { invoice, mail };
}

const attachmentsOf = (mailId: string) =>
  context.db.select().from(outboxAttachments).where(eq(outboxAttachments.mailId, mailId));

const ownMailsOf = (invoiceId: string) =>
  context.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(eq(outbox.dedupeKey, `invoice-document:${invoiceId}`));

async function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(workDir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return stdout.replace(/\s+/g, ' ');
}

const expected = {
  en: {
    subject: 'order is confirmed',
    line: 'is attached to this e-mail (PDF).',
    kind: 'Bill of Supply',
  },
  hi: {
    subject: 'आपका ऑर्डर पक्का हो गया है',
    line: 'इस ईमेल के साथ संलग्न है (PDF)।',
    kind: 'पूर्ति का बिल',
  },
} as const;

describe('the confirmation of a paid order, while the invoice worker runs', () => {
  beforeAll(() => {
    // As server.ts starts it: confirmations are then held for their invoice.
    context.app.invoicing.start();
  });

  for (const language of ['en', 'hi'] as const) {
    it(`carries its invoice's PDF and says so, in the language the buyer paid in (${language})`, async () => {
      const before = Date.now();
      const orderId = await placeOrder(language);
      const [order] = await context.db.select().from(orders).where(eq(orders.id, orderId));
      expect(order?.language).toBe(language);
      const { invoice, mail } = await confirmationOf(orderId);
      expect(invoice.language).toBe(language);
      expect(mail, 'the confirmation was queued held for the invoice').toBeDefined();
      if (!mail) return;
      expect(mail.subject).toContain(expected[language].subject);
      // Held for at most 90 s: never longer, whatever happens to the printer.
      expect(mail.nextAttemptAt.getTime()).toBeLessThanOrEqual(before + 90_000 + 5_000);

      // The worker (its own timer, or this pass) prints the PDF and releases the mail.
      await context.app.invoicing.runDue();
      const [released] = await context.db.select().from(outbox).where(eq(outbox.id, mail.id));
      expect(released?.invoiceAttachedAt).not.toBeNull();
      expect(released?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(released?.textBody).toContain(`${invoice.number} ${expected[language].line}`);
      // The line sits above the signature.
      expect(released?.textBody.indexOf(invoice.number)).toBeLessThan(
        released?.textBody.lastIndexOf('\n--\n') ?? 0,
      );
      const attachments = await attachmentsOf(mail.id);
      expect(attachments.map((file) => file.filename)).toEqual([
        `${invoice.number.replace(/\//g, '-')}.pdf`,
      ]);
      const text = await pdfText(attachments[0]?.content ?? Buffer.alloc(0));
      expect(text).toContain(invoice.number);
      expect(text).toContain(expected[language].kind);

      // The invoice needs no mail of its own, however often the worker passes.
      await context.app.invoicing.runDue();
      expect(await ownMailsOf(invoice.id)).toHaveLength(0);
    });
  }
});

describe('a held confirmation', () => {
  const invoiceId = '00000000-0000-4000-8000-000000000034';
  const pdf = {
    filename: 'BOS.pdf',
    contentType: 'application/pdf',
    content: Buffer.from('%PDF-'),
  };

  it('takes the PDF once, and not once a worker has claimed it to send without', async () => {
    const held = await enqueueMail(context.db, {
      kind: 'order-confirmation',
      to: 'meera.joshi@example.com',
      subject: 'Your order is confirmed',
      text: 'Namaste,\n\nThank you.\n\n--\nShubh Jyotish',
      attachesInvoiceId: invoiceId,
      sendAfter: new Date(Date.now() + 90_000),
    });
    const line = (text: string) => text.replace('\n--\n', '\nAttached.\n--\n');
    expect(await attachInvoiceToHeldMail(context.db, invoiceId, pdf, line)).toBe('attached');
    expect(await attachInvoiceToHeldMail(context.db, invoiceId, pdf, line)).toBe(
      'already-attached',
    );
    expect(await attachmentsOf(held)).toHaveLength(1);

    const otherInvoiceId = '00000000-0000-4000-8000-000000000035';
    const claimed = await enqueueMail(context.db, {
      kind: 'order-confirmation',
      to: 'meera.joshi@example.com',
      subject: 'Your order is confirmed',
      text: 'Namaste,\n\n--\nShubh Jyotish',
      attachesInvoiceId: otherInvoiceId,
      sendAfter: new Date(Date.now() - 1_000),
    });
    // The hold ran out: the outbox worker took it (one attempt) to send it as it is.
    await context.db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1` })
      .where(eq(outbox.id, claimed));
    expect(await attachInvoiceToHeldMail(context.db, otherInvoiceId, pdf, line)).toBe('not-held');
    expect(await attachmentsOf(claimed)).toHaveLength(0);
  });
});
