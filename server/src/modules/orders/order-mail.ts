import { findProduct } from '@app/contract/catalogue';
import { formatPaise } from '@app/contract/money';
import { type Language, site } from '@app/contract/site';

import type { OutgoingMail } from '../mail/outbox.repository.ts';
import { orderStatusNames } from './orders.messages.ts';
import type { OrderWithItems } from './orders.repository.ts';

const istDateTime: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }),
  hi: new Intl.DateTimeFormat('hi-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }),
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export type MailOptions = { siteUrl: string | undefined; businessEmail: string };

function ordersUrlOf(options: MailOptions, language: Language): string | undefined {
  if (!options.siteUrl) return undefined;
  return `${options.siteUrl.replace(/\/+$/, '')}${language === 'hi' ? '/hi' : ''}/my-orders`;
}

/** The end of every mail about an order: where to follow it, how to ask, the signature. */
export function orderMailClosing(options: MailOptions, language: Language): string[] {
  const url = ordersUrlOf(options, language);
  return language === 'hi'
    ? [
        url
          ? `यह ऑर्डर आप 'मेरे ऑर्डर' में देख सकते हैं: ${url}`
          : "यह ऑर्डर आप हमारी वेबसाइट पर 'मेरे ऑर्डर' में देख सकते हैं।",
        `कोई सवाल हो तो इस ईमेल का जवाब दें, ${site.email} पर लिखें या ${site.phones[0]} पर फ़ोन करें।`,
        '',
        '--',
        site.name.hi,
      ]
    : [
        url
          ? `You can follow this order under My Orders: ${url}`
          : 'You can follow this order under My Orders on our website.',
        `Questions? Reply to this e-mail, write to ${site.email} or call ${site.phones[0]}.`,
        '',
        '--',
        site.name.en,
      ];
}

/** A line's name in the mail's language: the catalogue's Hindi name, else the name bought. */
export function orderItemName(item: OrderWithItems['items'][number], language: Language): string {
  const name = language === 'hi' ? (findProduct(item.productId)?.name.hi ?? item.name) : item.name;
  return `${oneLine(name)}${item.size ? ` (${oneLine(item.size)})` : ''}`;
}

/**
 * The order confirmation to the customer (API.md "E-mail"), in the language the buyer paid in,
 * queued in the same transaction as the order: what was bought, the total, where it goes, how to
 * follow it. It waits a moment for its invoice's PDF (decision 041: `carriesInvoice`).
 */
export function orderConfirmationMail(order: OrderWithItems, options: MailOptions): OutgoingMail {
  const language: Language = order.language === 'hi' ? 'hi' : 'en';
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const itemLines = order.items.map((item) => {
    const each =
      language === 'hi'
        ? `${formatPaise(item.pricePaise)} प्रति नग`
        : `at ${formatPaise(item.pricePaise)}`;
    return `  ${item.quantity} × ${orderItemName(item, language)} ${each}  =  ${formatPaise(item.pricePaise * item.quantity)}`;
  });
  const placedOn = istDateTime[language].format(order.createdAt);
  const address = [
    `  ${oneLine(order.shippingName)}`,
    ...order.shippingAddress.split(/\r?\n/).map((line) => `  ${line.trim()}`),
  ];
  const mail = {
    kind: 'order-confirmation',
    to: order.shippingEmail,
    replyTo: options.businessEmail,
    carriesInvoice: true,
  };
  if (language === 'hi') {
    return {
      ...mail,
      subject: `${site.name.hi}: आपका ऑर्डर पक्का हो गया है (${count} ${count === 1 ? 'वस्तु' : 'वस्तुएँ'}, ${formatPaise(order.totalPaise)})`,
      text: [
        `नमस्ते ${oneLine(order.shippingName)} जी,`,
        '',
        'आपके ऑर्डर के लिए धन्यवाद। आपका भुगतान मिल गया है। हम आपका रुद्राक्ष सावधानी से',
        'पैक करके नीचे लिखे पते पर भेजेंगे।',
        '',
        `ऑर्डर आईडी:   ${order.id}`,
        `ऑर्डर की तारीख़: ${placedOn} (भारतीय समय)`,
        `भुगतान:       ${order.paymentType}, ${order.paymentStatus === 'Paid' ? 'भुगतान हो गया' : order.paymentStatus} (${order.paymentId})`,
        `स्थिति:        ${orderStatusNames[order.status].hi}`,
        '',
        'सामान',
        ...itemLines,
        '',
        `कुल भुगतान: ${formatPaise(order.totalPaise)}`,
        '',
        'डिलीवरी का पता',
        ...address,
        `  पिन ${order.shippingPin}`,
        `  फ़ोन ${order.shippingPhone}`,
        '',
        ...orderMailClosing(options, language),
      ].join('\n'),
    };
  }
  return {
    ...mail,
    subject: `Your ${site.name.en} order is confirmed (${count} ${count === 1 ? 'item' : 'items'}, ${formatPaise(order.totalPaise)})`,
    text: [
      `Namaste ${oneLine(order.shippingName)},`,
      '',
      'Thank you for your order. Your payment has been received, and we will pack your',
      'rudraksha with care and send it to the address below.',
      '',
      `Order ID:   ${order.id}`,
      `Placed on:  ${placedOn} (IST)`,
      `Payment:    ${order.paymentType}, ${order.paymentStatus} (${order.paymentId})`,
      `Status:     ${order.status}`,
      '',
      'Items',
      ...itemLines,
      '',
      `Total paid: ${formatPaise(order.totalPaise)}`,
      '',
      'Delivery address',
      ...address,
      `  PIN ${order.shippingPin}`,
      `  Phone ${order.shippingPhone}`,
      '',
      ...orderMailClosing(options, language),
    ].join('\n'),
  };
}
