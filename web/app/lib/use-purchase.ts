import type {
  CapturePaymentReply,
  PaymentGatewayKind,
  PaymentResult,
} from '@app/contract/payments';
import { useRef, useState } from 'react';
import { useToast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { type CheckoutRequest, useCheckout } from '~/lib/checkout';
import { useTranslation } from '~/lib/i18n';

/** How an attempt to buy ended. Every ending but `completed` has been told in a toast. */
export type PurchaseOutcome<Done> =
  | { status: 'completed'; done: Done }
  /** Paid, but the server could not be asked: `checkAgain` (or the same purchase again) asks. */
  | { status: 'unconfirmed' }
  /** The server refused this payment (`message` says why): a new attempt pays anew. */
  | { status: 'refused'; message: string; paymentId: string; error: ApiError }
  /**
   * The payment order could not be made: nothing was paid. `refusal` is the server's reason when
   * it refused by a rule of its own (a 4xx with its message, such as a time just taken).
   */
  | { status: 'not-started'; refusal?: ApiError }
  | { status: 'failed'; reason?: string }
  | { status: 'cancelled' }
  /** The checkout could not be opened. */
  | { status: 'unavailable' };

/** A refusal by the server's own rule: a 4xx with its message. */
function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.kind === 'refused' && error.status < 500;
}

/** Where an attempt is, for a dialog that shows it. */
export type PurchaseStage = 'starting' | 'paying' | 'verifying';

/** What one kind of purchase (a rudraksha, an appointment, a report) brings to `usePurchase`. */
export type PurchaseSteps<Input, Done> = {
  /** POST /razorpay/capturePayment for `input`. */
  capture: (input: Input) => Promise<CapturePaymentReply>;
  /** The purpose's verification of the checkout's `result`; resolves with what was bought. */
  verify: (input: Input, result: PaymentResult) => Promise<Done>;
  /** What the checkout shows: the line under the shop's name and the buyer's details. */
  checkout: (input: Input) => Pick<CheckoutRequest, 'description' | 'prefill'>;
  /** What makes two attempts the same purchase (default: all of `input`). */
  sameness?: (input: Input) => unknown;
  /**
   * Refusals the feature tells the buyer itself, with more than the checkout's words can say (a
   * consultation's time taken: the next free times): no generic toast for those.
   */
  explainsRefusal?: (error: ApiError) => boolean;
};

/**
 * The one way to sell something (specification sections 4, 7 and 8; docs/decisions/007): the
 * payment order is made once and reused while the purchase is unchanged (so trying again cannot
 * pay twice), the checkout (Razorpay or the simulated dialog) takes the payment, and the
 * purpose's verification turns it into an order, a booking or a report. A payment the server
 * could not be asked about (no answer, or a 5xx) is kept and verified again by `checkAgain`, or
 * when the same purchase is tried again, instead of paying again. Each ending is told with the
 * checkout namespace's message (but the refusals the feature `explainsRefusal` itself); the error
 * toasts of an attempt are cleared when the next one starts and when it succeeds. Render
 * `checkoutElement` once on the page.
 */
export function usePurchase<Input, Done>(steps: PurchaseSteps<Input, Done>) {
  const toast = useToast();
  const { t } = useTranslation('checkout');
  const { openCheckout, checkoutElement } = useCheckout();
  const [gateway, setGateway] = useState<PaymentGatewayKind | null>(null);
  const paymentOrder = useRef<{ key: string; reply: CapturePaymentReply } | null>(null);
  const unconfirmed = useRef<{ key: string; input: Input; result: PaymentResult } | null>(null);
  const errorToasts = useRef<number[]>([]);

  const showError = (message: string) => {
    errorToasts.current.push(toast.error(message));
  };
  const clearErrors = () => {
    for (const id of errorToasts.current) toast.dismiss(id);
    errorToasts.current = [];
  };

  async function confirm(
    key: string,
    input: Input,
    result: PaymentResult,
    onStage?: (stage: PurchaseStage) => void,
  ): Promise<PurchaseOutcome<Done>> {
    onStage?.('verifying');
    try {
      const done = await steps.verify(input, result);
      unconfirmed.current = null;
      paymentOrder.current = null;
      clearErrors();
      return { status: 'completed', done };
    } catch (error) {
      // Refused by the server's own rule (4xx with its message): this payment will not become a
      // purchase; a new attempt starts a new order. Anything else (no answer, the server failing
      // half-way, a reply that is not ours) leaves the payment standing: asking again can
      // confirm it.
      if (isRefusal(error)) {
        unconfirmed.current = null;
        paymentOrder.current = null;
        if (!steps.explainsRefusal?.(error)) showError(t('errors.verificationFailed'));
        return {
          status: 'refused',
          message: error.message,
          paymentId: result.razorpay_payment_id,
          error,
        };
      }
      unconfirmed.current = { key, input, result };
      showError(t('errors.verifyError'));
      return { status: 'unconfirmed' };
    }
  }

  async function attempt(
    input: Input,
    onStage?: (stage: PurchaseStage) => void,
  ): Promise<PurchaseOutcome<Done>> {
    const key = JSON.stringify(steps.sameness ? steps.sameness(input) : input);
    clearErrors();
    if (unconfirmed.current?.key === key) {
      return confirm(key, input, unconfirmed.current.result, onStage);
    }
    onStage?.('starting');
    let reply = paymentOrder.current?.key === key ? paymentOrder.current.reply : null;
    if (!reply) {
      try {
        reply = await steps.capture(input);
        paymentOrder.current = { key, reply };
        setGateway(reply.checkout.gateway);
      } catch (error) {
        if (isRefusal(error) && steps.explainsRefusal?.(error)) {
          return { status: 'not-started', refusal: error };
        }
        showError(t('errors.processError'));
        return isRefusal(error)
          ? { status: 'not-started', refusal: error }
          : { status: 'not-started' };
      }
    }
    onStage?.('paying');
    let outcome: Awaited<ReturnType<typeof openCheckout>>;
    try {
      outcome = await openCheckout({
        order: reply.order,
        checkout: reply.checkout,
        ...steps.checkout(input),
      });
    } catch {
      showError(t('errors.initiateFailed'));
      return { status: 'unavailable' };
    }
    switch (outcome.status) {
      case 'paid':
        return confirm(key, input, outcome.result, onStage);
      case 'failed':
        showError(outcome.reason ?? t('errors.paymentFailed'));
        return { status: 'failed', reason: outcome.reason };
      case 'dismissed':
        showError(t('errors.cancelled'));
        return { status: 'cancelled' };
      case 'unavailable':
        showError(t('errors.initiateFailed'));
        return { status: 'unavailable' };
    }
  }

  return {
    /** Buys `input`; `onStage` hears where the attempt is. Never rejects. */
    purchase: async (
      input: Input,
      onStage?: (stage: PurchaseStage) => void,
    ): Promise<PurchaseOutcome<Done>> => {
      try {
        return await attempt(input, onStage);
      } catch {
        showError(t('errors.generic'));
        return { status: 'unavailable' };
      }
    },
    /** Asks the server again about a payment it could not confirm; null when there is none. */
    checkAgain: async (
      onStage?: (stage: PurchaseStage) => void,
    ): Promise<PurchaseOutcome<Done> | null> => {
      const pending = unconfirmed.current;
      if (!pending) return null;
      clearErrors();
      return confirm(pending.key, pending.input, pending.result, onStage);
    },
    /** Tells a failure the feature found before buying (missing details) like the others. */
    showError,
    /** The gateway of the last payment order (the dialog names it), null before the first. */
    gateway,
    checkoutElement,
  };
}
