import type Razorpay from 'razorpay';
import {
  GatewayError,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
} from './payment-gateway.ts';

/** The SDK's own HTTP client (axios), for the call the SDK does not offer. */
type SdkHttp = {
  defaults: { baseURL?: string; timeout?: number };
  post(
    url: string,
    data: unknown,
    config: { headers: Record<string, string> },
  ): Promise<{ data: unknown }>;
};

/** Razorpay answers in well under a second; a stuck call must not hold a request for long. */
const requestTimeoutMs = 15_000;

/**
 * The Razorpay gateway through the official SDK (Orders and Payments APIs). `apiUrl` replaces
 * https://api.razorpay.com (tests point it at a local stand-in; the SDK has no option for it,
 * so the base URL of its HTTP client is set).
 */
export function createRazorpayGateway(options: {
  keyId: string;
  keySecret: string;
  apiUrl?: string | undefined;
}): PaymentGateway & { kind: 'razorpay' } {
  // The SDK (and its HTTP client) is loaded with the first call, not at start-up (decision 044).
  let loading: Promise<{ client: Razorpay; http: SdkHttp }> | undefined;
  const sdk = () => {
    loading ??= import('razorpay').then(({ default: RazorpaySdk }) => {
      const client = new RazorpaySdk({ key_id: options.keyId, key_secret: options.keySecret });
      const http = (client.api as unknown as { rq: SdkHttp }).rq;
      http.defaults.timeout = requestTimeoutMs;
      if (options.apiUrl) http.defaults.baseURL = options.apiUrl.replace(/\/+$/, '');
      return { client, http };
    });
    return loading;
  };

  return {
    kind: 'razorpay',
    keyId: options.keyId,
    keySecret: options.keySecret,
    // Checkout sessions and UPI collect requests finish within minutes; a day is generous.
    pendingLifetimeMs: 24 * 60 * 60_000,
    async createOrder(request) {
      const { client } = await sdk();
      const order = await call('create a payment order', () =>
        client.orders.create({
          amount: request.amountPaise,
          currency: request.currency,
          receipt: request.receipt,
          notes: request.notes,
        }),
      );
      if (typeof order?.id !== 'string' || Number(order.amount) !== request.amountPaise) {
        throw new GatewayError('Razorpay answered the new order with an unexpected body');
      }
      return { id: order.id, amountPaise: Number(order.amount), currency: order.currency };
    },
    async fetchOrderPayments(gatewayOrderId) {
      const { client } = await sdk();
      const collection = await call('fetch the payments of an order', () =>
        client.orders.fetchPayments(gatewayOrderId),
      );
      if (!Array.isArray(collection?.items)) {
        throw new GatewayError('Razorpay answered the payments query with an unexpected body');
      }
      return collection.items.map((payment) => toGatewayPayment(payment, gatewayOrderId));
    },
    async fetchPayment(paymentId) {
      const { client } = await sdk();
      try {
        const payment = await call('fetch a payment', () => client.payments.fetch(paymentId));
        return toGatewayPayment(payment);
      } catch (error) {
        // Razorpay answers an id it does not know with 400 BAD_REQUEST_ERROR.
        if (error instanceof GatewayError && error.statusCode === 400) return undefined;
        throw error;
      }
    },
    async capturePayment(payment) {
      const { client } = await sdk();
      const captured = await call('capture a payment', () =>
        client.payments.capture(payment.id, payment.amountPaise, payment.currency),
      );
      return toGatewayPayment(captured);
    },
    async refundPayment(request) {
      // The SDK's payments.refund sends no custom header; the idempotency header is Razorpay's
      // (https://razorpay.com/docs/api/refunds/normal-refunds-idempotent), so the call is made
      // with the SDK's own HTTP client (its base URL, keys and timeout).
      const { http } = await sdk();
      const refund = await call('refund a payment', async () => {
        try {
          const response = await http.post(
            `/v1/payments/${encodeURIComponent(request.paymentId)}/refund`,
            {
              amount: request.amountPaise,
              speed: 'normal',
              receipt: request.receipt,
              notes: request.notes,
            },
            { headers: { 'X-Refund-Idempotency': request.idempotencyKey } },
          );
          return response.data;
        } catch (error) {
          // The SDK's shape of a failure, as its own calls reject.
          const failure = error as { response?: { status?: number; data?: { error?: unknown } } };
          if (failure.response) {
            throw { statusCode: failure.response.status, error: failure.response.data?.error };
          }
          throw error;
        }
      });
      return toGatewayRefund(refund as Record<string, unknown>);
    },
    async fetchRefund(paymentId, refundId) {
      const { client } = await sdk();
      try {
        const refund = await call('fetch a refund', () =>
          client.payments.fetchRefund(paymentId, refundId),
        );
        return toGatewayRefund(refund as unknown as Record<string, unknown>);
      } catch (error) {
        if (error instanceof GatewayError && error.statusCode === 400) return undefined;
        throw error;
      }
    },
  };
}

/** A refund entity of Razorpay's API (https://razorpay.com/docs/api/refunds). */
function toGatewayRefund(refund: Record<string, unknown> | undefined): GatewayRefund {
  if (typeof refund?.id !== 'string' || typeof refund.payment_id !== 'string') {
    throw new GatewayError('Razorpay answered with a refund of an unexpected shape');
  }
  return {
    id: refund.id,
    paymentId: refund.payment_id,
    amountPaise: Number(refund.amount),
    status: String(refund.status),
  };
}

/** A payment entity of Razorpay's API (https://razorpay.com/docs/api/payments). */
function toGatewayPayment(
  payment: {
    id?: unknown;
    order_id?: unknown;
    amount?: unknown;
    currency?: unknown;
    status?: unknown;
  },
  gatewayOrderId?: string,
): GatewayPayment {
  if (typeof payment?.id !== 'string') {
    throw new GatewayError('Razorpay answered with a payment of an unexpected shape');
  }
  return {
    id: payment.id,
    orderId: String(payment.order_id ?? gatewayOrderId ?? ''),
    amountPaise: Number(payment.amount),
    currency: String(payment.currency),
    status: String(payment.status),
  };
}

/**
 * Runs one SDK call and turns its failures into a GatewayError. The SDK rejects with
 * `{statusCode, error: {code, description}}` when Razorpay answers with an error, and with a
 * TypeError or an axios error when it cannot be reached.
 */
async function call<T>(what: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof TypeError) {
      // The SDK reads `error.response.status` of an axios error that has no response.
      throw new GatewayError(`Razorpay: could not ${what}: no answer from the API`);
    }
    if (error instanceof Error) {
      throw new GatewayError(`Razorpay: could not ${what}: ${error.message}`);
    }
    const failure = error as {
      statusCode?: number;
      error?: { code?: string; description?: string };
    };
    const detail = [failure.error?.code, failure.error?.description].filter(Boolean).join(': ');
    throw new GatewayError(
      `Razorpay: could not ${what}: HTTP ${failure.statusCode ?? '?'} ${detail}`.trim(),
      failure.statusCode,
    );
  }
}
