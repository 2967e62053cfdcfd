import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import enInvoices from '../../web/app/locales/en/invoices.json' with { type: 'json' };
import hiInvoices from '../../web/app/locales/hi/invoices.json' with { type: 'json' };
import { closeContactPopup, expect, type Language, mailText, test } from '../support/fixtures';

/**
 * The invoice of a paid order (issue 34, decision 041), as a customer gets it: My Orders'
 * "Download invoice" saves the PDF, in the page's language, and its text (read back with
 * pdftotext) has the number, the seller, the buyer, the HSN code and the total in words.
 */

const run = promisify(execFile);
const words = { en: enInvoices, hi: hiInvoices } as const;

async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'invoice-pdf-'));
  const file = path.join(dir, 'invoice.pdf');
  await writeFile(file, pdf);
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return stdout.replace(/\s+/g, ' ');
}

for (const language of ['en', 'hi'] as const satisfies Language[]) {
  test.describe(`My Orders in ${language === 'en' ? 'English' : 'Hindi'}`, () => {
    test.use({ language });

    test('downloads the order’s bill of supply as a PDF in the page’s language', async ({
      page,
      buyer,
      shop,
    }) => {
      const orderId = await shop.paidOrder(buyer, 2);
      await page.goto('/my-orders');
      await closeContactPopup(page);
      const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
      const button = card.getByRole('button', { name: words[language].download.label });
      await expect(button).toBeVisible();
      const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(file.suggestedFilename()).toMatch(/^BOS-\d{2}-\d{2}-\d{6}\.pdf$/);
      const pdf = await readFile(await file.path());
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(pdf);
      const number = file
        .suggestedFilename()
        .replace('.pdf', '')
        .replace(/-/, '/')
        .replace(/-(\d{6})$/, '/$1');
      expect(text).toContain(number);
      expect(text).toContain(buyer.name);
      expect(text).toContain('HSN 1404 90');
      if (language === 'en') {
        expect(text).toContain('Bill of Supply');
        expect(text).toContain('Rupees Nine Hundred Ninety-Eight Only');
        expect(text).toContain('Place of supply: Uttar Pradesh (09)');
      } else {
        expect(text).toContain('पूर्ति का बिल');
        expect(text).toContain('नौ सौ अट्ठानवे रुपये मात्र');
        expect(text).toContain('उत्तर प्रदेश (09)');
      }
    });

    test('the order’s confirmation mail carries the invoice PDF, in the language of the purchase', async ({
      buyer,
      shop,
      mailbox,
    }) => {
      const orderId = await shop.paidOrder(buyer, 2, language);
      const mail = await mailbox.waitForMailWith(orderId);
      const text = mailText(mail);
      expect(text).toContain(orderId);
      expect(text).toContain(
        language === 'en' ? 'Thank you for your order.' : 'आपके ऑर्डर के लिए धन्यवाद।',
      );
      // One mail: the confirmation with the PDF, which it names.
      const number = /\b(BOS\/\d{2}-\d{2}\/\d{6})\b/.exec(text)?.[1] ?? '';
      expect(number, 'the confirmation names its bill of supply').not.toBe('');
      expect(text).toContain(
        language === 'en'
          ? `${number} is attached to this e-mail (PDF).`
          : `${number} इस ईमेल के साथ संलग्न है (PDF)।`,
      );
      expect(mail).toMatch(/Content-Type: application\/pdf; name=BOS-\d{2}-\d{2}-\d{6}\.pdf/);
      const pdfPart =
        /Content-Type: application\/pdf[^\n]*\r?\n(?:[\w-]+:[^\n]*\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
          mail,
        );
      const pdf = Buffer.from((pdfPart?.[1] ?? '').replace(/\s+/g, ''), 'base64');
      const pdfWords = await pdfText(pdf);
      expect(pdfWords).toContain(number);
      expect(pdfWords).toContain(language === 'en' ? 'Bill of Supply' : 'पूर्ति का बिल');
    });
  });
}
