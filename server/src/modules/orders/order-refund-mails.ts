import { findReportProduct } from '@app/contract/catalogue-reports';
import { formatPaise } from '@app/contract/money';
import type { RefundReason } from '@app/contract/refunds';
import { type Language, site } from '@app/contract/site';
import type { OutgoingMail } from '../mail/outbox.repository.ts';
import { type MailOptions, orderItemName, orderMailClosing } from './order-mail.ts';
import type { OrderWithItems } from './orders.repository.ts';

/**
 * The customer's mails about money back and about the parcel (docs/decisions/040): a refund
 * started, processed or failed, and the order shipped with its courier and tracking number, in
 * the order's language (the one the buyer paid in; a report's is its PDF's).
 */

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The language an order's mails are written in. */
function languageOf(order: OrderWithItems): Language {
  const language = order.report?.language ?? order.language;
  return language === 'hi' ? 'hi' : 'en';
}

/** What was bought, in a few words: the report's name, or the beads and their count. */
function whatWasBought(order: OrderWithItems, language: Language): string {
  const report = order.report && findReportProduct(order.report.product);
  if (report) return report.name[language];
  return order.items
    .map((item) => `${item.quantity} × ${orderItemName(item, language)}`)
    .join(', ');
}

const greeting = (order: OrderWithItems, language: Language) =>
  language === 'hi'
    ? `नमस्ते ${oneLine(order.shippingName)} जी,`
    : `Namaste ${oneLine(order.shippingName)},`;

/** One mail in the order's language: its subject, its lines and the closing. */
function compose(
  order: OrderWithItems,
  options: MailOptions,
  kind: string,
  dedupeKey: string,
  write: (language: Language) => { subject: string; lines: string[] },
): OutgoingMail {
  const language = languageOf(order);
  const { subject, lines } = write(language);
  return {
    kind,
    to: order.shippingEmail,
    replyTo: options.businessEmail,
    subject,
    text: [...lines, '', ...orderMailClosing(options, language)].join('\n'),
    dedupeKey,
    userId: order.userId,
  };
}

const reasonLines: Record<RefundReason, Record<Language, string>> = {
  'return-accepted': {
    en: 'We have accepted your request to cancel or return this order.',
    hi: 'इस ऑर्डर को रद्द करने या वापस करने का आपका अनुरोध हमने स्वीकार कर लिया है।',
  },
  'business-cancelled': {
    en: 'We are sending money back for this order.',
    hi: 'हम इस ऑर्डर का पैसा आपको वापस भेज रहे हैं।',
  },
  'customer-cancelled': {
    en: 'You cancelled this order.',
    hi: 'आपने यह ऑर्डर रद्द किया।',
  },
  'slot-taken': {
    en: 'We are sending money back for this order.',
    hi: 'हम इस ऑर्डर का पैसा आपको वापस भेज रहे हैं।',
  },
  'out-of-stock': {
    en: 'The last of a bead you ordered was sold just before your payment arrived.',
    hi: 'आपका भुगतान पहुँचने से ठीक पहले आपके ऑर्डर किए गए मनके का आख़िरी नग बिक गया।',
  },
};

type RefundFacts = { id: string; amountPaise: number; reason: RefundReason };

/** A refund was asked of the gateway: how much, why, and when to expect it. */
export function refundStartedMail(
  order: OrderWithItems,
  refund: RefundFacts,
  options: MailOptions,
): OutgoingMail {
  const amount = formatPaise(refund.amountPaise);
  return compose(
    order,
    options,
    'order-refund-started',
    `order-refund:${refund.id}:started`,
    (l) =>
      l === 'hi'
        ? {
            subject: `${site.name.hi}: आपके ऑर्डर का ${amount} का रिफ़ंड शुरू हो गया है`,
            lines: [
              greeting(order, l),
              '',
              reasonLines[refund.reason].hi,
              `हमने ${amount} का रिफ़ंड शुरू कर दिया है। यह राशि उसी तरीके से वापस जाएगी जिससे आपने भुगतान किया था।`,
              'बैंक को इसे आपके खाते में दिखाने में आम तौर पर 5 से 7 कार्य-दिवस लगते हैं। रिफ़ंड पूरा होते ही हम आपको फिर से लिखेंगे।',
              '',
              `ऑर्डर आईडी:   ${order.id}`,
              `सामान:        ${whatWasBought(order, l)}`,
              `भुगतान:       ${formatPaise(order.totalPaise)} (${order.paymentId})`,
              `रिफ़ंड:        ${amount}`,
              '',
            ],
          }
        : {
            subject: `${site.name.en}: a refund of ${amount} for your order has been started`,
            lines: [
              greeting(order, l),
              '',
              reasonLines[refund.reason].en,
              `We have started a refund of ${amount}. It goes back the way you paid.`,
              'Banks usually take 5 to 7 working days to show it in your account. We will write again once the refund has gone through.',
              '',
              `Order ID:   ${order.id}`,
              `Items:      ${whatWasBought(order, l)}`,
              `Paid:       ${formatPaise(order.totalPaise)} (${order.paymentId})`,
              `Refund:     ${amount}`,
              '',
            ],
          },
  );
}

/** The gateway settled a refund: the money has gone back, or it has not and we are on it. */
export function refundSettledMail(
  order: OrderWithItems,
  refund: RefundFacts & { status: 'processed' | 'failed' },
  options: MailOptions,
): OutgoingMail {
  const amount = formatPaise(refund.amountPaise);
  const processed = refund.status === 'processed';
  return compose(
    order,
    options,
    processed ? 'order-refund-processed' : 'order-refund-failed',
    `order-refund:${refund.id}:${refund.status}`,
    (l) =>
      l === 'hi'
        ? {
            subject: processed
              ? `${site.name.hi}: ${amount} का आपका रिफ़ंड हो गया है`
              : `${site.name.hi}: ${amount} का आपका रिफ़ंड अभी नहीं हो पाया है`,
            lines: [
              greeting(order, l),
              '',
              ...(processed
                ? [
                    `आपके ऑर्डर के ${amount} उसी तरीके से वापस भेज दिए गए हैं जिससे आपने भुगतान किया था।`,
                    'बैंक को इसे आपके खाते में दिखाने में कुछ कार्य-दिवस लग सकते हैं।',
                  ]
                : [
                    `आपके ऑर्डर के ${amount} का रिफ़ंड पेमेंट गेटवे से नहीं हो पाया।`,
                    'हमें इसकी सूचना मिल गई है और हम इसे ठीक कर रहे हैं: पैसा आप तक पहुँचाने के बाद हम आपको लिखेंगे। आपको कुछ करने की ज़रूरत नहीं है।',
                  ]),
              '',
              `ऑर्डर आईडी:   ${order.id}`,
              `रिफ़ंड:        ${amount}`,
              '',
            ],
          }
        : {
            subject: processed
              ? `${site.name.en}: your refund of ${amount} has gone through`
              : `${site.name.en}: your refund of ${amount} has not gone through yet`,
            lines: [
              greeting(order, l),
              '',
              ...(processed
                ? [
                    `${amount} for your order has been refunded the way you paid.`,
                    'Your bank may take a few working days to show it in your account.',
                  ]
                : [
                    `The payment gateway could not refund ${amount} for your order.`,
                    'We have been told and are putting it right: we will write once the money is on its way to you. There is nothing you need to do.',
                  ]),
              '',
              `Order ID:   ${order.id}`,
              `Refund:     ${amount}`,
              '',
            ],
          },
  );
}

/** The parcel has left: the courier, the tracking number and what is in it. */
export function orderShippedMail(
  order: OrderWithItems,
  shipment: { courier: string; trackingNumber: string },
  options: MailOptions,
): OutgoingMail {
  const courier = oneLine(shipment.courier);
  const tracking = oneLine(shipment.trackingNumber);
  return compose(
    order,
    options,
    'order-shipped',
    `order-shipped:${order.id}:${courier}:${tracking}`,
    (l) =>
      l === 'hi'
        ? {
            subject: `${site.name.hi}: आपका ऑर्डर रवाना हो गया है (${courier} ${tracking})`,
            lines: [
              greeting(order, l),
              '',
              'आपका रुद्राक्ष पैक होकर रवाना हो गया है।',
              '',
              `कूरियर:        ${courier}`,
              `ट्रैकिंग नंबर:   ${tracking}`,
              `ऑर्डर आईडी:    ${order.id}`,
              `सामान:         ${whatWasBought(order, l)}`,
              `पता:           ${oneLine(order.shippingAddress)}, पिन ${order.shippingPin}`,
              '',
              'पार्सल कहाँ तक पहुँचा, यह आप कूरियर की वेबसाइट पर ट्रैकिंग नंबर से देख सकते हैं।',
              '',
            ],
          }
        : {
            subject: `${site.name.en}: your order has been shipped (${courier} ${tracking})`,
            lines: [
              greeting(order, l),
              '',
              'Your rudraksha has been packed and is on its way.',
              '',
              `Courier:          ${courier}`,
              `Tracking number:  ${tracking}`,
              `Order ID:         ${order.id}`,
              `Items:            ${whatWasBought(order, l)}`,
              `Address:          ${oneLine(order.shippingAddress)}, PIN ${order.shippingPin}`,
              '',
              "You can follow the parcel on the courier's website with the tracking number.",
              '',
            ],
          },
  );
}
