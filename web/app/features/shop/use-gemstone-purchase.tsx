import type { Product } from '@app/contract/catalogue';
import type { ShippingAddress } from '@app/contract/orders';
import type {
  CapturePaymentReply,
  PaymentGatewayKind,
  PaymentResult,
  VerifyPaymentBody,
} from '@app/contract/payments';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { useAuth } from '~/lib/auth';
import { useCheckout } from '~/lib/checkout';
import { useLanguage } from '~/lib/language';
import { rememberPaymentSuccess } from '~/lib/payment-success';
import { createPaymentOrder } from './api/create-payment-order';
import { verifyPayment } from './api/verify-payment';
import { BuyDialog, type PurchaseNotice, type PurchasePhase } from './components/buy-dialog';

type Open = { product: Product; phase: PurchasePhase; notice: PurchaseNotice | null };

/**
 * Buying a rudraksha (specification section 4 "Payment (gemstone purchase)"): Buy Now sends a
 * visitor to /login and opens the buy dialog for a signed-in user; paying creates the payment
 * order (kept for retries of the same purchase, so a second try cannot pay twice), opens the
 * checkout, verifies the result and goes to /payment-success. Every payment message of
 * section 8 is shown where it belongs. Render `purchaseElement` once on the page.
 */
export function useGemstonePurchase(): {
  buy: (product: Product) => void;
  purchaseElement: ReactNode;
} {
  const { user } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation('checkout');
  const { language } = useLanguage();
  const { openCheckout, checkoutElement } = useCheckout();
  const [open, setOpen] = useState<Open | null>(null);
  const [gateway, setGateway] = useState<PaymentGatewayKind | null>(null);
  // The payment order of the purchase being tried, reused while the purchase is unchanged.
  const paymentOrder = useRef<{ key: string; reply: CapturePaymentReply } | null>(null);
  // A payment the checkout reported but the server has not confirmed yet.
  const unconfirmed = useRef<VerifyPaymentBody | null>(null);
  // What the customer typed last, so reopening the dialog keeps it.
  const lastDetails = useRef<ShippingAddress | null>(null);
  // The error toasts of this purchase: cleared when a new attempt starts or the payment succeeds.
  const errorToasts = useRef<number[]>([]);
  const showError = (message: string) => {
    errorToasts.current.push(toast.error(message));
  };
  const clearErrors = () => {
    for (const id of errorToasts.current) toast.dismiss(id);
    errorToasts.current = [];
  };

  const update = (changes: Partial<Open>) =>
    setOpen((current) => (current ? { ...current, ...changes } : current));

  function buy(product: Product) {
    if (!user) {
      void navigate('/login');
      return;
    }
    unconfirmed.current = null;
    setOpen({ product, phase: 'form', notice: null });
  }

  async function confirm(body: VerifyPaymentBody) {
    update({ phase: 'verifying', notice: null });
    try {
      const reply = await verifyPayment(body);
      unconfirmed.current = null;
      paymentOrder.current = null;
      clearErrors();
      rememberPaymentSuccess({ kind: 'order', reference: reply.order._id });
      setOpen(null);
      await navigate('/payment-success');
    } catch (error) {
      // No answer, or the server failing: the payment stands, so asking again can still confirm it.
      if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) {
        showError(t('errors.verifyError'));
        update({ phase: 'form', notice: { kind: 'verify-unreachable' } });
      } else if (error instanceof ApiError) {
        // The server refused this payment: it will not become an order, so a new attempt
        // starts from a new payment order.
        unconfirmed.current = null;
        paymentOrder.current = null;
        showError(t('errors.verificationFailed'));
        update({
          phase: 'form',
          notice: {
            kind: 'verify-failed',
            message: error.message,
            paymentId: body.razorpay_payment_id,
          },
        });
      } else {
        showError(t('errors.generic'));
        update({ phase: 'form', notice: { kind: 'verify-unreachable' } });
      }
    }
  }

  async function pay(product: Product, details: ShippingAddress) {
    // Section 5: a product, an address, a price and a signed-in user, or nothing starts.
    if (!user || !product.pricePaise || !details.address || !details.pin) {
      showError(t('errors.missingDetails'));
      return;
    }
    const items = [{ id: product.id, quantity: 1 }];
    const amount = product.pricePaise / 100;
    lastDetails.current = details;
    clearErrors();
    const key = JSON.stringify({ items, details, user: user._id });
    update({ phase: 'starting', notice: null });

    let reply = paymentOrder.current?.key === key ? paymentOrder.current.reply : null;
    if (!reply) {
      try {
        reply = await createPaymentOrder({
          amount,
          purpose: 'gemstone',
          items,
          addressData: details,
        });
        paymentOrder.current = { key, reply };
        setGateway(reply.checkout.gateway);
      } catch {
        showError(t('errors.processError'));
        update({ phase: 'form' });
        return;
      }
    }

    update({ phase: 'paying' });
    const outcome = await openCheckout({
      order: reply.order,
      checkout: reply.checkout,
      description: product.name[language],
      prefill: { name: details.name, email: details.email, contact: details.phone },
    });
    switch (outcome.status) {
      case 'paid': {
        const result: PaymentResult = outcome.result;
        const body: VerifyPaymentBody = {
          ...result,
          product: items,
          addressData: details,
          user: user._id,
          total: amount,
          paymentInfo: { id: result.razorpay_payment_id, type: 'Razorpay', status: 'Paid' },
        };
        unconfirmed.current = body;
        await confirm(body);
        return;
      }
      case 'failed':
        showError(outcome.reason ?? t('errors.paymentFailed'));
        update({ phase: 'form', notice: { kind: 'failed' } });
        return;
      case 'dismissed':
        showError(t('errors.cancelled'));
        update({ phase: 'form', notice: { kind: 'cancelled' } });
        return;
      case 'unavailable':
        showError(t('errors.initiateFailed'));
        update({ phase: 'form', notice: { kind: 'unavailable' } });
        return;
    }
  }

  const purchaseElement =
    open && user ? (
      <>
        <BuyDialog
          key={open.product.id}
          product={open.product}
          initialValues={
            lastDetails.current ?? {
              name: user.name,
              phone: user.phone,
              email: user.email,
              address: '',
              pin: '',
            }
          }
          phase={open.phase}
          notice={open.notice}
          gateway={gateway}
          onSubmit={(details) => {
            pay(open.product, details).catch(() => {
              showError(t('errors.generic'));
              update({ phase: 'form' });
            });
          }}
          onInvalid={() => showError(t('errors.missingDetails'))}
          onCheckAgain={() => {
            if (unconfirmed.current) void confirm(unconfirmed.current);
          }}
          onClose={() => setOpen(null)}
        />
        {checkoutElement}
      </>
    ) : (
      checkoutElement
    );

  return { buy, purchaseElement };
}
