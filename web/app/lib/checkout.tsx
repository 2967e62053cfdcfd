import { formatPaise } from '@app/contract/money';
import type { CapturePaymentReply, PaymentResult } from '@app/contract/payments';
import { type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { ApiError, apiRequest } from '~/lib/api-client';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { lazyNamed } from '~/lib/lazy-named';

/**
 * The payment schemas (zod) are loaded when a payment is under way, not with the pages that
 * offer one (docs/decisions/010).
 */
export const paymentSchemas = () => import('@app/contract/payments');

// The checkout's own words and the specification's payment messages (section 8), shared by
// every page that takes a payment.
registerNamespace('checkout');

/**
 * Taking a payment in the browser (docs/decisions/007-payments.md): after `capturePayment`,
 * `openCheckout` shows Razorpay Checkout (its script loaded on first use) or, when the server
 * runs the simulated gateway, our own checkout dialog, and resolves with what happened. The
 * caller then verifies a `paid` result with the server. Render `checkoutElement` somewhere.
 *
 *   const { openCheckout, checkoutElement } = useCheckout();
 *   const outcome = await openCheckout({ ...captureReply, description, prefill });
 *   if (outcome.status === 'paid') await verify(outcome.result);
 */
export type CheckoutOutcome =
  | { status: 'paid'; result: PaymentResult }
  /** The gateway declined the payment; `reason` is its message when it gave one. */
  | { status: 'failed'; reason?: string }
  /** The customer closed the checkout without paying. */
  | { status: 'dismissed' }
  /** The checkout could not be opened (Razorpay's script did not load). */
  | { status: 'unavailable' };

export type CheckoutRequest = Pick<CapturePaymentReply, 'order' | 'checkout'> & {
  /** What is being paid for, shown in the checkout. */
  description: string;
  prefill: { name: string; email: string; contact: string };
};

/** The checkout theme: the design token checkout-600. */
const themeColor = '#6a2bd1';
const razorpayScriptUrl = 'https://checkout.razorpay.com/v1/checkout.js';

type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: unknown) => void;
  modal: { ondismiss: () => void };
};
type RazorpayInstance = {
  on(
    event: 'payment.failed',
    listener: (response: { error?: { description?: string } }) => void,
  ): void;
  open(): void;
};
declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

let razorpayScript: Promise<void> | undefined;

/** Loads Razorpay Checkout once; a failed load is tried again next time. */
function loadRazorpayCheckout(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  razorpayScript ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = razorpayScriptUrl;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      razorpayScript = undefined;
      reject(new Error('Razorpay Checkout could not be loaded'));
    };
    document.head.append(script);
  });
  return razorpayScript;
}

async function openRazorpay(request: CheckoutRequest): Promise<CheckoutOutcome> {
  try {
    await loadRazorpayCheckout();
  } catch {
    return { status: 'unavailable' };
  }
  const Razorpay = window.Razorpay;
  if (!Razorpay) return { status: 'unavailable' };
  return new Promise<CheckoutOutcome>((resolve) => {
    let settled = false;
    let paid = false;
    let lastFailure: string | undefined;
    let failed = false;
    const settle = (outcome: CheckoutOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    try {
      const checkout = new Razorpay({
        key: request.checkout.keyId,
        amount: request.order.amount,
        currency: request.order.currency,
        name: request.checkout.name,
        description: request.description,
        order_id: request.order.id,
        prefill: request.prefill,
        theme: { color: themeColor },
        handler: (response) => {
          // The schemas are in the browser by now (the payment order's reply was checked with
          // them); a dismissal Razorpay reports meanwhile is not the outcome.
          paid = true;
          void paymentSchemas().then(
            ({ paymentResultSchema }) => {
              const result = paymentResultSchema.safeParse(response);
              settle(
                result.success ? { status: 'paid', result: result.data } : { status: 'failed' },
              );
            },
            () => settle({ status: 'failed' }),
          );
        },
        // Razorpay keeps its window open after a failed attempt so the customer can retry
        // there; when they close it, the failure is what we report.
        modal: {
          ondismiss: () => {
            if (paid) return;
            settle(failed ? { status: 'failed', reason: lastFailure } : { status: 'dismissed' });
          },
        },
      });
      checkout.on('payment.failed', (response) => {
        failed = true;
        lastFailure = response.error?.description;
      });
      checkout.open();
    } catch {
      settle({ status: 'unavailable' });
    }
  });
}

/** The simulated gateway's window loads when a payment opens it (test mode only, issue 35). */
const SimulatedCheckoutDialog = lazyNamed(
  () => import('~/components/ui/simulated-checkout-dialog'),
  'SimulatedCheckoutDialog',
);

type OpenSimulated = { request: CheckoutRequest; resolve: (outcome: CheckoutOutcome) => void };

export function useCheckout(): {
  openCheckout: (request: CheckoutRequest) => Promise<CheckoutOutcome>;
  checkoutElement: ReactNode;
} {
  const { t } = useTranslation('checkout');
  const [simulated, setSimulated] = useState<OpenSimulated | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = useRef<OpenSimulated | null>(null);

  const openCheckout = useCallback((request: CheckoutRequest) => {
    if (request.checkout.gateway === 'razorpay') return openRazorpay(request);
    return new Promise<CheckoutOutcome>((resolve) => {
      const open = { request, resolve };
      current.current = open;
      setError(null);
      setBusy(false);
      setSimulated(open);
    });
  }, []);

  const finish = useCallback((outcome: CheckoutOutcome) => {
    const open = current.current;
    current.current = null;
    setSimulated(null);
    setBusy(false);
    open?.resolve(outcome);
  }, []);

  const pay = useCallback(async () => {
    const open = current.current;
    if (!open) return;
    setBusy(true);
    setError(null);
    try {
      // The server signs as Razorpay would: the browser never holds the secret.
      // Signed in, the buyer pays as themselves (the server refuses another account).
      const { simulatedPayReplySchema } = await paymentSchemas();
      const result = await apiRequest('razorpay/simulated/pay', simulatedPayReplySchema, {
        body: { order_id: open.request.order.id },
        auth: true,
      });
      finish({ status: 'paid', result });
    } catch (caught) {
      setBusy(false);
      setError(caught instanceof ApiError ? caught.message : t('errors.generic'));
    }
  }, [finish, t]);

  const checkoutElement = simulated ? (
    <Suspense fallback={null}>
      <SimulatedCheckoutDialog
        shopName={simulated.request.checkout.name}
        description={simulated.request.description}
        amount={formatPaise(simulated.request.order.amount)}
        prefill={simulated.request.prefill}
        busy={busy}
        error={error}
        onPay={pay}
        onFail={() => finish({ status: 'failed' })}
        onDismiss={() => finish({ status: 'dismissed' })}
      />
    </Suspense>
  ) : null;

  return { openCheckout, checkoutElement };
}
