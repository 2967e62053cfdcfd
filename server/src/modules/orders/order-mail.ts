import { formatPaise } from '@app/contract/money';
import { site } from '@app/contract/site';

import type { OutgoingMail } from '../mail/outbox.repository.ts';
import type { OrderWithItems } from './orders.repository.ts';

const istDateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/**
 * The order confirmation to the customer (API.md "E-mail"), in English, queued in the same
 * transaction as the order: what was bought, the total, where it goes, how to follow it.
 */
export function orderConfirmationMail(
  order: OrderWithItems,
  options: { siteUrl: string | undefined; businessEmail: string },
): OutgoingMail {
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const itemLines = order.items.map((item) => {
    const size = item.size ? ` (${oneLine(item.size)})` : '';
    return `  ${item.quantity} × ${item.name}${size} at ${formatPaise(item.pricePaise)}  =  ${formatPaise(item.pricePaise * item.quantity)}`;
  });
  const ordersUrl = options.siteUrl
    ? `${options.siteUrl.replace(/\/+$/, '')}/my-orders`
    : undefined;
  return {
    kind: 'order-confirmation',
    to: order.shippingEmail,
    replyTo: options.businessEmail,
    subject: `Your ${site.name.en} order is confirmed (${count} ${count === 1 ? 'item' : 'items'}, ${formatPaise(order.totalPaise)})`,
    text: [
      `Namaste ${oneLine(order.shippingName)},`,
      '',
      'Thank you for your order. Your payment has been received, and we will pack your',
      'rudraksha with care and send it to the address below.',
      '',
      `Order ID:   ${order.id}`,
      `Placed on:  ${istDateTime.format(order.createdAt)} (IST)`,
      `Payment:    ${order.paymentType}, ${order.paymentStatus} (${order.paymentId})`,
      `Status:     ${order.status}`,
      '',
      'Items',
      ...itemLines,
      '',
      `Total paid: ${formatPaise(order.totalPaise)}`,
      '',
      'Delivery address',
      `  ${oneLine(order.shippingName)}`,
      ...order.shippingAddress.split(/\r?\n/).map((line) => `  ${line.trim()}`),
      `  PIN ${order.shippingPin}`,
      `  Phone ${order.shippingPhone}`,
      '',
      ordersUrl
        ? `You can follow this order under My Orders: ${ordersUrl}`
        : 'You can follow this order under My Orders on our website.',
      `Questions? Reply to this e-mail, write to ${site.email} or call ${site.phones[0]}.`,
      '',
      '--',
      `${site.name.en}`,
    ].join('\n'),
  };
}
