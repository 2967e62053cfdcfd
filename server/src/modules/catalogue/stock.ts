import type { PricedItem } from '@app/contract/basket';
import { formatPaise } from '@app/contract/money';
import type { OrderStatus } from '@app/contract/orders';
import type { PaymentGatewayKind } from '@app/contract/payments';
import { site } from '@app/contract/site';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { orderItems, orders, refunds } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { OutgoingMail } from '../mail/outbox.repository.ts';
import type { OrderWithItems } from '../orders/orders.repository.ts';
import { recordRefund } from '../payments/refunds.repository.ts';
import type { Refunds } from '../payments/refunds.ts';
import { catalogueMessages } from './catalogue.messages.ts';
import { findProducts, returnStock, takeStock } from './catalogue.repository.ts';

/**
 * The status of an order whose payment came in after its last bead was sold: refunded in full,
 * nothing to ship, final (the same status as an order the shop cancels and refunds).
 */
const soldOutOrderStatus: OrderStatus = 'Return';

/** The idempotency key of the one refund a sold-out order gets. */
const soldOutRefundKey = (orderId: string) => `order:${orderId}:out-of-stock`;

/**
 * Takes each line's quantity from the stock, in the transaction completing the payment. Lines
 * come sorted by product id (priceBasket), so two buyers lock rows in the same order and never
 * deadlock. When a line cannot be had, what the earlier lines took is put back and that line is
 * returned: the purchase is then refunded whole, not in part.
 */
async function takeBasket(tx: Db, items: readonly PricedItem[]): Promise<PricedItem | undefined> {
  const taken: PricedItem[] = [];
  for (const item of items) {
    if (await takeStock(tx, item.id, item.quantity)) {
      taken.push(item);
      continue;
    }
    for (const done of taken) await returnStock(tx, done.id, done.quantity);
    return item;
  }
  return undefined;
}

/**
 * Takes the stock of a newly written gemstone order. When it is all there, returns undefined
 * and the order goes ahead. When another buyer's payment took the last one first, the order is
 * closed as sold out, its whole payment is recorded as a refund (reason `out-of-stock`, sent
 * after the commit), and the buyer is told by e-mail; the verification's reply says so too
 * (`soldOutMessage`).
 */
export async function takeStockOrRefund(
  tx: Db,
  order: OrderWithItems,
  payment: { gateway: PaymentGatewayKind; gatewayOrderId: string; paymentId: string },
  deps: { refunds: Refunds; log: FastifyBaseLogger; siteUrl: string | undefined },
) {
  const short = await takeBasket(tx, order.items.map(itemOfRow));
  if (!short) return undefined;
  await tx
    .update(orders)
    .set({ status: soldOutOrderStatus, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  const { refund } = await recordRefund(tx, {
    idempotencyKey: soldOutRefundKey(order.id),
    gateway: payment.gateway,
    gatewayOrderId: payment.gatewayOrderId,
    paymentId: payment.paymentId,
    orderId: order.id,
    amountPaise: order.totalPaise,
    reason: 'out-of-stock',
  });
  const [product] = await findProducts(tx, [short.id]);
  const name = product
    ? { en: product.nameEn, hi: product.nameHi }
    : { en: short.name, hi: short.name };
  deps.log.warn(
    { orderId: order.id, gatewayOrderId: payment.gatewayOrderId, productId: short.id },
    'payment arrived after the last of a product was sold: refunded in full',
  );
  return {
    id: order.id,
    mails: [soldOutMail(order, name, deps.siteUrl)],
    afterCommit: async () => {
      try {
        await deps.refunds.send([refund.id]);
      } catch (error) {
        deps.log.warn(
          { err: error, refundId: refund.id },
          'refund not sent now; the reconciler will',
        );
      }
    },
  };
}

const itemOfRow = (item: OrderWithItems['items'][number]): PricedItem => ({
  id: item.productId,
  quantity: item.quantity,
  size: item.size,
  name: item.name,
  pricePaise: item.pricePaise,
});

/**
 * The verification's answer for an order closed as sold out: a 409 saying no order was placed
 * and the money is on its way back, the same each time it is asked. Undefined for any other
 * order.
 */
export async function soldOutRefusal(db: Db, orderId: string): Promise<HttpError | undefined> {
  const [refund] = await db
    .select({ amountPaise: refunds.amountPaise })
    .from(refunds)
    .where(eq(refunds.idempotencyKey, soldOutRefundKey(orderId)));
  if (!refund) return undefined;
  const lines = await db
    .select({ productId: orderItems.productId, name: orderItems.name })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const rows = await findProducts(
    db,
    lines.map((line) => line.productId),
  );
  // The line that could not be had is not recorded; the products of the order name it.
  const names = rows.map((row) => ({ en: row.nameEn, hi: row.nameHi }));
  const name =
    names.length === 1 && names[0]
      ? names[0]
      : {
          en: names.map((n) => n.en).join(', ') || (lines[0]?.name ?? ''),
          hi: names.map((n) => n.hi).join(', ') || (lines[0]?.name ?? ''),
        };
  // `soldOut` lets the shop tell this apart from other refusals (the money is already on its way).
  return new HttpError(
    409,
    catalogueMessages.soldOutMeanwhile({ name, amount: refund.amountPaise }),
    {},
    undefined,
    { soldOut: true },
  );
}

/** The buyer's e-mail: in English and Hindi, as the purchase did not record a language. */
function soldOutMail(
  order: OrderWithItems,
  name: { en: string; hi: string },
  siteUrl: string | undefined,
): OutgoingMail {
  const amount = formatPaise(order.totalPaise);
  const shopUrl = siteUrl ? `${siteUrl.replace(/\/+$/, '')}/gemstone` : undefined;
  const message = catalogueMessages.soldOutMeanwhile({ name, amount: order.totalPaise });
  return {
    kind: 'order-sold-out',
    to: order.shippingEmail,
    subject: `${name.en}: sold out, your ${amount} is being refunded / ${name.hi} बिक गया, आपके ${amount} वापस आ रहे हैं`,
    text: [
      `Namaste ${order.shippingName.replace(/\s+/g, ' ').trim()},`,
      '',
      message.en,
      'The money goes back to the account you paid from; your bank may take a few working days to show it.',
      `Payment: ${order.paymentId}. Reference: ${order.id}.`,
      ...(shopUrl ? ['', `The shop: ${shopUrl}`] : []),
      '',
      '—',
      '',
      `नमस्ते ${order.shippingName.replace(/\s+/g, ' ').trim()},`,
      '',
      message.hi,
      'पैसे उसी खाते में लौटेंगे जिससे आपने भुगतान किया था; बैंक को इसे दिखाने में कुछ कार्य-दिवस लग सकते हैं।',
      `भुगतान: ${order.paymentId}। संदर्भ: ${order.id}।`,
      '',
      '--',
      site.name.en,
    ].join('\n'),
  };
}
