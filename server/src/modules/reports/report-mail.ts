import { type ReportProduct, reportDelivery } from '@app/contract/catalogue-reports';
import { formatPaise } from '@app/contract/money';
import { type Language, site } from '@app/contract/site';
import type { MailAttachment, OutgoingMail } from '../mail/outbox.repository.ts';

/**
 * The report mails, in the language the buyer chose for the PDF (stored with the purchase, so
 * the webhook and the generator know it too): the confirmation queued with the order, and the
 * delivery with the PDF attached, queued with the PDF. Neither repeats the birth details.
 */
type ReportMailFacts = {
  orderId: string;
  product: ReportProduct;
  language: Language;
  email: string;
  names: string;
  siteUrl: string | undefined;
  businessEmail: string;
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function ordersLink(siteUrl: string | undefined, language: Language): string | undefined {
  if (!siteUrl) return undefined;
  return `${siteUrl.replace(/\/+$/, '')}${language === 'hi' ? '/hi' : ''}/my-orders`;
}

const signature = (language: Language) => [
  '',
  language === 'hi'
    ? `प्रश्न? इस ईमेल का उत्तर दें, ${site.email} पर लिखें या ${site.phones[0]} पर फ़ोन करें।`
    : `Questions? Reply to this e-mail, write to ${site.email} or call ${site.phones[0]}.`,
  '',
  '--',
  site.name[language],
];

/** The file name of a report's PDF: the shop, the report, the order. */
export function reportFileName(product: ReportProduct, orderId: string): string {
  return `shubh-jyotish-${product.slug}-${orderId.slice(0, 8)}.pdf`;
}

export function reportOrderedMail(facts: ReportMailFacts & { amountPaise: number }): OutgoingMail {
  const { product, language } = facts;
  const link = ordersLink(facts.siteUrl, language);
  const name = product.name[language];
  const text =
    language === 'hi'
      ? [
          'नमस्ते,',
          '',
          `${oneLine(facts.names)} के लिए आपकी ${name} का भुगतान मिल गया है, धन्यवाद।`,
          'हम आपकी कुंडली की गणना करके रिपोर्ट बना रहे हैं; तैयार होते ही वह PDF के रूप में',
          'इसी पते पर एक अलग ईमेल से आएगी।',
          '',
          `ऑर्डर:      ${facts.orderId}`,
          `राशि:       ${formatPaise(facts.amountPaise)}`,
          link ? `आपके ऑर्डर: ${link}` : 'आप वेबसाइट पर "मेरे ऑर्डर" में इसकी स्थिति देख सकते हैं।',
          ...signature(language),
        ]
      : [
          'Namaste,',
          '',
          `Thank you: your payment for the ${name} for ${oneLine(facts.names)} has been received.`,
          'We are calculating the chart and preparing the report; it will arrive as a PDF in a',
          'separate e-mail to this address as soon as it is ready.',
          '',
          `Order:      ${facts.orderId}`,
          `Amount:     ${formatPaise(facts.amountPaise)}`,
          link ? `Your orders: ${link}` : 'You can follow it under My Orders on our website.',
          ...signature(language),
        ];
  return {
    kind: 'report-ordered',
    to: facts.email,
    replyTo: facts.businessEmail,
    subject: language === 'hi' ? `आपकी ${name} तैयार की जा रही है` : `Your ${name} is being prepared`,
    text: text.join('\n'),
    carriesInvoice: true,
  };
}

export function reportDeliveryMail(
  facts: ReportMailFacts & { pdf: MailAttachment['content'] },
): OutgoingMail {
  const { product, language } = facts;
  const name = product.name[language];
  const fileName = reportFileName(product, facts.orderId);
  const text =
    language === 'hi'
      ? [
          'नमस्ते,',
          '',
          `${oneLine(facts.names)} की ${name} इस ईमेल के साथ संलग्न है (${fileName})।`,
          'इसे किसी भी PDF रीडर में खोलें; आप इसे वेबसाइट पर "मेरे ऑर्डर" से भी डाउनलोड कर सकते हैं।',
          `रिपोर्ट के बारे में प्रश्नों के उत्तर हम ${reportDelivery.questionsAnsweredForDays} दिनों तक देते हैं।`,
          '',
          `ऑर्डर: ${facts.orderId}`,
          ...signature(language),
        ]
      : [
          'Namaste,',
          '',
          `The ${name} for ${oneLine(facts.names)} is attached to this e-mail (${fileName}).`,
          'Open it in any PDF reader; you can also download it again from My Orders on our website.',
          `We answer questions about the report for ${reportDelivery.questionsAnsweredForDays} days.`,
          '',
          `Order: ${facts.orderId}`,
          ...signature(language),
        ];
  return {
    kind: 'report-delivery',
    to: facts.email,
    replyTo: facts.businessEmail,
    subject:
      language === 'hi'
        ? `आपकी ${name}: ${oneLine(facts.names)}`
        : `Your ${name}: ${oneLine(facts.names)}`,
    text: text.join('\n'),
    attachments: [{ filename: fileName, contentType: 'application/pdf', content: facts.pdf }],
  };
}
