import { formatPaise } from '@app/contract/money';
import { site } from '@app/contract/site';
import type { OutgoingMail } from '../mail/outbox.repository.ts';
import { documentMailKey, type InvoiceRow } from './invoices.repository.ts';

const subjects = {
  'tax-invoice': { en: 'Your tax invoice', hi: 'आपका टैक्स इनवॉइस' },
  'bill-of-supply': { en: 'Your bill of supply', hi: 'आपका बिल ऑफ़ सप्लाई' },
  'credit-note': { en: 'Your credit note', hi: 'आपका क्रेडिट नोट' },
} as const;

/**
 * The mail that carries a document's PDF (decision 041): it follows the confirmation (or the
 * refund) once the PDF is printed, in the document's language, queued once under its dedupe key.
 */
export function invoiceDocumentMail(
  document: InvoiceRow,
  options: {
    pdf: Buffer;
    fileName: string;
    userId: string | null;
    businessEmail: string;
    corrects: InvoiceRow | undefined;
  },
): OutgoingMail {
  const language = document.language;
  const subject = `${subjects[document.kind][language]} ${document.number} – ${site.name[language]}`;
  const amount = formatPaise(document.totalPaise);
  const text =
    language === 'hi'
      ? [
          `नमस्ते ${document.buyer.name},`,
          '',
          document.kind === 'credit-note'
            ? `आपको लौटाई गई ${amount} की राशि का क्रेडिट नोट ${document.number} संलग्न है${options.corrects ? ` (इनवॉइस ${options.corrects.number} के संबंध में)` : ''}।`
            : `आपके भुगतान (${amount}) का ${subjects[document.kind].hi.replace('आपका ', '')} ${document.number} संलग्न है।`,
          document.orderId
            ? "आप इसे वेबसाइट पर 'मेरे ऑर्डर' से भी डाउनलोड कर सकते हैं।"
            : 'आप इसे अपनी बुकिंग के पेज से भी डाउनलोड कर सकते हैं (पुष्टि वाले ईमेल का लिंक)।',
          '',
          `कोई प्रश्न हो तो इस ईमेल का जवाब दें या ${site.email} पर लिखें।`,
          '',
          '--',
          site.name.hi,
        ]
      : [
          `Namaste ${document.buyer.name},`,
          '',
          document.kind === 'credit-note'
            ? `Attached is credit note ${document.number} for the ${amount} refunded to you${options.corrects ? ` (against invoice ${options.corrects.number})` : ''}.`
            : `Attached is ${subjects[document.kind].en.replace('Your ', 'the ')} ${document.number} for your payment of ${amount}.`,
          document.orderId
            ? 'You can also download it from My Orders on our website.'
            : "You can also download it from your booking's page (the link in your confirmation).",
          '',
          `Questions? Reply to this e-mail or write to ${site.email}.`,
          '',
          '--',
          site.name.en,
        ];
  return {
    kind: 'invoice-document',
    to: document.buyer.email,
    replyTo: options.businessEmail,
    subject,
    text: text.join('\n'),
    attachments: [
      { filename: options.fileName, contentType: 'application/pdf', content: options.pdf },
    ],
    dedupeKey: documentMailKey(document.id),
    userId: options.userId,
  };
}

/**
 * A purchase's confirmation with its invoice attached (decision 041): the line that says so, in
 * the document's language, put before the signature.
 */
export function withAttachedInvoiceLine(text: string, document: InvoiceRow): string {
  const line =
    document.language === 'hi'
      ? `${subjects[document.kind].hi} ${document.number} इस ईमेल के साथ संलग्न है (PDF)।`
      : `${subjects[document.kind].en} ${document.number} is attached to this e-mail (PDF).`;
  const signature = text.lastIndexOf('\n--\n');
  if (signature < 0) return `${text}\n\n${line}`;
  return `${text.slice(0, signature)}\n${line}\n${text.slice(signature)}`;
}
