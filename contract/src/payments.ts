import { z } from 'zod';
import { basketSchema, purchaseItemSchema } from './basket.ts';
import { checked, isSingleLine, singleLineCheck } from './common.ts';
import { slotChoiceSchema } from './consultation-slots.ts';
import { orderSchema, shippingAddressSchema } from './orders.ts';
import { reportOrderSchema } from './reports.ts';

/**
 * Online payment (specification sections 3, 4 "Payment", 7; shared/API.md "Payments"): the
 * bodies and replies of `/razorpay/*`. Field names follow Razorpay's (`razorpay_order_id`...)
 * because the browser passes Razorpay Checkout's result through unchanged.
 */

/** What a payment pays for; each purpose is completed by its own module on the server. */
export const paymentPurposes = ['gemstone', 'appointment', 'report'] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];

/** `razorpay`: Razorpay Checkout and API; `simulated`: our own dialog, for development. */
export const paymentGateways = ['razorpay', 'simulated'] as const;
export type PaymentGatewayKind = (typeof paymentGateways)[number];

/** The payment provider's name recorded as `paymentInfo.type`. */
export const paymentProviderName = 'Razorpay';
/** `paymentInfo.status` of a verified payment. */
export const paidPaymentStatus = 'Paid';

export const currency = 'INR';

/** The largest single payment the shop takes, in rupees (a sanity bound, not a price). */
export const maxPaymentRupees = 10_00_000;

const rupeesSchema = z
  .number({ message: 'Amount must be a number of rupees.' })
  .positive('Amount must be more than zero.')
  .max(maxPaymentRupees, 'Amount is too large.')
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    checked('wholePaise', 'Amount can have at most two decimal places.'),
  );

// ---------------------------------------------------------------------------------------------
// POST /razorpay/capturePayment
// ---------------------------------------------------------------------------------------------

/**
 * `amount` is rupees. With a `purpose`, the body also says what is being bought (`items` and
 * `addressData` for gemstones; the appointment form in `addressData`, and `location`, for
 * appointments); the server checks the amount against its own prices and keeps the purchase as
 * pending, so a webhook can complete it when the browser never comes back. For reports, `report`
 * says which report, in which language and chart style, for whom (reports.ts). Without a purpose
 * (the specification's bare `{amount}`) only a payment order is made.
 */
export const capturePaymentBodySchema = z.object({
  amount: rupeesSchema,
  purpose: z.enum(paymentPurposes).optional(),
  items: basketSchema.optional(),
  addressData: z.record(z.string(), z.unknown()).optional(),
  location: z.string().trim().max(40).refine(isSingleLine, singleLineCheck('location')).optional(),
  report: reportOrderSchema.optional(),
  /** For `purpose: "appointment"`: the free slot chosen; it is held for the buyer while paying. */
  slot: slotChoiceSchema.optional(),
});
export type CapturePaymentBody = z.input<typeof capturePaymentBodySchema>;

/** How the browser should take the payment. */
export const checkoutSettingsSchema = z.object({
  gateway: z.enum(paymentGateways),
  /** Razorpay's public key id (`rzp_…`); a placeholder for the simulated gateway. */
  keyId: z.string(),
  /** The merchant name shown in the checkout. */
  name: z.string(),
});
export type CheckoutSettings = z.infer<typeof checkoutSettingsSchema>;

export const capturePaymentReplySchema = z.object({
  success: z.literal(true),
  /** `amount` in paise, as Razorpay counts it. */
  order: z.object({ id: z.string(), amount: z.number(), currency: z.string() }),
  checkout: checkoutSettingsSchema,
});
export type CapturePaymentReply = z.infer<typeof capturePaymentReplySchema>;

// ---------------------------------------------------------------------------------------------
// The checkout's result, and POST /razorpay/verifyPayment
// ---------------------------------------------------------------------------------------------

/** An id or signature of the gateway: letters, digits and underscores (order_…, pay_…, hex). */
const gatewayId = (label: string) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(100, `${label} is too long.`)
    .regex(/^[A-Za-z0-9_]+$/, `${label} must be letters, digits and underscores.`);

/** What Razorpay Checkout (or the simulated one) hands the page after a successful payment. */
export const paymentResultSchema = z.object({
  razorpay_payment_id: gatewayId('razorpay_payment_id'),
  razorpay_order_id: gatewayId('razorpay_order_id'),
  razorpay_signature: gatewayId('razorpay_signature'),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/**
 * `product` is one `{id, quantity?, size?}` or an array of them; names and prices come from the
 * catalogue. `user`, `total` and `paymentInfo` are sent by the specification's client; the
 * server reads identity from the token and prices from the catalogue, so they are not trusted.
 */
export const verifyPaymentBodySchema = paymentResultSchema.extend({
  product: z.union([purchaseItemSchema, basketSchema], {
    message: 'product must be a product or a list of products.',
  }),
  addressData: shippingAddressSchema,
  total: z.number({ message: 'total is required.' }),
  user: z.unknown().optional(),
  paymentInfo: z.unknown().optional(),
});
export type VerifyPaymentBody = z.input<typeof verifyPaymentBodySchema>;

/**
 * A report's verification (`POST /razorpay/verifyPayment` with `purpose: "report"`): Checkout's
 * result only. What was bought was stored with the payment order by capturePayment.
 */
export const verifyReportPaymentBodySchema = paymentResultSchema.extend({
  purpose: z.literal('report'),
});
export type VerifyReportPaymentBody = z.input<typeof verifyReportPaymentBodySchema>;

/**
 * The body `POST /razorpay/verifyPayment` takes: a report's (`purpose: "report"`), or a
 * gemstone purchase's (no `purpose`, as the specification's client sends it, or `"gemstone"`).
 * Each is checked by its own schema, so a refusal names the fields of the one meant.
 */
export const verifyAnyPaymentBodySchema = z.preprocess(
  (body) =>
    body !== null && typeof body === 'object' && !Array.isArray(body) && !('purpose' in body)
      ? { ...body, purpose: 'gemstone' }
      : body,
  z.discriminatedUnion(
    'purpose',
    [
      verifyPaymentBodySchema.extend({ purpose: z.literal('gemstone') }),
      verifyReportPaymentBodySchema,
    ],
    { message: 'purpose must be gemstone or report.' },
  ),
);

export const verifyPaymentReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: orderSchema,
});
export type VerifyPaymentReply = z.infer<typeof verifyPaymentReplySchema>;

// ---------------------------------------------------------------------------------------------
// POST /razorpay/simulated/pay (only while the simulated gateway is active)
// ---------------------------------------------------------------------------------------------

export const simulatedPayBodySchema = z.object({ order_id: gatewayId('order_id') });
export const simulatedPayReplySchema = paymentResultSchema.extend({ success: z.literal(true) });
