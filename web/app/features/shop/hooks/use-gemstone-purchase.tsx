import { type Product, totalPaise } from '@app/contract/catalogue';
import { paiseToRupees } from '@app/contract/money';
import type { ShippingAddress } from '@app/contract/orders';
import type { VerifyPaymentBody } from '@app/contract/payments';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { useLocalizedNavigate } from '~/components/ui/localized-link';
import type { ApiError } from '~/lib/api-client';
import { useAuth } from '~/lib/auth';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { forgetLiveCatalogue } from '~/lib/live-catalogue';
import { rememberPaymentSuccess } from '~/lib/payment-success';
import { type PurchaseOutcome, usePurchase } from '~/lib/use-purchase';
import { createPaymentOrder } from '../api/create-payment-order';
import { verifyPayment } from '../api/verify-payment';
import type { PurchaseNotice, PurchasePhase } from '../components/buy-dialog';

// The buy dialog's form checks with the contract's schemas (zod): it is loaded when it first
// opens, not with the product pages (docs/decisions/010).
const BuyDialog = lazy(() => import('../components/buy-dialog'));

type Open = { product: Product; phase: PurchasePhase; notice: PurchaseNotice | null };

/** One purchase of rudraksha: the lines (priced as shown), where they go, and who buys. */
type GemstoneInput = {
  items: { id: number; quantity: number; pricePaise: number }[];
  details: ShippingAddress;
  userId: string;
  /** The checkout's line under the shop's name. */
  description: string;
};

/** The verification's 409 for a payment that came in after the last bead was sold. */
const isSoldOut = (error: ApiError) =>
  error.status === 409 && (error.body as { soldOut?: unknown } | null)?.soldOut === true;

/**
 * Buying a rudraksha (specification section 4 "Payment (gemstone purchase)"): Buy Now sends a
 * visitor to /login and opens the buy dialog for a signed-in user; paying goes through the one
 * purchase flow (`usePurchase`: payment order, checkout, verification) and then to
 * /payment-success. The dialog shows where the attempt is and how it ended (section 8). Render
 * `purchaseElement` once on the page.
 */
export function useGemstonePurchase(): {
  buy: (product: Product) => void;
  purchaseElement: ReactNode;
} {
  const { user } = useAuth();
  const navigate = useLocalizedNavigate();
  const { t } = useTranslation('checkout');
  const { language } = useLanguage();
  const [open, setOpen] = useState<Open | null>(null);
  // What the customer typed last, so reopening the dialog keeps it.
  const lastDetails = useRef<ShippingAddress | null>(null);
  const { purchase, checkAgain, showError, gateway, checkoutElement } = usePurchase({
    capture: ({ items, details }: GemstoneInput) =>
      createPaymentOrder({
        amount: paiseToRupees(totalPaise(items)),
        purpose: 'gemstone',
        items: items.map(({ id, quantity }) => ({ id, quantity })),
        addressData: details,
      }),
    verify: ({ items, details, userId }, result) => {
      const body: VerifyPaymentBody = {
        ...result,
        product: items.map(({ id, quantity }) => ({ id, quantity })),
        addressData: details,
        user: userId,
        total: paiseToRupees(totalPaise(items)),
        paymentInfo: { id: result.razorpay_payment_id, type: 'Razorpay', status: 'Paid' },
      };
      return verifyPayment(body);
    },
    checkout: ({ description, details }) => ({
      description,
      prefill: { name: details.name, email: details.email, contact: details.phone },
    }),
    // The checkout's wording is not part of the purchase: a change of language reuses the order.
    sameness: ({ items, details, userId }) => ({ items, details, userId }),
    // The last one went to another buyer first: the dialog says the money is coming back.
    explainsRefusal: isSoldOut,
  });

  const update = (changes: Partial<Open>) =>
    setOpen((current) => (current ? { ...current, ...changes } : current));

  function buy(product: Product) {
    if (!user) {
      void navigate('/login');
      return;
    }
    setOpen({ product, phase: 'form', notice: null });
  }

  /** Shows how an attempt ended: success leaves for /payment-success, the rest stay here. */
  async function settle(outcome: PurchaseOutcome<Awaited<ReturnType<typeof verifyPayment>>>) {
    switch (outcome.status) {
      case 'completed':
        rememberPaymentSuccess({ kind: 'order', reference: outcome.done.order._id });
        setOpen(null);
        await navigate('/payment-success');
        return;
      case 'unconfirmed':
        update({ phase: 'form', notice: { kind: 'verify-unreachable' } });
        return;
      case 'refused':
        if (isSoldOut(outcome.error)) {
          forgetLiveCatalogue();
          update({ phase: 'form', notice: { kind: 'sold-out', message: outcome.message } });
          return;
        }
        update({
          phase: 'form',
          notice: { kind: 'verify-failed', message: outcome.message, paymentId: outcome.paymentId },
        });
        return;
      case 'not-started':
        update({ phase: 'form', notice: null });
        return;
      case 'failed':
        update({ phase: 'form', notice: { kind: 'failed' } });
        return;
      case 'cancelled':
        update({ phase: 'form', notice: { kind: 'cancelled' } });
        return;
      case 'unavailable':
        update({ phase: 'form', notice: { kind: 'unavailable' } });
        return;
    }
  }

  const onStage = (phase: PurchasePhase) => update({ phase, notice: null });

  async function pay(product: Product, details: ShippingAddress) {
    // Section 5: a product, an address, a price and a signed-in user, or nothing starts.
    if (!user || !product.pricePaise || !details.address || !details.pin) {
      showError(t('errors.missingDetails'));
      return;
    }
    lastDetails.current = details;
    const outcome = await purchase(
      {
        items: [{ id: product.id, quantity: 1, pricePaise: product.pricePaise }],
        details,
        userId: user._id,
        description: product.name[language],
      },
      onStage,
    );
    await settle(outcome);
  }

  const purchaseElement =
    open && user ? (
      <>
        <Suspense fallback={null}>
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
              void pay(open.product, details);
            }}
            onInvalid={() => showError(t('errors.missingDetails'))}
            onCheckAgain={() => {
              void checkAgain(onStage).then((outcome) => outcome && settle(outcome));
            }}
            onClose={() => setOpen(null)}
          />
        </Suspense>
        {checkoutElement}
      </>
    ) : (
      checkoutElement
    );

  return { buy, purchaseElement };
}
