import type { PaymentGatewayKind } from '@app/contract/payments';
import type { Config } from '../../config.ts';
import { readOrCreateSecret } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { createRazorpayGateway } from './razorpay-gateway.ts';
import { createSimulatedGateway } from './simulated-gateway.ts';

/**
 * A payment gateway: makes payment orders and says which payments were made on them. Two
 * implementations: Razorpay (its official SDK) and the simulated gateway for development. Both
 * sign payments the same way and are checked by the same code (payment-signature.ts), so a
 * purchase takes the same path through the server whichever is active.
 */
export type PaymentGateway = {
  readonly kind: PaymentGatewayKind;
  /** The public key id that the browser's checkout uses. */
  readonly keyId: string;
  /** Signs Checkout results (Razorpay's key secret). Never sent to the browser. */
  readonly keySecret: string;
  /**
   * How long the reconciler keeps asking about an unpaid payment order before it marks it
   * expired. A payment that arrives later (by webhook or a late verification) still completes it.
   */
  readonly pendingLifetimeMs: number;
  /** Creates a payment order at the gateway. Throws GatewayError when the gateway fails. */
  createOrder(request: {
    amountPaise: number;
    currency: string;
    /** Our own reference (the payment_orders id), at most 40 characters. */
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayOrder>;
  /** The payments made on a payment order. Throws GatewayError when the gateway fails. */
  fetchOrderPayments(gatewayOrderId: string): Promise<GatewayPayment[]>;
  /**
   * One payment as the gateway has it; undefined when it knows no such payment. Throws
   * GatewayError when the gateway fails.
   */
  fetchPayment(paymentId: string): Promise<GatewayPayment | undefined>;
  /**
   * Captures an authorized payment (an account set to capture manually leaves payments
   * authorized until then); returns it as it is afterwards. Throws GatewayError on failure.
   */
  capturePayment(payment: GatewayPayment): Promise<GatewayPayment>;
  /**
   * Sends (part of) a captured payment back (Razorpay's refunds API, `POST /payments/{id}/refund`
   * with the `X-Refund-Idempotency` header): the same `idempotencyKey` again returns the refund
   * already made instead of refunding twice. Throws GatewayError when the gateway refuses or
   * cannot be reached (then nothing is known: the same key may be sent again).
   */
  refundPayment(request: {
    paymentId: string;
    amountPaise: number;
    /** 10 to 40 letters, digits, hyphens and underscores. */
    idempotencyKey: string;
    /** Our reference, shown in the gateway's dashboard (at most 40 characters). */
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayRefund>;
  /** A refund as the gateway has it now; undefined when it knows none. */
  fetchRefund(paymentId: string, refundId: string): Promise<GatewayRefund | undefined>;
};

/** A refund as the gateway reports it (`rfnd_…`). */
export type GatewayRefund = {
  id: string;
  paymentId: string;
  amountPaise: number;
  status: 'pending' | 'processed' | 'failed' | (string & {});
};

type GatewayOrder = { id: string; amountPaise: number; currency: string };

/** A payment as the gateway reports it; only `captured` payments complete a purchase. */
export type GatewayPayment = {
  id: string;
  orderId: string;
  amountPaise: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed' | (string & {});
};

/** The gateway could not be reached or refused the request; `message` is for the logs. */
export class GatewayError extends Error {
  override name = 'GatewayError';

  constructor(
    message: string,
    /** The gateway's HTTP status, when it answered. */
    readonly statusCode?: number,
  ) {
    super(message);
  }
}

/** The simulated gateway's key id, shown where Razorpay's public key would be. */
export const simulatedKeyId = 'rzp_simulated';

/**
 * The gateway the configuration asks for: Razorpay when both keys are set, else the simulated
 * one (config.ts refuses that in production), signing with RAZORPAY_KEY_SECRET or with a random
 * secret generated once and kept in the data folder.
 */
export function createPaymentGateway(config: Pick<Config, 'razorpay' | 'dataDir'>, db: Db) {
  const { razorpay } = config;
  if (razorpay.gateway === 'razorpay' && razorpay.keyId && razorpay.keySecret) {
    return createRazorpayGateway({
      keyId: razorpay.keyId,
      keySecret: razorpay.keySecret,
      apiUrl: razorpay.apiUrl,
    });
  }
  return createSimulatedGateway({
    db,
    keySecret:
      razorpay.keySecret ??
      readOrCreateSecret(config.dataDir, 'payment-simulator-secret', 'RAZORPAY_KEY_SECRET'),
  });
}
